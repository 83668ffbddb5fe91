import { createHash } from 'node:crypto';
import { deletePageObject } from '../../adapters/pages-bucket';

// Apart from logo.ts (upload checks, which need the renderer's origin): Delete Account removes a stored
// logo without bundling the webpage renderer.

/**
 * Assets live under page/_assets/<webpageId>/: an underscore can never start a pathname, so no page
 * address meets them. The name carries the content hash, so a new logo is a new URL and caches may
 * keep each one for a year.
 */
const ASSETS = 'page/_assets/';
export const logoKey = (webpageId: string, bytes: Uint8Array, ext: string) =>
  `${ASSETS}${webpageId}/logo-${createHash('sha256').update(bytes).digest('hex').slice(0, 16)}.${ext}`;

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
