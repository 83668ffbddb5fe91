import { customer } from '@shared/api/contracts/customer';
import { saveIntegration } from '../../core/integrations/save-integration';
import { http } from '../../kit/http';

/** POST /api/customer/integrations — saves one card; a masked secret sent back unchanged keeps the stored one. */
export const handler = http(customer.saveIntegration, async ({ session, body }) => ({
  integration: await saveIntegration(session.clientId, body),
}));
