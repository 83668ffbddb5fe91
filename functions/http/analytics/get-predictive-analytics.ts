import { predictiveAnalyticsResponse } from '../../../shared/schemas/leads';
import { predictiveAnalytics } from '../../core/leads/analytics';
import { http } from '../../kit/http';

/** GET /api/predictive-analytics — lead scores, tiers, churn risk, the leaderboard and insights (spec §2.5). */
export const handler = http({ auth: 'agent', response: predictiveAnalyticsResponse }, async ({ session }) =>
  predictiveAnalytics(session.clientId),
);
