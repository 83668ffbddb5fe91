import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { z } from 'zod';
import type { PlatformConfigType } from '../../../../../shared/enums';
import type {
  AdminConfigs,
  ConnectionTestResult,
  Gateway,
  PaymentGateways,
  savedConfigResponse,
  savePaymentGatewaysBody,
} from '../../../../../shared/schemas/admin-config';
import { api } from '../../../lib/api-client';

/* Admin → Configuration and Payment Gateways; wire types from shared/schemas/admin-config.ts. */
export type { AdminConfigs, ConnectionTestResult, Gateway, PaymentGateways, PlatformConfigType };
export type GatewaysInput = z.input<typeof savePaymentGatewaysBody>;

export const configKeys = {
  configs: ['admin', 'config'] as const,
  gateways: ['admin', 'payment-gateways'] as const,
};

export const adminConfigsQuery = queryOptions({
  queryKey: configKeys.configs,
  queryFn: async () => (await api.get<{ configs: AdminConfigs }>('/api/admin/config')).configs,
});
export const useAdminConfigs = () => useQuery(adminConfigsQuery);

/** Saving or testing refreshes the cards (values, masks and the last test each shows). */
function useConfigMutation<I, O>(call: (input: I) => Promise<O>, key: readonly string[]) {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: call, onSettled: () => queryClient.invalidateQueries({ queryKey: key }) });
}

export const useSaveConfig = () =>
  useConfigMutation(
    (input: { type: PlatformConfigType; config: Record<string, unknown> }) =>
      api.post<z.infer<typeof savedConfigResponse>>('/api/admin/config', input),
    configKeys.configs,
  );
/** A failed test throws ApiError; its `error.message` (serverErrorText) is the sentence to show. */
export const useTestConfig = () =>
  useConfigMutation(
    ({ type, config }: { type: PlatformConfigType; config: Record<string, unknown> }) =>
      api.post<ConnectionTestResult>(`/api/admin/config/test/${type}`, { config }),
    configKeys.configs,
  );

export const useGateways = () =>
  useQuery({ queryKey: configKeys.gateways, queryFn: () => api.get<PaymentGateways>('/api/admin/payment-gateways') });
export const useSaveGateways = () =>
  useConfigMutation(
    (input: GatewaysInput) => api.post<PaymentGateways>('/api/admin/payment-gateways', input),
    configKeys.gateways,
  );
export const useTestGateway = () =>
  useConfigMutation(
    ({ gateway, config }: { gateway: Gateway; config: Record<string, unknown> }) =>
      api.post<ConnectionTestResult>(`/api/admin/payment-gateways/test/${gateway}`, { config }),
    configKeys.gateways,
  );
