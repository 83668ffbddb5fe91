import * as z from 'zod';

/**
 * Secrets travel in HTTP headers, where a control character or a character outside Latin-1 makes the
 * HTTP client throw an error that quotes the value: such a key is refused at the door (400 naming the
 * field). A service account JSON may also hold line breaks and tabs. The screens' mask (it starts with
 * dots) passes: the config code swaps it for the stored secret or refuses it.
 */
const HEADER_SAFE = /^[\x20-\x7e\xa0-\xff]*$/;
export const JSON_SAFE = /^[\t\n\r\x20-\x7e\xa0-\xff]*$/;
export const isMask = (v: string) => v.startsWith('••••');
export const SAFE_MESSAGE = 'Use printable characters only (no line breaks, control characters or symbols)';
/** A key or token (header-safe characters), up to `max` characters. */
export const secretText = (max: number) =>
  z
    .string()
    .max(max)
    .refine((v) => isMask(v) || HEADER_SAFE.test(v), SAFE_MESSAGE);
