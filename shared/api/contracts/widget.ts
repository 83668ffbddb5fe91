import { noContentResponse } from '../../schemas/common';
import { recordLoadQuery } from '../../schemas/widget-loads';
import {
  liveTicketResponse,
  sendVisitorMessageRequest,
  startConversationRequest,
  startConversationResponse,
  visitorEscalateRequest,
  widgetClientParams,
  widgetConfigResponse,
  widgetMessagesQuery,
  widgetMessagesResponse,
} from '../../schemas/widget-public';
import { withSchemas } from '../route';
import { widget as routes } from '../routes/widget';

/** widget: each route of routes/widget.ts with its schemas. */
export const widget = withSchemas(routes, {
  getWidgetConfig: { params: widgetClientParams, response: widgetConfigResponse },
  startConversation: {
    body: startConversationRequest,
    params: widgetClientParams,
    response: startConversationResponse,
  },
  recordLoad: { query: recordLoadQuery, params: widgetClientParams, response: noContentResponse },
  sendMessage: { body: sendVisitorMessageRequest, response: widgetMessagesResponse },
  listMessages: { query: widgetMessagesQuery, response: widgetMessagesResponse },
  issueLiveTicket: { response: liveTicketResponse },
  escalate: { body: visitorEscalateRequest, response: widgetMessagesResponse },
});
