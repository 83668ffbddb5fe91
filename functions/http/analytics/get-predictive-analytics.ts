import { analytics } from '@shared/api/contracts/analytics';
import { predictiveAnalytics } from '../../core/leads/analytics';
import { http } from '../../kit/http';

/** GET /api/predictive-analytics — lead scores, tiers, churn risk, the leaderboard and insights (spec §2.5). */
export const handler = http(analytics.getPredictiveAnalytics, async ({ session }) =>
  predictiveAnalytics(session.clientId),
);
