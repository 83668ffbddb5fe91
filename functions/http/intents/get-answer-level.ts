import { intents } from '@shared/api/contracts/intents';
import { readAnswerLevel } from '../../core/intents/answer-level';
import { http } from '../../kit/http';

/** GET /api/intents/answer-level — the Training Center's "cautious ↔ helpful" slider position. */
export const handler = http(intents.getAnswerLevel, async ({ session }) => readAnswerLevel(session.clientId));
