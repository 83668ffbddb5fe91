import { answerLevelForm } from '../../../shared/schemas/answer-level';
import { writeAnswerLevel } from '../../core/intents/answer-level';
import { http } from '../../kit/http';

/** PUT /api/intents/answer-level — the slider position, for those who edit intents (owner, trainer). */
export const handler = http(
  { auth: 'trainer', body: answerLevelForm, response: answerLevelForm },
  async ({ session, body }) => writeAnswerLevel(session.clientId, body),
);
