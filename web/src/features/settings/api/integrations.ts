import { customer } from '@shared/api/routes/customer';
import type { ConnectionTestResult } from '@shared/schemas/admin-config';
import type {
  CustomerIntegrationResponse,
  CustomerIntegrationView,
  SaveCustomerIntegration,
} from '@shared/schemas/customer-integration-api';
import type { CustomerIntegrationType } from '@shared/schemas/customer-integrations';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';

/** Wire types of /api/customer/integrations (shared/schemas/customer-integrations.ts). */
export type { ConnectionTestResult, CustomerIntegrationType, CustomerIntegrationView, SaveCustomerIntegration };

/** Each card has its own read (the spec's fixed paths). */
const READS = {
  whatsapp: customer.getWhatsappIntegration,
  analytics: customer.getAnalyticsIntegration,
} as const satisfies Record<CustomerIntegrationType, unknown>;

export const integrationQuery = (type: CustomerIntegrationType) =>
  queryOptions({
    queryKey: ['settings', 'integrations', type],
    queryFn: (): Promise<CustomerIntegrationResponse> => api.call(READS[type]),
    // spec part 3 §7: no retry
    retry: false,
  });

export const useIntegration = (type: CustomerIntegrationType) => useQuery(integrationQuery(type));

/** Saves a card; the answer (secrets masked) replaces the cached card. */
export function useSaveIntegration(type: CustomerIntegrationType) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: SaveCustomerIntegration) => api.call(customer.saveIntegration, { body }),
    onSuccess: (saved) => queryClient.setQueryData(integrationQuery(type).queryKey, saved),
  });
}

/** Test Connection of the stored card; the card is read again for its last test. */
export function useTestIntegration(type: CustomerIntegrationType) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => api.call(customer.testIntegration, { params: { id } }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: integrationQuery(type).queryKey }),
  });
}
