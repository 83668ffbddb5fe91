import { ccai } from '@shared/api/contracts/ccai';
import { ccaiTest } from '../../core/chat/ccai';
import { knowledgeAnswer } from '../../core/knowledge/tenant-knowledge';
import { platformSemantics } from '../../core/platform/semantics';
import { http } from '../../kit/http';

/**
 * POST /api/ccai/test — one message through the widget's pipeline (the tenant's intents, then its knowledge);
 * a new session starts a test conversation.
 */
export const handler = http(ccai.sendTestMessage, ({ body, session }) =>
  ccaiTest(session.clientId, body.message, body.sessionId, { semantic: platformSemantics, knowledge: knowledgeAnswer }),
);
