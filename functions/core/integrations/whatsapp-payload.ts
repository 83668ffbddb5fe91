import { createHmac, timingSafeEqual } from 'node:crypto';
import * as z from 'zod';

/**
 * What a WhatsApp Cloud API webhook delivery carries (Meta's "messages" field): entry[].changes[].value
 * with the receiving number's metadata, the senders' contacts and messages. Only text messages are
 * read; statuses (sent, delivered, read) and other types are ignored. Read leniently: every part falls
 * back to nothing when it is missing or malformed, and keys not named here are ignored, so a field Meta
 * adds tomorrow (or a part of a delivery this code does not read) changes nothing.
 */
const text = z.string().optional().catch(undefined);
/** An object of the given lenient fields; anything else reads as an empty one (each field's fallback). */
const lenient = <S extends Record<string, z.ZodType>>(shape: S) => {
  const schema = z.object(shape);
  return schema.catch(() => schema.parse({}));
};
const list = <T extends z.ZodType>(item: T) => z.array(item).catch([]);

const delivery = lenient({
  object: text,
  entry: list(
    lenient({
      changes: list(
        lenient({
          field: text,
          value: lenient({
            metadata: lenient({ phone_number_id: text }),
            contacts: list(lenient({ wa_id: text, profile: lenient({ name: text }) })),
            messages: list(
              lenient({
                id: text,
                from: text,
                type: text,
                text: lenient({ body: text }),
                // issue 32 item 6: files arrive as a media id to download (whatsapp-inbound.ts)
                image: lenient({ id: text, mime_type: text, caption: text }),
                document: lenient({ id: text, mime_type: text, caption: text, filename: text }),
              }),
            ),
          }),
        }),
      ),
    }),
  ),
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

/** An image or document message: its media id, the type Meta says it is, the file's name and caption. */
export interface InboundMedia extends Omit<InboundText, 'text'> {
  media: { id: string; mimeType: string; filename: string; caption?: string };
}

/** The text messages of a delivery, in order; anything else (or not a WhatsApp delivery at all) gives none. */
export function inboundTexts(raw: Buffer): InboundText[] {
  return inboundMessages(raw).texts;
}

/** The text, image and document messages of a delivery, each kind in order. */
export function inboundMessages(raw: Buffer): { texts: InboundText[]; media: InboundMedia[] } {
  const out: InboundText[] = [];
  const media: InboundMedia[] = [];
  let json: unknown;
  try {
    json = JSON.parse(raw.toString('utf8'));
  } catch {
    return { texts: out, media };
  }
  const payload = delivery.parse(json);
  if (payload.object !== 'whatsapp_business_account') return { texts: out, media };
  for (const entry of payload.entry)
    for (const change of entry.changes) {
      if (change.field !== 'messages') continue;
      const { value } = change;
      const names = new Map(value.contacts.map((c) => [c.wa_id, c.profile.name]));
      for (const m of value.messages) {
        const { id, from } = m;
        if (!id || id.length > 200 || !from || !/^\d{4,20}$/.test(from)) continue;
        const sender = { id, waId: from, name: names.get(from), phoneNumberId: value.metadata.phone_number_id };
        const body = m.text.body;
        if (m.type === 'text' && body?.trim()) out.push({ ...sender, text: body });
        const file = m.type === 'image' ? m.image : m.type === 'document' ? m.document : undefined;
        if (file?.id && file.id.length <= 200) {
          const named = m.type === 'document' ? m.document.filename?.trim() : undefined;
          const filename = named || `whatsapp-${m.type}`;
          media.push({
            ...sender,
            media: {
              id: file.id,
              mimeType: file.mime_type ?? '',
              filename: filename.slice(0, 200),
              caption: file.caption,
            },
          });
        }
      }
    }
  return { texts: out, media };
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
