import * as z from 'zod';

/** Building blocks shared by entity and payload schemas. Messages are the spec's where it gives them. */
export const id = z.string().min(1).max(64);
export const timestamp = z.string().datetime();
export const email = z.string().trim().toLowerCase().max(254).email('Invalid email address');
export const hexColor = z.string().regex(/^#[0-9A-Fa-f]{6}$/, 'Invalid color format');
export const shortText = (max = 200) => z.string().trim().max(max);
/**
 * Characters that render as nothing: format characters (zero-width space/joiners, bidi marks, BOM,
 * soft hyphen, tags), controls, any whitespace, the Hangul fillers and the blank braille cell. A name
 * made only of these passes a plain length rule yet shows up empty, so length rules count without them.
 */
const INVISIBLE = /[\p{Cf}\p{Cc}\p{Z}\s\u115F\u1160\u3164\uFFA0\u2800]/gu;

/** How many characters of `s` a reader can see (code points, so an emoji counts once). */
export const visibleLength = (s: string): number => [...s.replace(INVISIBLE, '')].length;

/** The one "visible text" rule of every name, title and label: at least `min` visible characters. */
export const visibleText = (min: number, max: number, tooShort: string, tooLong: string) =>
  z
    .string()
    .trim()
    .refine((s) => visibleLength(s) >= min, tooShort)
    .max(max, tooLong);

export const minText = (min: number, label: string, max = 2000) =>
  visibleText(min, max, `${label} must be at least ${min} characters`, `${label} must be at most ${max} characters`);

/** A required one-line text whose message is "<label> is required" (forms that ask for any text). */
export const requiredText = (label: string, max: number) =>
  visibleText(1, max, `${label} is required`, `${label} must be at most ${max} characters`);
export const paise = z.number().int('Must be whole paise').min(0, 'Price must be 0 or greater');
export const jsonObject = z.record(z.string(), z.unknown());

export const timestamps = { createdAt: timestamp, updatedAt: timestamp };

/** The response schema of a route that answers 204 with no body. */
export const noContentResponse = z.undefined();

/** The two query fields of every cursor-paged list (a sealed cursor, page size 1–100, default 20). */
export const pageQueryShape = {
  cursor: z.string().max(2000).optional(),
  limit: z.coerce.number().int().min(1).max(100).default(20),
};
