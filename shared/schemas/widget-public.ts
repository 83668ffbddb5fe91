import * as z from 'zod';
import { WIDGET_POSITIONS, WIDGET_SIZES, WIDGET_THEMES } from '../enums';
import { MAX_VISITOR_MESSAGE_CHARS, widgetConversationStateSchema, widgetMessageSchema } from './chat-message';
import { shortText, visibleText } from './common';
import { formFieldSchema } from './widget';

export {
  MAX_VISITOR_MESSAGE_CHARS,
  type WidgetConversationState,
  type WidgetMessage,
  widgetConversationStateSchema,
  widgetMessageSchema,
} from './chat-message';

/**
 * The public widget API (DESIGN §5, issue 9): what a visitor's browser on a customer's site sends and
 * receives. Only appearance and the lead form leave the server; nothing private about the tenant.
 */

export const widgetPublicConfigSchema = z.object({
  /** The business's name (its company name), which the chat panel's header shows. */
  businessName: z.string(),
  primaryColor: z.string(),
  welcomeMessage: z.string(),
  position: z.enum(WIDGET_POSITIONS),
  size: z.enum(WIDGET_SIZES),
  theme: z.enum(WIDGET_THEMES),
  triggerText: z.string(),
  showBranding: z.boolean(),
  enableSound: z.boolean(),
  requireLeadCapture: z.boolean(),
  leadFormTitle: z.string(),
  leadFormSubtitle: z.string(),
  leadFormFields: z.array(formFieldSchema),
});
export type WidgetPublicConfig = z.infer<typeof widgetPublicConfigSchema>;
export const widgetConfigResponse = z.object({ config: widgetPublicConfigSchema });

/**
 * Lead-form values by field id; checked on the server against the tenant's leadFormFields. webpageId:
 * the AI webpage the widget is on (its data-webpage-id), whose conversions count this lead.
 */
export const startConversationRequest = z
  .object({
    fields: z.record(z.string().max(64), shortText(1000)).default({}),
    webpageId: z.string().min(1).max(64).optional(),
    /** The page the chat starts on (the link back in a reply by email); kept only when its origin is the request's. */
    pageUrl: z
      .url({ protocol: /^https?$/ })
      .max(2000)
      .optional(),
  })
  .strict();
export const startConversationResponse = z.object({
  conversationId: z.string(),
  sessionId: z.string(),
  token: z.string(),
  messages: z.array(widgetMessageSchema),
  conversation: widgetConversationStateSchema,
});
export type StartConversationResponse = z.infer<typeof startConversationResponse>;

export const sendVisitorMessageRequest = z
  .object({
    // a message over MAX_VISITOR_MESSAGE_CHARS is a 413 from the route (issue 9); this bound only
    // keeps absurd bodies out before the handler runs
    content: visibleText(
      1,
      MAX_VISITOR_MESSAGE_CHARS * 4,
      'Message is required',
      `Message must be at most ${MAX_VISITOR_MESSAGE_CHARS} characters`,
    ),
  })
  .strict();
export const widgetMessagesResponse = z.object({
  messages: z.array(widgetMessageSchema),
  conversation: widgetConversationStateSchema,
});
export type WidgetMessagesResponse = z.infer<typeof widgetMessagesResponse>;

export const widgetMessagesQuery = z.object({ after: z.string().max(64).optional() }).strict();
export const visitorEscalateRequest = z.object({ reason: shortText(500).optional() }).strict();

/** POST /api/widget/live-ticket: the one-minute credential the widget puts in its WebSocket URL. */
export const liveTicketResponse = z.object({ ticket: z.string(), expiresIn: z.number() });
export type LiveTicketResponse = z.infer<typeof liveTicketResponse>;
