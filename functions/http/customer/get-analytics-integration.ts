import { customer } from '@shared/api/contracts/customer';
import { integrationReader } from './get-integration';

/** GET /api/customer/integrations/analytics — the Analytics card; owner only. */
export const handler = integrationReader(customer.getAnalyticsIntegration, 'analytics');
