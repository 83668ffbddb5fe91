import { LOGO_MAX_BYTES, LOGO_SIZE_MESSAGE, LOGO_TYPE_MESSAGE, LOGO_TYPES } from '@shared/webpage-logo';

/**
 * Why a chosen file cannot be the logo, or null when it can: the API's rules and messages
 * (shared/webpage-logo.ts), checked here first so a wrong file costs no upload.
 */
export function logoProblem(file: File): string | null {
  if (!(LOGO_TYPES as readonly string[]).includes(file.type)) return LOGO_TYPE_MESSAGE;
  if (file.size > LOGO_MAX_BYTES) return LOGO_SIZE_MESSAGE;
  return null;
}
