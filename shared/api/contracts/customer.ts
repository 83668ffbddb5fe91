import { connectionTestResponse } from '../../schemas/admin-config';
import {
  customerIntegrationIdParams,
  customerIntegrationResponse,
  saveCustomerIntegrationBody,
} from '../../schemas/customer-integration-api';
import { withSchemas } from '../route';
import { customer as routes } from '../routes/customer';

/** customer: each route of routes/customer.ts with its schemas. */
export const customer = withSchemas(routes, {
  getWhatsappIntegration: { response: customerIntegrationResponse },
  getAnalyticsIntegration: { response: customerIntegrationResponse },
  saveIntegration: { body: saveCustomerIntegrationBody, response: customerIntegrationResponse },
  testIntegration: { params: customerIntegrationIdParams, response: connectionTestResponse },
});
