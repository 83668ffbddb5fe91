import { intents } from '@shared/api/contracts/intents';
import { writeAnswerLevel } from '../../core/intents/answer-level';
import { http } from '../../kit/http';

/** PUT /api/intents/answer-level — the slider position, for those who edit intents (owner, trainer). */
export const handler = http(intents.updateAnswerLevel, async ({ session, body }) =>
  writeAnswerLevel(session.clientId, body),
);
