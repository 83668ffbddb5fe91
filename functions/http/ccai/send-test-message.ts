import { ccai } from '@shared/api/contracts/ccai';
import { ccaiTest } from '../../core/chat/ccai';
import { platformSemantics } from '../../core/platform/ai';
import { http } from '../../kit/http';

/** POST /api/ccai/test — one message through the widget's pipeline; a new session starts a test conversation. */
export const handler = http(ccai.sendTestMessage, ({ body, session }) =>
  ccaiTest(session.clientId, body.message, body.sessionId, platformSemantics),
);
