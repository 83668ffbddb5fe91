import type { customer } from '@shared/api/contracts/customer';
import type { CustomerIntegrationType } from '@shared/schemas/customer-integrations';
import { readIntegration } from '../../core/integrations/customer-config';
import { http } from '../../kit/http';

/**
 * The two card reads (the spec's fixed paths, one function each). Owner only, like the writes: the
 * settings are the owner's, and the other roles have no use for the tokens' ends.
 */
export const integrationReader = (
  contract: typeof customer.getWhatsappIntegration | typeof customer.getAnalyticsIntegration,
  type: CustomerIntegrationType,
) =>
  http(contract, async ({ session }) => ({
    integration: await readIntegration(session.clientId, type),
  }));
