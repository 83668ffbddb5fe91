import * as adminConfig from '../../schemas/admin-config';
import * as common from '../../schemas/common';
import * as customerIntegrationApi from '../../schemas/customer-integration-api';
import { withSchemas } from '../route';
import { customer as routes } from '../routes/customer';

/** customer: each route of routes/customer.ts with its schemas. */
export const customer = withSchemas(routes, {
  getWhatsappIntegration: { response: customerIntegrationApi.customerIntegrationResponse },
  getAnalyticsIntegration: { response: customerIntegrationApi.customerIntegrationResponse },
  saveIntegration: {
    body: customerIntegrationApi.saveCustomerIntegrationBody,
    response: customerIntegrationApi.customerIntegrationResponse,
  },
  testIntegration: {
    params: common.idParams,
    response: adminConfig.connectionTestResponse,
  },
});
