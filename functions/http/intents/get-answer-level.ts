import { answerLevelForm } from '../../../shared/schemas/answer-level';
import { readAnswerLevel } from '../../core/intents/answer-level';
import { http } from '../../kit/http';

/** GET /api/intents/answer-level — the Training Center's "cautious ↔ helpful" slider position. */
export const handler = http({ auth: 'trainer', response: answerLevelForm }, async ({ session }) =>
  readAnswerLevel(session.clientId),
);
