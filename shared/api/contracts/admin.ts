import { activityCsvQuery, activityCsvResponse, activityListResponse, activityQuery } from '../../schemas/activity';
import {
  adminEnquiryResponse,
  adminPlanResponse,
  adminPlansResponse,
  adminStatsResponse,
  enquiryParams,
  listEnquiriesQuery,
  listEnquiriesResponse,
  planParams,
  systemHealthResponse,
  updateEnquiryRequest,
} from '../../schemas/admin';
import {
  aiCostsResponse,
  analyticsCsvResponse,
  analyticsQuery,
  analyticsResponse,
} from '../../schemas/admin-analytics';
import {
  adminClientParams,
  adminClientResponse,
  clientExportResponse,
  listAdminClientsQuery,
  listAdminClientsResponse,
  listAdminUsersQuery,
  listAdminUsersResponse,
  setClientStatusRequest,
} from '../../schemas/admin-clients';
import {
  adminConfigsResponse,
  configTypeParams,
  connectionTestResponse,
  gatewayParams,
  paymentGatewaysResponse,
  saveConfigBody,
  savedConfigResponse,
  savePaymentGatewaysBody,
  testConfigBody,
} from '../../schemas/admin-config';
import { noContentResponse } from '../../schemas/common';
import { planInputSchema } from '../../schemas/plan';
import { withSchemas } from '../route';
import { admin as routes } from '../routes/admin';

/** admin: each route of routes/admin.ts with its schemas. */
export const admin = withSchemas(routes, {
  getAdminStats: { response: adminStatsResponse },
  getSystemHealth: { response: systemHealthResponse },
  listAdminPlans: { response: adminPlansResponse },
  createPlan: { body: planInputSchema, response: adminPlanResponse },
  updatePlan: { body: planInputSchema, params: planParams, response: adminPlanResponse },
  deletePlan: { params: planParams, response: noContentResponse },
  listEnquiries: { query: listEnquiriesQuery, response: listEnquiriesResponse },
  updateEnquiry: { body: updateEnquiryRequest, params: enquiryParams, response: adminEnquiryResponse },
  listClients: { query: listAdminClientsQuery, response: listAdminClientsResponse },
  setClientStatus: { body: setClientStatusRequest, params: adminClientParams, response: adminClientResponse },
  exportClient: { params: adminClientParams, response: clientExportResponse },
  listUsers: { query: listAdminUsersQuery, response: listAdminUsersResponse },
  getConfig: { response: adminConfigsResponse },
  saveConfig: { body: saveConfigBody, response: savedConfigResponse },
  testConfig: { body: testConfigBody, params: configTypeParams, response: connectionTestResponse },
  getPaymentGateways: { response: paymentGatewaysResponse },
  savePaymentGateways: { body: savePaymentGatewaysBody, response: paymentGatewaysResponse },
  testPaymentGateway: { body: testConfigBody, params: gatewayParams, response: connectionTestResponse },
  listActivity: { query: activityQuery, response: activityListResponse },
  exportActivityCsv: { query: activityCsvQuery, response: activityCsvResponse },
  getAnalytics: { query: analyticsQuery, response: analyticsResponse },
  exportAnalyticsCsv: { query: analyticsQuery, response: analyticsCsvResponse },
  getAiCosts: { query: analyticsQuery, response: aiCostsResponse },
});
