import * as activity from '../../schemas/activity';
import * as adminSchemas from '../../schemas/admin';
import * as adminAnalytics from '../../schemas/admin-analytics';
import * as adminClients from '../../schemas/admin-clients';
import * as adminConfig from '../../schemas/admin-config';
import * as common from '../../schemas/common';
import * as plan from '../../schemas/plan';
import { withSchemas } from '../route';
import { admin as routes } from '../routes/admin';

/** admin: each route of routes/admin.ts with its schemas. */
export const admin = withSchemas(routes, {
  getAdminStats: { response: adminSchemas.adminStatsResponse },
  getSystemHealth: { response: adminSchemas.systemHealthResponse },
  listAdminPlans: { response: adminSchemas.adminPlansResponse },
  createPlan: { body: plan.planInputSchema, response: adminSchemas.adminPlanResponse },
  updatePlan: { body: plan.planInputSchema, params: common.idParams, response: adminSchemas.adminPlanResponse },
  deletePlan: { params: common.idParams, response: common.noContentResponse },
  listEnquiries: { query: adminSchemas.listEnquiriesQuery, response: adminSchemas.listEnquiriesResponse },
  updateEnquiry: {
    body: adminSchemas.updateEnquiryRequest,
    params: common.idParams,
    response: adminSchemas.adminEnquiryResponse,
  },
  listClients: { query: adminClients.listAdminClientsQuery, response: adminClients.listAdminClientsResponse },
  setClientStatus: {
    body: adminClients.setClientStatusRequest,
    params: common.clientIdParams,
    response: adminClients.adminClientResponse,
  },
  exportClient: { params: common.clientIdParams, response: adminClients.clientExportResponse },
  listUsers: { query: adminClients.listAdminUsersQuery, response: adminClients.listAdminUsersResponse },
  getConfig: { response: adminConfig.adminConfigsResponse },
  saveConfig: { body: adminConfig.saveConfigBody, response: adminConfig.savedConfigResponse },
  testConfig: {
    body: adminConfig.testConfigBody,
    params: adminConfig.configTypeParams,
    response: adminConfig.connectionTestResponse,
  },
  getPaymentGateways: { response: adminConfig.paymentGatewaysResponse },
  savePaymentGateways: { body: adminConfig.savePaymentGatewaysBody, response: adminConfig.paymentGatewaysResponse },
  testPaymentGateway: {
    body: adminConfig.testConfigBody,
    params: adminConfig.gatewayParams,
    response: adminConfig.connectionTestResponse,
  },
  listActivity: { query: activity.activityQuery, response: activity.activityListResponse },
  exportActivityCsv: { query: activity.activityCsvQuery, response: activity.activityCsvResponse },
  getAnalytics: { query: adminAnalytics.analyticsQuery, response: adminAnalytics.analyticsResponse },
  exportAnalyticsCsv: { query: adminAnalytics.analyticsQuery, response: adminAnalytics.analyticsCsvResponse },
  getAiCosts: { query: adminAnalytics.analyticsQuery, response: adminAnalytics.aiCostsResponse },
});
