import { analytics } from '@shared/api/contracts/analytics';
import { crmAnalytics } from '../../core/leads/analytics';
import { http } from '../../kit/http';

/** GET /api/crm-analytics — pipeline, sources, 6-month trends and chat rates, from maintained counters. */
export const handler = http(analytics.getCrmAnalytics, async ({ session }) => crmAnalytics(session.clientId));
