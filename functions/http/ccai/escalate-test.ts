import { ccai } from '@shared/api/contracts/ccai';
import { ccaiEscalate } from '../../core/chat/ccai';
import { http } from '../../kit/http';

/** POST /api/ccai/escalate — the screen's Escalate to Human. */
export const handler = http(ccai.escalateTest, ({ body, session }) =>
  ccaiEscalate(session.clientId, body.sessionId, body.reason),
);
