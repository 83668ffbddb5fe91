import { createHash } from 'node:crypto';
import { deletePageObject, putPageObject } from '../../adapters/pages-bucket';
import { ValidationError } from '../../kit/errors';
import type { UploadedFile } from '../../kit/multipart';
import { publicOrigin } from './page-html';

/** Logos are small: a header image. 512 KB leaves room for a crisp PNG and keeps the edit form's body under the 1 MiB edge cap. */
export const LOGO_MAX_BYTES = 512 * 1024;
export const LOGO_TYPE_MESSAGE = 'The logo must be a PNG, JPEG or WebP image';
export const LOGO_SIZE_MESSAGE = `The logo must be at most ${LOGO_MAX_BYTES / 1024} KB`;

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

/**
 * Assets live under page/_assets/<webpageId>/: an underscore can never start a pathname, so no page
 * address meets them. The name carries the content hash, so a new logo is a new URL and caches may
 * keep each one for a year.
 */
const ASSETS = 'page/_assets/';
export const logoKey = (webpageId: string, bytes: Uint8Array, ext: string) =>
  `${ASSETS}${webpageId}/logo-${createHash('sha256').update(bytes).digest('hex').slice(0, 16)}.${ext}`;

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

/** The bucket key of a logo URL this server stored (another URL, e.g. an old seed value, is left alone). */
export function storedLogoKey(url: string | undefined): string | null {
  if (!url) return null;
  try {
    const key = new URL(url).pathname.slice(1);
    return key.startsWith(ASSETS) && !key.includes('..') ? key : null;
  } catch {
    return null;
  }
}

export async function deleteStoredLogo(url: string | undefined): Promise<void> {
  const key = storedLogoKey(url);
  if (key) await deletePageObject(key);
}
