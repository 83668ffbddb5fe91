import { defineRoutes } from '../route';

/**
 * widget: the chat widget's routes, called from customers' sites (functions/http/widget/; the owner's
 * settings screens are widgetSettings, so the chat functions bundle none of their schemas).
 */
export const widget = defineRoutes('widget', {
  getWidgetConfig: { method: 'GET', path: '/api/widget/{clientId}/config', auth: 'public' },
  startConversation: { method: 'POST', path: '/api/widget/{clientId}/conversations', auth: 'public' },
  recordLoad: { method: 'POST', path: '/api/widget/{clientId}/loads', auth: 'public' },
  sendMessage: { method: 'POST', path: '/api/widget/messages', auth: 'visitor' },
  listMessages: { method: 'GET', path: '/api/widget/messages', auth: 'visitor' },
  issueLiveTicket: { method: 'POST', path: '/api/widget/live-ticket', auth: 'visitor' },
  escalate: { method: 'POST', path: '/api/widget/escalate', auth: 'visitor' },
  // issue 31 item 5: "Email me this conversation", and the address an offline handoff's reply goes to
  sendTranscript: { method: 'POST', path: '/api/widget/transcript', auth: 'visitor' },
  setReplyAddress: { method: 'POST', path: '/api/widget/reply-address', auth: 'visitor' },
  // issue 32 item 7: the visitor's rating once the chat is resolved
  rateConversation: { method: 'POST', path: '/api/widget/rating', auth: 'visitor' },
});
