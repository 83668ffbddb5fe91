/**
 * Attachments (issue 32 item 6), free of zod so the widget can read them: what may be attached and how
 * big. Images and PDF only: never SVG (it runs script), HTML or anything executable. The server checks
 * the declared type here and the type the bytes show (functions/core/inbox/attachment-check.ts).
 */
export const ATTACHMENT_TYPES = ['image/png', 'image/jpeg', 'image/gif', 'image/webp', 'application/pdf'] as const;
export type AttachmentType = (typeof ATTACHMENT_TYPES)[number];
export const MAX_ATTACHMENT_BYTES = 10 * 1024 * 1024;
/** What the file picker offers (its `accept`): the same list. */
export const ATTACHMENT_ACCEPT = ATTACHMENT_TYPES.join(',');
export const isImageType = (type: string) => type.startsWith('image/');
/** "1.2 MB", "340 KB": the size shown beside a PDF's name. */
export const formatFileSize = (bytes: number) =>
  bytes >= 1024 * 1024 ? `${(bytes / (1024 * 1024)).toFixed(1)} MB` : `${Math.max(1, Math.round(bytes / 1024))} KB`;
/** How long a signed URL to a file works (functions/core/chat/attachment-urls.ts): a later read signs anew. */
export const ATTACHMENT_URL_SECONDS = 15 * 60;
/**
 * How long a client trusts a URL it fetched: a minute under its lifetime, for clock skew and the time a
 * click takes. Past it, the widget and the portal read the messages again for a fresh one.
 */
export const ATTACHMENT_URL_TRUSTED_MS = (ATTACHMENT_URL_SECONDS - 60) * 1000;
