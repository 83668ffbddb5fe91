import { createHmac, timingSafeEqual } from 'node:crypto';
import * as z from 'zod';

/**
 * What a WhatsApp Cloud API webhook delivery carries (Meta's "messages" field): entry[].changes[].value
 * with the receiving number's metadata, the senders' contacts and messages. Only text messages are
 * read; statuses (sent, delivered, read) and other types are ignored. Parsed leniently: a field Meta
 * adds tomorrow must not turn a delivery into an error.
 */
const valueSchema = z.object({
  metadata: z.object({ phone_number_id: z.string() }).optional(),
  contacts: z
    .array(z.object({ wa_id: z.string(), profile: z.object({ name: z.string() }).partial().optional() }))
    .optional(),
  messages: z
    .array(
      z.object({
        id: z.string().min(1).max(200),
        from: z.string().regex(/^\d{4,20}$/),
        type: z.string(),
        text: z.object({ body: z.string() }).optional(),
      }),
    )
    .optional(),
});
const payloadSchema = z.object({
  object: z.literal('whatsapp_business_account'),
  entry: z.array(z.object({ changes: z.array(z.object({ field: z.string(), value: z.unknown() })) })),
});

export interface InboundText {
  /** Meta's message id (wamid…): a retried delivery carries the same one. */
  id: string;
  /** The sender's WhatsApp id (their number, digits only). */
  waId: string;
  name?: string;
  phoneNumberId?: string;
  text: string;
}

/** The text messages of a delivery, in order; anything else (or not a WhatsApp delivery at all) gives none. */
export function inboundTexts(raw: Buffer): InboundText[] {
  let json: unknown;
  try {
    json = JSON.parse(raw.toString('utf8'));
  } catch {
    return [];
  }
  const payload = payloadSchema.safeParse(json);
  if (!payload.success) return [];
  const out: InboundText[] = [];
  for (const entry of payload.data.entry)
    for (const change of entry.changes) {
      if (change.field !== 'messages') continue;
      const value = valueSchema.safeParse(change.value);
      if (!value.success) continue;
      const names = new Map((value.data.contacts ?? []).map((c) => [c.wa_id, c.profile?.name]));
      for (const m of value.data.messages ?? []) {
        if (m.type !== 'text' || !m.text?.body.trim()) continue;
        out.push({
          id: m.id,
          waId: m.from,
          name: names.get(m.from),
          phoneNumberId: value.data.metadata?.phone_number_id,
          text: m.text.body,
        });
      }
    }
  return out;
}

/**
 * Meta signs every delivery: X-Hub-Signature-256 = "sha256=" + hex HMAC-SHA256 of the raw body with the
 * app secret. Compared in constant time; a missing or malformed header is simply not valid.
 */
export function validSignature(raw: Buffer, header: string | undefined, appSecret: string): boolean {
  if (!appSecret || !header || !/^sha256=[0-9a-f]{64}$/i.test(header.trim())) return false;
  const given = Buffer.from(header.trim().slice('sha256='.length), 'hex');
  const expected = createHmac('sha256', appSecret).update(raw).digest();
  return given.length === expected.length && timingSafeEqual(given, expected);
}
