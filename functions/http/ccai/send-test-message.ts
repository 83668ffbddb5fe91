import { ccaiTestRequest, ccaiTestResponse } from '../../../shared/schemas/ccai';
import { ccaiTest } from '../../core/chat/ccai';
import { platformSemantics } from '../../core/platform/ai';
import { http } from '../../kit/http';

/** POST /api/ccai/test — one message through the widget's pipeline; a new session starts a test conversation. */
export const handler = http(
  { auth: 'trainer', body: ccaiTestRequest, response: ccaiTestResponse },
  ({ body, session }) => ccaiTest(session.clientId, body.message, body.sessionId, platformSemantics),
);
