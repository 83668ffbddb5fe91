import * as z from 'zod';
import { MAX_VISITOR_MESSAGE_CHARS, widgetConversationStateSchema, widgetMessageSchema } from './chat-message';
import { visibleText } from './common';

/** The AI chat test screen (/ccai-test, spec part 2 §2.1, §7): the widget's pipeline, driven by a trainer. */
export const ccaiHealthResponse = z.object({
  status: z.literal('ok'),
  services: z.object({
    dialogflow_cx: z.object({ configured: z.boolean() }),
    ccai_platform: z.object({ configured: z.boolean() }),
  }),
});
export type CcaiHealthResponse = z.infer<typeof ccaiHealthResponse>;

const sessionId = z.string().trim().min(1, 'Session id is required').max(64);

export const ccaiTestRequest = z
  .object({
    message: visibleText(
      1,
      MAX_VISITOR_MESSAGE_CHARS,
      'Message is required',
      `Message must be at most ${MAX_VISITOR_MESSAGE_CHARS} characters`,
    ),
    sessionId: sessionId.optional(),
  })
  .strict();

/** A message as the test screen shows it: what the engine decided, under each bot reply. */
export const ccaiMessageSchema = widgetMessageSchema.extend({
  intentMatched: z.string().nullable(),
  confidence: z.number().nullable(),
});
export type CcaiMessage = z.infer<typeof ccaiMessageSchema>;

export const ccaiTestResponse = z.object({
  sessionId: z.string(),
  reply: z.string(),
  requiresEscalation: z.boolean(),
  intentMatched: z.string().nullable(),
  confidence: z.number(),
  messages: z.array(ccaiMessageSchema),
});
export type CcaiTestResponse = z.infer<typeof ccaiTestResponse>;

export const ccaiSessionParams = z.object({ sessionId }).strict();
export const ccaiConversationResponse = z.object({
  sessionId: z.string(),
  conversation: widgetConversationStateSchema,
  messages: z.array(ccaiMessageSchema),
});
export type CcaiConversationResponse = z.infer<typeof ccaiConversationResponse>;

export const ccaiEscalateRequest = z
  .object({ sessionId, reason: visibleText(1, 500, 'Reason is required', 'Reason must be at most 500 characters') })
  .strict();
export const ccaiEscalateResponse = z.object({
  sessionId: z.string(),
  escalated: z.literal(true),
  messages: z.array(widgetMessageSchema),
});
