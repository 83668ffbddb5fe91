import { ATTACHMENT_URL_SECONDS } from '@shared/attachment-rules';
import type { MessageAttachment } from '@shared/schemas/chat-message';
import { signedDownloadUrl } from '../../adapters/attachments-bucket';

/**
 * A message's file as stored on the message item (issue 32 item 6): what was checked, and where it lives.
 * Readers get it with a short-lived signed URL in place of the key (signAttachment).
 */
export type StoredAttachment = Omit<MessageAttachment, 'url'> & { objectKey: string };

/**
 * The response headers forced on the download, whatever the object was stored with: the checked type
 * (never text/html), and a PDF as a download, an image inline; the name quoted RFC 6266's way.
 */
export function dispositionOf(a: Pick<StoredAttachment, 'name' | 'contentType'>): string {
  const kind = a.contentType.startsWith('image/') ? 'inline' : 'attachment';
  const ascii = a.name.replace(/[^\x20-\x7e]|["\\]/g, '_');
  return `${kind}; filename="${ascii}"; filename*=UTF-8''${encodeURIComponent(a.name)}`;
}

export async function signAttachment(a: StoredAttachment): Promise<MessageAttachment> {
  const url = await signedDownloadUrl(
    a.objectKey,
    { contentType: a.contentType, disposition: dispositionOf(a) },
    ATTACHMENT_URL_SECONDS,
  );
  return { id: a.id, name: a.name, contentType: a.contentType, size: a.size, url };
}

/** The messages with each file's URL signed (a message without a file is passed through untouched). */
export async function withAttachmentUrls<M extends { attachment?: StoredAttachment & { url?: string } }>(
  messages: M[],
): Promise<M[]> {
  if (!messages.some((m) => m.attachment)) return messages;
  return Promise.all(
    messages.map(async (m) =>
      m.attachment ? { ...m, attachment: { ...m.attachment, ...(await signAttachment(m.attachment)) } } : m,
    ),
  );
}
