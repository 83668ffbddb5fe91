import * as ccaiSchemas from '../../schemas/ccai';
import { withSchemas } from '../route';
import { ccai as routes } from '../routes/ccai';

/** ccai: each route of routes/ccai.ts with its schemas. */
export const ccai = withSchemas(routes, {
  getHealth: { response: ccaiSchemas.ccaiHealthResponse },
  sendTestMessage: { body: ccaiSchemas.ccaiTestRequest, response: ccaiSchemas.ccaiTestResponse },
  getTestConversation: { params: ccaiSchemas.ccaiSessionParams, response: ccaiSchemas.ccaiConversationResponse },
  escalateTest: { body: ccaiSchemas.ccaiEscalateRequest, response: ccaiSchemas.ccaiEscalateResponse },
});
