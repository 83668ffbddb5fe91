/**
 * The logo upload's rules as the API applies them (functions/core/webpages/logo.ts: PNG, JPEG or WebP by
 * their bytes, never SVG, at most 512 KB); checked here first so a wrong file costs no upload.
 */
export const LOGO_TYPES = ['image/png', 'image/jpeg', 'image/webp'] as const;
export const LOGO_MAX_BYTES = 512 * 1024;
export const LOGO_LIMIT_TEXT = `PNG, JPEG or WebP, up to ${LOGO_MAX_BYTES / 1024} KB`;

/** Why a chosen file cannot be the logo, or null when it can (the server's own messages). */
export function logoProblem(file: File): string | null {
  if (!(LOGO_TYPES as readonly string[]).includes(file.type)) return 'The logo must be a PNG, JPEG or WebP image';
  if (file.size > LOGO_MAX_BYTES) return `The logo must be at most ${LOGO_MAX_BYTES / 1024} KB`;
  return null;
}
