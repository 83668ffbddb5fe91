import { ccaiConversationResponse, ccaiSessionParams } from '../../../shared/schemas/ccai';
import { ccaiConversation } from '../../core/chat/ccai';
import { http } from '../../kit/http';

/** GET /api/ccai/conversations/{sessionId} — the test conversation with what the engine decided per reply. */
export const handler = http(
  { auth: 'trainer', params: ccaiSessionParams, response: ccaiConversationResponse },
  ({ params, session }) => ccaiConversation(session.clientId, params.sessionId),
);
