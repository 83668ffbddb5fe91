import { createReadStream, existsSync, readFileSync, statSync } from 'node:fs';
import type { IncomingMessage, ServerResponse } from 'node:http';
import { extname, join, normalize, resolve, sep } from 'node:path';
import { brotliCompressSync, gzipSync, constants as zlibConstants } from 'node:zlib';

const CONTENT_TYPES: Record<string, string> = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.mjs': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.json': 'application/json; charset=utf-8',
  '.map': 'application/json; charset=utf-8',
  '.webmanifest': 'application/manifest+json',
  '.txt': 'text/plain; charset=utf-8',
  '.xml': 'application/xml',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.jpg': 'image/jpeg',
  '.jpeg': 'image/jpeg',
  '.gif': 'image/gif',
  '.webp': 'image/webp',
  '.avif': 'image/avif',
  '.ico': 'image/x-icon',
  '.woff': 'font/woff',
  '.woff2': 'font/woff2',
  '.ttf': 'font/ttf',
  '.otf': 'font/otf',
  '.wasm': 'application/wasm',
  '.pdf': 'application/pdf',
  '.mp4': 'video/mp4',
  '.webm': 'video/webm',
};

export function contentTypeOf(file: string): string {
  return CONTENT_TYPES[extname(file).toLowerCase()] ?? 'application/octet-stream';
}

/** Resolves `urlPath` inside `dir`, refusing anything that escapes it. Returns the file or undefined. */
export function resolveInside(dir: string, urlPath: string): string | undefined {
  let decoded: string;
  try {
    decoded = decodeURIComponent(urlPath);
  } catch {
    return undefined;
  }
  if (decoded.includes('\0')) return undefined;
  const root = resolve(dir);
  const file = normalize(join(root, decoded));
  if (file !== root && !file.startsWith(root + sep)) return undefined;
  try {
    const st = statSync(file);
    if (st.isFile()) return file;
    if (st.isDirectory() && existsSync(join(file, 'index.html'))) return join(file, 'index.html');
  } catch {
    // not there
  }
  return undefined;
}

/** Streams a file with content type, cache headers, ETag/304 and HEAD support. */
export function sendFile(
  req: IncomingMessage,
  res: ServerResponse,
  file: string,
  opts: { cacheControl: string; status?: number },
): void {
  const st = statSync(file);
  const etag = `W/"${st.size.toString(16)}-${Math.floor(st.mtimeMs).toString(16)}"`;
  res.setHeader('Content-Type', contentTypeOf(file));
  res.setHeader('Cache-Control', opts.cacheControl);
  res.setHeader('ETag', etag);
  res.setHeader('Last-Modified', st.mtime.toUTCString());
  res.setHeader('X-Content-Type-Options', 'nosniff');
  if ((opts.status ?? 200) === 200 && req.headers['if-none-match'] === etag) {
    res.statusCode = 304;
    res.end();
    return;
  }
  res.statusCode = opts.status ?? 200;
  res.setHeader('Vary', 'Accept-Encoding');
  const encoding = COMPRESSIBLE.test(file) ? pickEncoding(req.headers['accept-encoding']) : undefined;
  if (encoding) {
    const body = compressed(file, st.mtimeMs, encoding);
    res.setHeader('Content-Encoding', encoding);
    res.setHeader('Content-Length', body.length);
    res.end(req.method === 'HEAD' ? undefined : body);
    return;
  }
  res.setHeader('Content-Length', st.size);
  if (req.method === 'HEAD') {
    res.end();
    return;
  }
  createReadStream(file).pipe(res);
}

/**
 * CloudFront compresses text assets in AWS; the local server does the same so the browser tests and
 * Lighthouse see what users get. Each file is compressed once per build (cached by path and mtime).
 */
const COMPRESSIBLE = /\.(js|mjs|css|html|json|svg|txt|map)$/;
const compressedCache = new Map<string, Buffer>();

function pickEncoding(accept: string | undefined): 'br' | 'gzip' | undefined {
  if (!accept) return undefined;
  if (/\bbr\b/.test(accept)) return 'br';
  if (/\bgzip\b/.test(accept)) return 'gzip';
  return undefined;
}

function compressed(file: string, mtimeMs: number, encoding: 'br' | 'gzip'): Buffer {
  const key = `${encoding}:${file}:${mtimeMs}`;
  let body = compressedCache.get(key);
  if (!body) {
    const raw = readFileSync(file);
    body =
      encoding === 'br'
        ? brotliCompressSync(raw, { params: { [zlibConstants.BROTLI_PARAM_QUALITY]: 9 } })
        : gzipSync(raw, { level: 9 });
    compressedCache.set(key, body);
  }
  return body;
}

export function sendText(res: ServerResponse, status: number, body: string, contentType = 'text/plain; charset=utf-8') {
  res.statusCode = status;
  res.setHeader('Content-Type', contentType);
  res.setHeader('Cache-Control', 'no-cache');
  res.setHeader('Content-Length', Buffer.byteLength(body));
  res.end(body);
}

export const WEB_BUILDING_HTML = `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><title>Parley is starting</title>
<meta http-equiv="refresh" content="2"><meta name="viewport" content="width=device-width, initial-scale=1"></head>
<body style="font-family: system-ui, sans-serif; max-width: 40rem; margin: 4rem auto; padding: 0 1rem">
<h1>Parley</h1>
<p role="status">The web app is being built for the first time. This page reloads itself in a moment…</p>
</body></html>
`;

export const WEB_NOT_BUILT_HTML = `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><title>Parley</title>
<meta name="viewport" content="width=device-width, initial-scale=1"></head>
<body style="font-family: system-ui, sans-serif; max-width: 40rem; margin: 4rem auto; padding: 0 1rem">
<h1>Parley</h1>
<p>The API is running, but the web app is not built yet (no <code>web/dist</code>).</p>
<p>Run <code>npm run build:web</code> and reload this page.</p>
</body></html>
`;
