import { admin } from '@shared/api/routes/admin';
import type { PlatformConfigType } from '@shared/enums';
import type {
  AdminConfigs,
  ConnectionTestResult,
  Gateway,
  PaymentGateways,
  savePaymentGatewaysBody,
} from '@shared/schemas/admin-config';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { z } from 'zod';
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
  queryFn: async () => (await api.call(admin.getConfig)).configs,
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
      api.call(admin.saveConfig, { body: input }),
    configKeys.configs,
  );
/** A failed test throws ApiError; its `error.message` (serverErrorText) is the sentence to show. */
export const useTestConfig = () =>
  useConfigMutation(
    ({ type, config }: { type: PlatformConfigType; config: Record<string, unknown> }) =>
      api.call(admin.testConfig, { params: { type }, body: { config } }),
    configKeys.configs,
  );

export const useGateways = () =>
  useQuery({ queryKey: configKeys.gateways, queryFn: () => api.call(admin.getPaymentGateways) });
export const useSaveGateways = () =>
  useConfigMutation(
    (input: GatewaysInput) => api.call(admin.savePaymentGateways, { body: input }),
    configKeys.gateways,
  );
export const useTestGateway = () =>
  useConfigMutation(
    ({ gateway, config }: { gateway: Gateway; config: Record<string, unknown> }) =>
      api.call(admin.testPaymentGateway, { params: { gateway }, body: { config } }),
    configKeys.gateways,
  );
