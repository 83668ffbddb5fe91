import * as z from 'zod';

/** Building blocks shared by entity and payload schemas. Messages are the spec's where it gives them. */
export const id = z.string().min(1).max(64);
/** The path parameters of a route addressed by one id: /api/…/{id}. */
export const idParams = z.object({ id }).strict();
/** A path naming a tenant: /api/admin/clients/{clientId}, the widget's /api/widget/{clientId}/…. */
export const clientIdParams = z.object({ clientId: id }).strict();
export const timestamp = z.string().datetime();
export const email = z.string().trim().toLowerCase().max(254).email('Invalid email address');
export const hexColor = z.string().regex(/^#[0-9A-Fa-f]{6}$/, 'Invalid color format');
/**
 * Characters that render as nothing: format characters (zero-width space/joiners, bidi marks, BOM,
 * soft hyphen, tags), controls, any whitespace, the Hangul fillers and the blank braille cell. A name
 * made only of these passes a plain length rule yet shows up empty, so length rules count without them.
 */
const INVISIBLE = /[\p{Cf}\p{Cc}\p{Z}\s\u115F\u1160\u3164\uFFA0\u2800]/gu;

/** How many characters of `s` a reader can see (code points, so an emoji counts once). */
export const visibleLength = (s: string): number => [...s.replace(INVISIBLE, '')].length;

/**
 * Control characters other than tab, line feed and carriage return (NUL included, DEL and the C1 set):
 * they render as nothing or as boxes, break CSV and log lines, and nobody types them.
 */
const CONTROL = /(?![\t\n\r])\p{Cc}/u;
/** In a `u` regex \p{Cs} matches only an unpaired surrogate (a pair is one code point): not text at all. */
const LONE_SURROGATE = /\p{Cs}/u;

export const CONTROL_MESSAGE = 'Must not contain control characters';
export const SURROGATE_MESSAGE = 'Contains an invalid character (a broken emoji or symbol)';
export const INVISIBLE_MESSAGE = 'Must contain visible text, not only spaces or invisible characters';

/** Why `s` is not text a person wrote, or null when it is. `''` is fine here; required fields say so with min. */
export function textProblem(s: string): string | null {
  if (CONTROL.test(s)) return CONTROL_MESSAGE;
  if (LONE_SURROGATE.test(s)) return SURROGATE_MESSAGE;
  if (s !== '' && visibleLength(s) === 0) return INVISIBLE_MESSAGE;
  return null;
}

/**
 * The refinement every free-text input runs (names, messages, notes, titles, lead answers, page
 * texts…): no control characters, no lone surrogates, and not made only of whitespace and zero-width
 * or format characters (such text was stored as an empty bubble). The 400 names the field.
 */
export const cleanText = <S extends z.ZodString>(schema: S): S =>
  schema.superRefine((s, ctx) => {
    const problem = textProblem(s);
    if (problem) ctx.addIssue({ code: 'custom', message: problem, input: s });
  });

const CONTROL_ALL = new RegExp(CONTROL.source, 'gu');
const LONE_SURROGATE_ALL = new RegExp(LONE_SURROGATE.source, 'gu');

/**
 * Text stored before the free-text rule existed (issue 27 §5) may hold what inputs now refuse; a
 * response that re-checked it with the input rule would fail as a whole (the public plan list, the
 * widget's config, the webpage list answered 500 for one such value). Shown cleaned instead: control
 * characters dropped, a lone surrogate as U+FFFD (as a UTF-8 decoder shows a broken character), text
 * of invisible characters only as '' (and dropped from a list, where an empty item means nothing: a plan
 * feature, a form option). Any depth: strings in arrays and objects too.
 */
export function cleanStoredText(value: unknown): unknown {
  if (typeof value === 'string') {
    const cleaned = value.replace(CONTROL_ALL, '').replace(LONE_SURROGATE_ALL, '\uFFFD');
    return cleaned !== '' && visibleLength(cleaned) === 0 ? '' : cleaned;
  }
  if (Array.isArray(value))
    return value.flatMap((v) => {
      const cleaned = cleanStoredText(v);
      return cleaned === '' && v !== '' ? [] : [cleaned];
    });
  if (value && typeof value === 'object' && Object.getPrototypeOf(value) === Object.prototype)
    return Object.fromEntries(Object.entries(value).map(([k, v]) => [k, cleanStoredText(v)]));
  return value;
}

/** A field of a stored-entity or response schema that reuses an input rule: stored text is cleaned first. */
export const fromStore = <T extends z.ZodType>(schema: T) => z.preprocess(cleanStoredText, schema);

/** fromStore on every field of an object shape (the response twin of an input shape). */
export const fromStoreShape = <S extends Record<string, z.ZodType>>(shape: S) =>
  Object.fromEntries(Object.entries(shape).map(([k, v]) => [k, fromStore(v)])) as {
    [K in keyof S]: ReturnType<typeof fromStore<S[K]>>;
  };

/** An optional free text (may be empty), trimmed, at most `max` characters. */
export const shortText = (max = 200, tooLong?: string) => cleanText(z.string().trim()).max(max, tooLong);

/** The one "visible text" rule of every name, title and label: at least `min` visible characters. */
export const visibleText = (min: number, max: number, tooShort: string, tooLong: string) =>
  z
    .string()
    .trim()
    .refine((s) => !CONTROL.test(s), CONTROL_MESSAGE)
    .refine((s) => !LONE_SURROGATE.test(s), SURROGATE_MESSAGE)
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

/** The free-text `search` filter of a list query. */
export const searchQuery = shortText(100, 'Search must be at most 100 characters').optional();

/** One page of a cursor-paged list: its items under `key`, then the next page's cursor (null on the last page). */
export const pageOf = <K extends string, T extends z.ZodType>(key: K, item: T) =>
  z.object({ [key]: z.array(item), nextCursor: z.string().nullable() } as Record<K, z.ZodArray<T>> & {
    nextCursor: z.ZodNullable<z.ZodString>;
  });
