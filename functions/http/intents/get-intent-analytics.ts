import { intents } from '@shared/api/contracts/intents';
import { intentAnalytics } from '../../core/intents/intent-analytics';
import { http } from '../../kit/http';

/** GET /api/intents/analytics */
export const handler = http(intents.getIntentAnalytics, async ({ session }) => intentAnalytics(session.clientId));
