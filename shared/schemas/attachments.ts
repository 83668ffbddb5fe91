import * as z from 'zod';
import { ATTACHMENT_TYPES, MAX_ATTACHMENT_BYTES } from '../attachment-rules';
import { widgetMessageSchema } from './chat-message';
import { requiredText, shortText } from './common';
import { liveMessageSchema } from './realtime';

/**
 * Attachments (issue 32 item 6): the client asks for an upload (name, declared type, size), POSTs the
 * file straight to S3 with the presigned form it gets, then asks the server to send it; the server
 * checks the bytes before the message exists.
 */
// the shared visible-text rule (no control characters, lone surrogates or invisible-only names), and no
// path: the name is shown and goes into Content-Disposition
const fileName = requiredText('File name', 200).refine((s) => !/[/\\]/.test(s), 'File name may not contain slashes');

const uploadRequest = {
  name: fileName,
  contentType: z.enum(ATTACHMENT_TYPES, {
    error: 'Only PNG, JPEG, GIF and WebP images and PDF files can be attached',
  }),
  size: z
    .number()
    .int()
    .min(1, 'The file is empty')
    .max(MAX_ATTACHMENT_BYTES, `Files are limited to ${MAX_ATTACHMENT_BYTES / (1024 * 1024)} MB`),
};

/** The id an upload was answered with (uploadTicketSchema). */
const uploadId = z.string().regex(/^[\w-]{1,64}$/, 'Unknown upload');

/** The presigned POST: the form's URL and fields; the file goes last, as field `file`. */
export const uploadTicketSchema = z.object({
  id: z.string(),
  url: z.string(),
  fields: z.record(z.string(), z.string()),
  maxBytes: z.number(),
  expiresIn: z.number(),
});
export type UploadTicket = z.infer<typeof uploadTicketSchema>;

/** POST /api/inbox/attachments/uploads: an agent's upload into one of the tenant's conversations. */
export const requestAgentUploadBody = z
  .object({ conversationId: z.string().min(1, 'conversationId is required').max(64), ...uploadRequest })
  .strict();
export const requestAgentUploadResponse = uploadTicketSchema;
export type RequestAgentUploadResponse = z.output<typeof requestAgentUploadResponse>;

/** POST /api/inbox/attachments/send: the uploaded file `id`, checked, as the agent's reply. */
export const sendAgentAttachmentBody = z
  .object({
    id: uploadId,
    /** A short text sent with the file (its caption on WhatsApp); the file's name when absent. */
    caption: shortText(1000, 'Caption must be at most 1000 characters').optional(),
    /** A colleague owns the chat (issue 32): true takes it over, else 409 CLAIMED_BY_OTHER, as a text reply. */
    takeOver: z.boolean().optional(),
  })
  .strict();
export const sendAgentAttachmentResponse = z.object({ message: liveMessageSchema });
export type SendAgentAttachmentResponse = z.output<typeof sendAgentAttachmentResponse>;

/** POST /api/widget/attachments/uploads: the visitor's upload into their own conversation (the token's). */
export const requestVisitorUploadBody = z.object(uploadRequest).strict();
export const requestVisitorUploadResponse = uploadTicketSchema;
export type RequestVisitorUploadResponse = z.output<typeof requestVisitorUploadResponse>;

/** POST /api/widget/attachments/send: the uploaded file `id`, checked, as the visitor's message. */
export const sendVisitorAttachmentBody = z.object({ id: uploadId }).strict();
export const sendVisitorAttachmentResponse = z.object({ messages: z.array(widgetMessageSchema) });
export type SendVisitorAttachmentResponse = z.output<typeof sendVisitorAttachmentResponse>;
