import * as dashboardSchemas from '../../schemas/dashboard';
import { withSchemas } from '../route';
import { dashboard as routes } from '../routes/dashboard';

/** dashboard: each route of routes/dashboard.ts with its schemas. */
export const dashboard = withSchemas(routes, {
  getDashboard: { response: dashboardSchemas.dashboardResponse },
});
