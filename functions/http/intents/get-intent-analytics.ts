import { intentAnalyticsResponse } from '../../../shared/schemas/intent';
import { intentAnalytics } from '../../core/intents/intent-analytics';
import { http } from '../../kit/http';

/** GET /api/intents/analytics */
export const handler = http({ auth: 'trainer', response: intentAnalyticsResponse }, async ({ session }) =>
  intentAnalytics(session.clientId),
);
