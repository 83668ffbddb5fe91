import { customerIntegrationResponse, customerIntegrationTypeParams } from '../../../shared/schemas/integrations';
import { readIntegration } from '../../core/integrations/customer-config';
import { http } from '../../kit/http';

/**
 * GET /api/customer/integrations/{whatsapp|analytics} — the card, secrets masked (last 4). Owner only,
 * like the writes: the settings are the owner's, and the other roles have no use for the tokens' ends.
 */
export const handler = http(
  { auth: 'owner', params: customerIntegrationTypeParams, response: customerIntegrationResponse },
  async ({ session, params }) => ({ integration: await readIntegration(session.clientId, params.type) }),
);
