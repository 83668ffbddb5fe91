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
  try {
    const res = await fetch(`${phoneNumberUrl(c.phoneNumberId)}/messages`, {
      method: 'POST',
      headers: { authorization: `Bearer ${c.accessToken}`, 'content-type': 'application/json' },
      body: JSON.stringify({
        messaging_product: 'whatsapp',
        recipient_type: 'individual',
        to: c.to,
        type: 'text',
        // WhatsApp's text limit
        text: { body: c.body.slice(0, 4096), preview_url: false },
      }),
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
    return {
      ok: false,
      reason: isTimeout(err)
        ? `WhatsApp did not answer within ${SEND_TIMEOUT_MS / 1000} s`
        : 'WhatsApp could not be reached',
    };
  }
}
