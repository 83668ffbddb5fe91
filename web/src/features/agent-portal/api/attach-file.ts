import { attachments } from '@shared/api/routes/attachments';
import { ATTACHMENT_TYPES, type AttachmentType, MAX_ATTACHMENT_BYTES } from '@shared/attachment-rules';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { mergeMessages } from '../merge-messages';
import { type ChatMessages, chatMessagesKey } from './agent-desk';

/** Said before anything is sent when the picked file cannot be attached (the server checks again). */
export function fileProblem(file: File): string | null {
  if (!(ATTACHMENT_TYPES as readonly string[]).includes(file.type))
    return 'Only PNG, JPEG, GIF and WebP images and PDF files can be attached.';
  if (file.size > MAX_ATTACHMENT_BYTES) return `Files are limited to ${MAX_ATTACHMENT_BYTES / (1024 * 1024)} MB.`;
  if (file.size === 0) return 'The file is empty.';
  return null;
}

/**
 * An agent's file into a chat (issue 32 item 6): ask for an upload, POST the file straight to S3 with the
 * presigned form (no cookies go there), then ask the server to check and send it as the agent's reply;
 * the reply joins the thread as a typed one does.
 */
export function useAttachFile(conversationId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (file: File) => {
      const ticket = await api.call(attachments.requestAgentUpload, {
        body: { conversationId, name: file.name, contentType: file.type as AttachmentType, size: file.size },
      });
      const form = new FormData();
      for (const [name, value] of Object.entries(ticket.fields)) form.append(name, value);
      form.append('file', file);
      const uploaded = await fetch(ticket.url, { method: 'POST', body: form });
      if (!uploaded.ok) throw new Error('The file could not be uploaded. Please try again.');
      return api.call(attachments.sendAgentAttachment, { body: { id: ticket.id } });
    },
    onSuccess: ({ message }) => {
      queryClient.setQueryData<ChatMessages>(chatMessagesKey(conversationId), (old) => ({
        messages: mergeMessages(old?.messages ?? [], [message]),
      }));
    },
  });
}
