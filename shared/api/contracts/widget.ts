import * as common from '../../schemas/common';
import * as mailAlerts from '../../schemas/mail-alerts';
import * as rating from '../../schemas/rating';
import * as widgetLoads from '../../schemas/widget-loads';
import * as widgetPublic from '../../schemas/widget-public';
import { withSchemas } from '../route';
import { widget as routes } from '../routes/widget';

/** widget: each route of routes/widget.ts with its schemas. */
export const widget = withSchemas(routes, {
  getWidgetConfig: { params: common.clientIdParams, response: widgetPublic.widgetConfigResponse },
  startConversation: {
    body: widgetPublic.startConversationRequest,
    params: common.clientIdParams,
    response: widgetPublic.startConversationResponse,
  },
  recordLoad: {
    query: widgetLoads.recordLoadQuery,
    params: common.clientIdParams,
    response: common.noContentResponse,
  },
  sendMessage: { body: widgetPublic.sendVisitorMessageRequest, response: widgetPublic.widgetMessagesResponse },
  listMessages: { query: widgetPublic.widgetMessagesQuery, response: widgetPublic.widgetMessagesResponse },
  issueLiveTicket: { response: widgetPublic.liveTicketResponse },
  escalate: { body: widgetPublic.visitorEscalateRequest, response: widgetPublic.widgetMessagesResponse },
  sendTranscript: { body: mailAlerts.transcriptRequest, response: mailAlerts.transcriptResponse },
  setReplyAddress: { body: mailAlerts.replyAddressRequest, response: mailAlerts.replyAddressResponse },
  // issue 32 item 7: the visitor's rating once the chat is resolved
  rateConversation: { body: rating.rateConversationBody, response: rating.rateConversationResponse },
});
