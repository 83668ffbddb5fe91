import { isTimeout, upstreamSignal } from '../base/deadline';
import { config as env } from '../base/env';

/**
 * The WhatsApp Cloud API (Meta's Graph API) calls Parley makes: the phone-number lookup of Test
 * Connection (core/admin/provider-tests.ts) and sending a text message. The host is Meta's, or the
 * local stand-in (base/env.ts WHATSAPP_API_URL).
 */
export const WHATSAPP_GRAPH_VERSION = 'v21.0';
export const SEND_TIMEOUT_MS = 8000;

export const graphHost = () =>
  env('WHATSAPP_API_URL').WHATSAPP_API_URL?.replace(/\/$/, '') ?? 'https://graph.facebook.com';

/** GET /{version}/{phoneNumberId}: proves the token may use this number. */
export const phoneNumberUrl = (phoneNumberId: string) =>
  `${graphHost()}/${WHATSAPP_GRAPH_VERSION}/${encodeURIComponent(phoneNumberId)}`;

export type SendOutcome = { ok: true; messageId?: string } | { ok: false; reason: string };

/**
 * Sends one text message. Never throws: the outcome says why a send failed in our words (status and the
 * Graph error code only; Meta's message text can quote the request, and the request holds the token).
 */
export async function sendWhatsappText(c: {
  phoneNumberId: string;
  accessToken: string;
  to: string;
  body: string;
}): Promise<SendOutcome> {
  // WhatsApp's text limit
  return postMessage(c, { type: 'text', text: { body: c.body.slice(0, 4096), preview_url: false } });
}

/**
 * Sends a file (issue 32 item 6) as an image or document message by link: WhatsApp fetches it from the
 * short-lived signed URL at once (no media upload, so the bytes never pass through the function).
 */
export async function sendWhatsappMedia(c: {
  phoneNumberId: string;
  accessToken: string;
  to: string;
  kind: 'image' | 'document';
  link: string;
  filename: string;
  caption?: string;
}): Promise<SendOutcome> {
  // WhatsApp's caption limit
  const caption = c.caption ? { caption: c.caption.slice(0, 1024) } : {};
  return postMessage(
    c,
    c.kind === 'image'
      ? { type: 'image', image: { link: c.link, ...caption } }
      : { type: 'document', document: { link: c.link, filename: c.filename, ...caption } },
  );
}

async function postMessage(
  c: { phoneNumberId: string; accessToken: string; to: string },
  message: Record<string, unknown>,
): Promise<SendOutcome> {
  try {
    const res = await fetch(`${phoneNumberUrl(c.phoneNumberId)}/messages`, {
      method: 'POST',
      headers: { authorization: `Bearer ${c.accessToken}`, 'content-type': 'application/json' },
      body: JSON.stringify({ messaging_product: 'whatsapp', recipient_type: 'individual', to: c.to, ...message }),
      signal: upstreamSignal(SEND_TIMEOUT_MS),
    });
    const answer = (await res.json().catch(() => undefined)) as
      | { messages?: { id?: string }[]; error?: { code?: number } }
      | undefined;
    if (res.ok) return { ok: true, messageId: answer?.messages?.[0]?.id };
    return {
      ok: false,
      reason: `WhatsApp answered ${res.status}${answer?.error?.code ? ` (code ${answer.error.code})` : ''}`,
    };
  } catch (err) {
    return { ok: false, reason: unreachable(err) };
  }
}

const unreachable = (err: unknown) =>
  isTimeout(err) ? `WhatsApp did not answer within ${SEND_TIMEOUT_MS / 1000} s` : 'WhatsApp could not be reached';

export type MediaOutcome = { ok: true; bytes: Uint8Array; mimeType: string } | { ok: false; reason: string };

/**
 * An inbound image or document's bytes (issue 32 item 6): the media id gives a short-lived URL
 * (GET /{version}/{mediaId}), fetched with the same token. Refused without reading past `maxBytes` when
 * Meta's declared size or the answer is larger. Never throws.
 */
export async function downloadWhatsappMedia(c: {
  mediaId: string;
  accessToken: string;
  maxBytes: number;
}): Promise<MediaOutcome> {
  const auth = { authorization: `Bearer ${c.accessToken}` };
  try {
    const meta = await fetch(phoneNumberUrl(c.mediaId), { headers: auth, signal: upstreamSignal(SEND_TIMEOUT_MS) });
    const info = (await meta.json().catch(() => undefined)) as
      | { url?: string; mime_type?: string; file_size?: number }
      | undefined;
    if (!meta.ok || !info?.url) return { ok: false, reason: `WhatsApp answered ${meta.status} for the media` };
    if ((info.file_size ?? 0) > c.maxBytes) return { ok: false, reason: 'the file is too large' };
    const res = await fetch(info.url, { headers: auth, signal: upstreamSignal(SEND_TIMEOUT_MS) });
    if (!res.ok || !res.body) return { ok: false, reason: `WhatsApp answered ${res.status} for the file` };
    const chunks: Uint8Array[] = [];
    let size = 0;
    const reader = res.body.getReader();
    for (let part = await reader.read(); !part.done; part = await reader.read()) {
      size += part.value.length;
      if (size > c.maxBytes) {
        // the rest is never downloaded
        await reader.cancel();
        return { ok: false, reason: 'the file is too large' };
      }
      chunks.push(part.value);
    }
    return {
      ok: true,
      bytes: Buffer.concat(chunks),
      mimeType: info.mime_type ?? res.headers.get('content-type') ?? '',
    };
  } catch (err) {
    return { ok: false, reason: unreachable(err) };
  }
}
