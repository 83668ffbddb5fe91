import { ccaiEscalateRequest, ccaiEscalateResponse } from '../../../shared/schemas/ccai';
import { ccaiEscalate } from '../../core/chat/ccai';
import { http } from '../../kit/http';

/** POST /api/ccai/escalate — the screen's Escalate to Human. */
export const handler = http(
  { auth: 'trainer', body: ccaiEscalateRequest, response: ccaiEscalateResponse },
  ({ body, session }) => ccaiEscalate(session.clientId, body.sessionId, body.reason),
);
