import { analyticsQuery, analyticsResponse } from '../../../shared/schemas/admin-analytics';
import { analyticsReport } from '../../core/admin/analytics';
import { http } from '../../kit/http';

/** GET /api/admin/analytics?period=7d|30d|90d|1y — signups, conversations, leads and MRR per day (1y: per week). */
export const handler = http({ auth: 'admin', response: analyticsResponse, query: analyticsQuery }, ({ query }) =>
  analyticsReport(query.period),
);
