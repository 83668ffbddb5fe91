import { extname } from 'node:path';

/**
 * The browser's Cache-Control of every file Parley serves from its buckets, one rule for AWS and home:
 * the web stack writes it into the S3 objects' metadata (CloudFront passes it on and honours it), the
 * local gateway sends it itself (infra/local/gateway.ts).
 */
/** A content-hashed file name never changes content: cached for a year, never revalidated. */
export const IMMUTABLE_CACHE_CONTROL = 'public, max-age=31536000, immutable';
/** HTML names the current hashed files, so the browser revalidates it on every load (304 when unchanged). */
export const HTML_CACHE_CONTROL = 'no-cache';
/** A file with a fixed name (the widget loader customers embed, robots.txt): a new release within 5 minutes. */
export const SHORT_CACHE_CONTROL = 'public, max-age=300';

/** Vite-style content hash in the file name (index-BkX3_a9Z.js, panel-ab373b38bb.js). */
const HASHED = /[.-][A-Za-z0-9_-]{8,}\.[a-z0-9]+$/;

/** The Cache-Control of a URL path (or an object key with a leading '/'). */
export function cacheControlOf(urlPath: string): string {
  if (urlPath.endsWith('.html') || urlPath === '/' || !extname(urlPath)) return HTML_CACHE_CONTROL;
  if (HASHED.test(urlPath) && (urlPath.includes('/assets/') || urlPath.includes('/widget/'))) {
    return IMMUTABLE_CACHE_CONTROL;
  }
  return SHORT_CACHE_CONTROL;
}
