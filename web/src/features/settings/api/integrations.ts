import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { ConnectionTestResult } from '../../../../../shared/schemas/admin-config';
import type {
  CustomerIntegrationResponse,
  CustomerIntegrationView,
  SaveCustomerIntegration,
} from '../../../../../shared/schemas/customer-integration-api';
import type { CustomerIntegrationType } from '../../../../../shared/schemas/customer-integrations';
import { api } from '../../../lib/api-client';

/** Wire types of /api/customer/integrations (shared/schemas/customer-integrations.ts). */
export type { ConnectionTestResult, CustomerIntegrationType, CustomerIntegrationView, SaveCustomerIntegration };

export const integrationQuery = (type: CustomerIntegrationType) =>
  queryOptions({
    queryKey: ['settings', 'integrations', type],
    queryFn: () => api.get<CustomerIntegrationResponse>(`/api/customer/integrations/${type}`),
    // spec part 3 §7: no retry
    retry: false,
  });

export const useIntegration = (type: CustomerIntegrationType) => useQuery(integrationQuery(type));

/** Saves a card; the answer (secrets masked) replaces the cached card. */
export function useSaveIntegration(type: CustomerIntegrationType) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: SaveCustomerIntegration) =>
      api.post<CustomerIntegrationResponse>('/api/customer/integrations', body),
    onSuccess: (saved) => queryClient.setQueryData(integrationQuery(type).queryKey, saved),
  });
}

/** Test Connection of the stored card; the card is read again for its last test. */
export function useTestIntegration(type: CustomerIntegrationType) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => api.post<ConnectionTestResult>(`/api/customer/integrations/${id}/test`),
    onSettled: () => queryClient.invalidateQueries({ queryKey: integrationQuery(type).queryKey }),
  });
}
