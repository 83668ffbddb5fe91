import { LOGO_MAX_BYTES, LOGO_SIZE_MESSAGE, LOGO_TYPE_MESSAGE } from '@shared/webpage-logo';
import { putPageObject } from '../../adapters/pages-bucket';
import { ValidationError } from '../../base/errors';
import type { UploadedFile } from '../../base/multipart';
import { publicOrigin } from './page-html';
import { logoKey } from './stored-logo';

type ImageKind = { ext: 'png' | 'jpg' | 'webp'; contentType: string };

const startsWith = (bytes: Uint8Array, sig: number[], at = 0) => sig.every((b, i) => bytes[at + i] === b);
const ascii = (s: string) => [...s].map((c) => c.charCodeAt(0));

/**
 * What the bytes are, by their magic numbers, whatever name or type the browser sent: PNG, JPEG or WebP,
 * else null. SVG (a script carrier), GIF, HTML renamed .png … all come out null.
 */
export function sniffImage(bytes: Uint8Array): ImageKind | null {
  if (startsWith(bytes, [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]))
    return { ext: 'png', contentType: 'image/png' };
  if (startsWith(bytes, [0xff, 0xd8, 0xff])) return { ext: 'jpg', contentType: 'image/jpeg' };
  if (bytes.length >= 12 && startsWith(bytes, ascii('RIFF')) && startsWith(bytes, ascii('WEBP'), 8)) {
    return { ext: 'webp', contentType: 'image/webp' };
  }
  return null;
}

/** Checks an uploaded logo: a 400 naming `logo` for a wrong type or size; nothing is stored then. */
export function checkLogo(file: UploadedFile): ImageKind {
  if (file.bytes.length > LOGO_MAX_BYTES) throw new ValidationError(LOGO_SIZE_MESSAGE, { logo: LOGO_SIZE_MESSAGE });
  const kind = sniffImage(file.bytes);
  if (!kind) throw new ValidationError(LOGO_TYPE_MESSAGE, { logo: LOGO_TYPE_MESSAGE });
  return kind;
}

/** Stores a checked logo; returns its public URL and key. */
export async function storeLogo(webpageId: string, file: UploadedFile): Promise<{ url: string; key: string }> {
  const kind = checkLogo(file);
  const key = logoKey(webpageId, file.bytes, kind.ext);
  await putPageObject(key, file.bytes, {
    contentType: kind.contentType,
    cacheControl: 'public, max-age=31536000, immutable',
  });
  return { url: `${publicOrigin()}/${key}`, key };
}
