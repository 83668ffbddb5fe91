import {
  ccaiConversationResponse,
  ccaiEscalateRequest,
  ccaiEscalateResponse,
  ccaiHealthResponse,
  ccaiSessionParams,
  ccaiTestRequest,
  ccaiTestResponse,
} from '../../schemas/ccai';
import { withSchemas } from '../route';
import { ccai as routes } from '../routes/ccai';

/** ccai: each route of routes/ccai.ts with its schemas. */
export const ccai = withSchemas(routes, {
  getHealth: { response: ccaiHealthResponse },
  sendTestMessage: { body: ccaiTestRequest, response: ccaiTestResponse },
  getTestConversation: { params: ccaiSessionParams, response: ccaiConversationResponse },
  escalateTest: { body: ccaiEscalateRequest, response: ccaiEscalateResponse },
});
