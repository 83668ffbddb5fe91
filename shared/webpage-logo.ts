/**
 * The AI webpage logo's rules, one source for the API (functions/core/webpages/logo.ts, which judges
 * the type by the file's bytes) and the wizard (web/src/features/ai-webpages/logo.ts, which checks
 * first so a wrong file costs no upload). Zod-free: the web and every bundle may import it.
 */
export const LOGO_TYPES = ['image/png', 'image/jpeg', 'image/webp'] as const;
/** Logos are small: a header image. 512 KB leaves room for a crisp PNG and keeps the edit form's body under the 1 MiB edge cap. */
export const LOGO_MAX_BYTES = 512 * 1024;
export const LOGO_TYPE_MESSAGE = 'The logo must be a PNG, JPEG or WebP image';
export const LOGO_SIZE_MESSAGE = `The logo must be at most ${LOGO_MAX_BYTES / 1024} KB`;
export const LOGO_LIMIT_TEXT = `PNG, JPEG or WebP, up to ${LOGO_MAX_BYTES / 1024} KB`;
