import { ccai } from '@shared/api/contracts/ccai';
import { ccaiConversation } from '../../core/chat/ccai';
import { http } from '../../kit/http';

/** GET /api/ccai/conversations/{sessionId} — the test conversation with what the engine decided per reply. */
export const handler = http(ccai.getTestConversation, ({ params, session }) =>
  ccaiConversation(session.clientId, params.sessionId),
);
