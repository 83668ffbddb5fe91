import { admin } from '@shared/api/contracts/admin';
import { analyticsReport } from '../../core/admin/analytics';
import { http } from '../../kit/http';

/** GET /api/admin/analytics?period=7d|30d|90d|1y — signups, conversations, leads and MRR per day (1y: per week). */
export const handler = http(admin.getAnalytics, ({ query }) => analyticsReport(query.period));
