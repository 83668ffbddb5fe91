import { crmAnalyticsResponse } from '../../../shared/schemas/leads';
import { crmAnalytics } from '../../core/leads/analytics';
import { http } from '../../kit/http';

/** GET /api/crm-analytics — pipeline, sources, 6-month trends and chat rates, from maintained counters. */
export const handler = http({ auth: 'agent', response: crmAnalyticsResponse }, async ({ session }) =>
  crmAnalytics(session.clientId),
);
