import {
  ATTACHMENT_ACCEPT,
  ATTACHMENT_TYPES,
  ATTACHMENT_URL_TRUSTED_MS,
  formatFileSize,
  MAX_ATTACHMENT_BYTES,
} from '@shared/attachment-rules';
import type { MessageAttachment } from '@shared/schemas/chat-message';
import type { WidgetMessage } from '@shared/schemas/widget-public';
import { type WidgetApi, WidgetApiError } from './api';
import { el } from './dom';

/**
 * Files in the widget (issue 32 item 6): the paperclip beside the message box, the upload (ask the API,
 * POST straight to S3 with the presigned form, ask the API to check and send), and a file in a bubble: an
 * image previewed, a PDF as a link with its name and size. Text only, never HTML.
 */
export function attachButton(onFile: (file: File) => void): HTMLElement {
  const wrap = el('label', {
    class: 'a',
    'data-testid': 'attach-button',
    title: 'Attach an image or PDF (up to 10 MB)',
  });
  const input = el('input', {
    type: 'file',
    accept: ATTACHMENT_ACCEPT,
    class: 'sr',
    'data-testid': 'attach-input',
    'aria-label': 'Attach an image or PDF',
  }) as HTMLInputElement;
  input.addEventListener('change', () => {
    const file = input.files?.[0];
    input.value = '';
    if (file) onFile(file);
  });
  wrap.append(input, document.createTextNode('📎'));
  return wrap;
}

/** Uploads and sends one file as the visitor's message; answers the new message(s). */
export async function sendFile(api: WidgetApi, file: File): Promise<WidgetMessage[]> {
  if (!(ATTACHMENT_TYPES as readonly string[]).includes(file.type))
    throw new WidgetApiError(400, 'Only images (PNG, JPEG, GIF, WebP) and PDF files can be sent.');
  if (file.size > MAX_ATTACHMENT_BYTES) throw new WidgetApiError(413, 'Files are limited to 10 MB.');
  const ticket = await api.upload({ name: file.name, contentType: file.type, size: file.size });
  const form = new FormData();
  for (const [k, v] of Object.entries(ticket.fields)) form.append(k, v);
  form.append('file', file);
  const res = await fetch(ticket.url, { method: 'POST', body: form, credentials: 'omit' }).catch(() => null);
  if (!res?.ok) throw new WidgetApiError(0, 'The file could not be uploaded.');
  return (await api.sendFile(ticket.id)).messages;
}

/** The file's URL signed afresh: the conversation's messages read again come back with new URLs. */
export const freshUrl = (api: WidgetApi, id: string) =>
  api.after().then((r) => r.messages.find((m) => m.attachment?.id === id)?.attachment?.url);

/**
 * A file in a bubble. An open panel outlives its URLs, so: an image that fails to load, or a link clicked
 * after its lifetime, gets a fresh URL from `fresh`. Once per failure: if the fresh URL fails too, or none
 * comes, the file shows as unavailable and nothing is fetched again.
 */
export function attachmentView(a: MessageAttachment, fresh: (id: string) => Promise<string | undefined>): HTMLElement {
  let signedAt = Date.now();
  let failed = false;
  const link = el('a', { href: a.url, target: '_blank', rel: 'noopener noreferrer' });
  const img = a.contentType.startsWith('image/')
    ? el('img', { src: a.url, alt: a.name, class: 'ai', 'data-testid': 'attachment-image' })
    : null;
  const gone = () => link.replaceWith(el('span', { 'data-testid': 'attachment-unavailable' }, 'File unavailable'));
  const renew = () =>
    fresh(a.id)
      .catch(() => undefined)
      .then((url) => {
        if (!url) return gone();
        signedAt = Date.now();
        link.setAttribute('href', url);
        img?.setAttribute('src', url);
        return url;
      });
  link.addEventListener('click', (e) => {
    if (Date.now() - signedAt < ATTACHMENT_URL_TRUSTED_MS) return;
    e.preventDefault();
    renew().then((url) => url && window.open(url, '_blank', 'noopener'));
  });
  if (img) {
    img.addEventListener('load', () => {
      failed = false;
    });
    img.addEventListener('error', () => {
      if (failed) return gone();
      failed = true;
      renew();
    });
    link.append(img);
  } else {
    link.textContent = `📄 ${a.name} (${formatFileSize(a.size)})`;
  }
  return link;
}
