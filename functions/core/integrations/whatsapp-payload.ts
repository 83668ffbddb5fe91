import { createHmac, timingSafeEqual } from 'node:crypto';

/**
 * What a WhatsApp Cloud API webhook delivery carries (Meta's "messages" field): entry[].changes[].value
 * with the receiving number's metadata, the senders' contacts and messages. Only text messages are
 * read; statuses (sent, delivered, read) and other types are ignored. Read leniently, by hand (no
 * schema: this function is near its bundle budget), so a field Meta adds tomorrow changes nothing.
 */
type Json = Record<string, unknown>;
const obj = (v: unknown): Json => (v && typeof v === 'object' && !Array.isArray(v) ? (v as Json) : {});
const arr = (v: unknown): unknown[] => (Array.isArray(v) ? v : []);
const str = (v: unknown): string | undefined => (typeof v === 'string' ? v : undefined);

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
  let payload: Json;
  try {
    payload = obj(JSON.parse(raw.toString('utf8')));
  } catch {
    return [];
  }
  if (payload.object !== 'whatsapp_business_account') return [];
  const out: InboundText[] = [];
  for (const entry of arr(payload.entry))
    for (const change of arr(obj(entry).changes)) {
      if (obj(change).field !== 'messages') continue;
      const value = obj(obj(change).value);
      const names = new Map(arr(value.contacts).map((c) => [str(obj(c).wa_id), str(obj(obj(c).profile).name)]));
      for (const item of arr(value.messages)) {
        const m = obj(item);
        const id = str(m.id);
        const from = str(m.from);
        const text = str(obj(m.text).body);
        if (m.type !== 'text' || !id || id.length > 200 || !from || !/^\d{4,20}$/.test(from) || !text?.trim()) continue;
        out.push({
          id,
          waId: from,
          name: names.get(from),
          phoneNumberId: str(obj(value.metadata).phone_number_id),
          text,
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
