import { randomBytes, randomUUID } from 'node:crypto';

/** Record ids are UUIDs (spec part 1 §3); time order comes from createdAt sort keys, not from ids. */
export const newId = (): string => randomUUID();

/**
 * A UUID version 7 (RFC 9562): the first 48 bits are the Unix time in ms, so ids sort by creation time.
 * Chat messages use it, so a widget can poll with `?after=<last message id>` and the server finds the
 * position without another read.
 */
export function newTimeOrderedId(nowMs = Date.now()): string {
  const bytes = randomBytes(16);
  bytes.writeUIntBE(nowMs, 0, 6);
  bytes[6] = (bytes[6] & 0x0f) | 0x70;
  bytes[8] = (bytes[8] & 0x3f) | 0x80;
  const hex = bytes.toString('hex');
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20)}`;
}

/** The creation time (ms) of a time-ordered id, or null for any other string. */
export function timeOfId(id: string): number | null {
  if (!/^[0-9a-f]{8}-[0-9a-f]{4}-7[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/.test(id)) return null;
  return Number.parseInt(id.replace(/-/g, '').slice(0, 12), 16);
}
