import * as leads from '../../schemas/leads';
import { withSchemas } from '../route';
import { analytics as routes } from '../routes/analytics';

/** analytics: each route of routes/analytics.ts with its schemas. */
export const analytics = withSchemas(routes, {
  getCrmAnalytics: { response: leads.crmAnalyticsResponse },
  getPredictiveAnalytics: { response: leads.predictiveAnalyticsResponse },
});
