import { intents } from '@shared/api/contracts/intents';
import { answerAnalytics } from '../../core/intents/answer-analytics';
import { http } from '../../kit/http';

/** GET /api/intents/answer-analytics?period=7d|30d|90d */
export const handler = http(intents.getAnswerAnalytics, async ({ session, query }) =>
  answerAnalytics(session.clientId, query.period),
);
