import { customer } from '@shared/api/contracts/customer';
import { integrationReader } from './get-integration';

/** GET /api/customer/integrations/whatsapp — the WhatsApp card, secrets masked (last 4); owner only. */
export const handler = integrationReader(customer.getWhatsappIntegration, 'whatsapp');
