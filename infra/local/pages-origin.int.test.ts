import { get } from 'node:http';
import { DeleteObjectCommand, PutObjectCommand, S3Client } from '@aws-sdk/client-s3';
import { PAGE_NOT_FOUND_HTML } from '../page-not-found';
import { localPublishedPageSecurityHeaders } from '../security-headers';
import { type Gateway, startGateway } from './gateway';
import { BASE_ENV } from './local-env';
import { pageObjectKey, pagesOrigin } from './pages-origin';

// The gateway's /page/* against the test run's s3rver (infra/local/test-setup.ts), written with the same
// S3 client and keys the publishing functions use: what CloudFront's '/page/*' behaviour does in AWS.
const endpoint = process.env.S3_ENDPOINT!;
const bucket = process.env.PAGES_BUCKET!;
const s3 = new S3Client({
  endpoint,
  region: BASE_ENV.AWS_REGION,
  forcePathStyle: true,
  credentials: { accessKeyId: BASE_ENV.AWS_ACCESS_KEY_ID, secretAccessKey: BASE_ENV.AWS_SECRET_ACCESS_KEY },
});
const put = (Key: string, Body: string | Uint8Array, ContentType: string, CacheControl?: string) =>
  s3.send(new PutObjectCommand({ Bucket: bucket, Key, Body, ContentType, CacheControl }));

const PAGE = '<!doctype html><html lang="en"><title>Joe’s Diner</title><h1>Joe’s Diner</h1></html>';
const PNG = new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 1, 2, 3]);

let gw: Gateway;
beforeAll(async () => {
  gw = await startGateway({
    port: 0,
    httpRoutes: [],
    wsRoutes: [],
    pageHandler: pagesOrigin({ endpoint, bucket }),
    log: () => {},
  });
  await put('page/joes-diner/index.html', PAGE, 'text/html; charset=utf-8', 'public, max-age=60');
  await put('page/_assets/wp-1/logo-abc123.png', PNG, 'image/png', 'public, max-age=31536000, immutable');
});
afterAll(() => gw.close());

describe('/page/* from the pages bucket', () => {
  it('serves page/{p}/index.html for /page/{p} and /page/{p}/ with the object’s type and cache headers', async () => {
    for (const path of ['/page/joes-diner', '/page/joes-diner/']) {
      const res = await fetch(`${gw.url}${path}`);
      expect(res.status, path).toBe(200);
      expect(await res.text()).toBe(PAGE);
      expect(res.headers.get('content-type')).toBe('text/html; charset=utf-8');
      expect(res.headers.get('cache-control')).toBe('public, max-age=60');
      for (const [name, value] of Object.entries(localPublishedPageSecurityHeaders()))
        expect(res.headers.get(name), `${path} ${name}`).toBe(value);
    }
  });

  it('serves other keys as they are (a logo), bytes intact', async () => {
    const res = await fetch(`${gw.url}/page/_assets/wp-1/logo-abc123.png`);
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toBe('image/png');
    expect(res.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
    expect(new Uint8Array(await res.arrayBuffer())).toEqual(PNG);
  });

  it('answers a missing page with the friendly 404 page, status 404 and the security headers', async () => {
    for (const path of ['/page/nobody-here', '/page/nobody-here/', '/page/_assets/wp-1/logo-gone.png']) {
      const res = await fetch(`${gw.url}${path}`);
      expect(res.status, path).toBe(404);
      expect(res.headers.get('content-type')).toBe('text/html; charset=utf-8');
      expect(await res.text()).toBe(PAGE_NOT_FOUND_HTML);
      expect(res.headers.get('content-security-policy')).toBe(
        localPublishedPageSecurityHeaders()['content-security-policy'],
      );
      expect(res.headers.get('x-frame-options')).toBe('DENY');
    }
  });

  it('stops serving a page once its object is removed (unpublished)', async () => {
    await put('page/short-lived/index.html', PAGE, 'text/html; charset=utf-8');
    expect((await fetch(`${gw.url}/page/short-lived`)).status).toBe(200);
    await s3.send(new DeleteObjectCommand({ Bucket: bucket, Key: 'page/short-lived/index.html' }));
    const res = await fetch(`${gw.url}/page/short-lived`);
    expect(res.status).toBe(404);
    expect(await res.text()).toContain('This page is not published');
  });

  it('answers HEAD without a body and a matching If-None-Match with 304', async () => {
    const head = await fetch(`${gw.url}/page/joes-diner`, { method: 'HEAD' });
    expect(head.status).toBe(200);
    expect(head.headers.get('content-length')).toBe(String(Buffer.byteLength(PAGE)));
    const etag = head.headers.get('etag')!;
    expect(etag).toBeTruthy();
    const again = await fetch(`${gw.url}/page/joes-diner`, { headers: { 'if-none-match': etag } });
    expect(again.status).toBe(304);
    expect((await fetch(`${gw.url}/page/nobody-here`, { method: 'HEAD' })).status).toBe(404);
  });

  it('never reads outside page objects: dot segments and bad escapes are a 404', async () => {
    expect(pageObjectKey('/page/../secret')).toBeUndefined();
    expect(pageObjectKey('/page/%2e%2e/x.txt')).toBeUndefined();
    expect(pageObjectKey('/page/%E0%A4%A')).toBeUndefined();
    expect(pageObjectKey('/page/caf%C3%A9')).toBe('page/café/index.html');
    // fetch would resolve the dots itself; a raw request sends them as written
    const status = await new Promise<number | undefined>((resolve, reject) =>
      get(
        {
          host: '127.0.0.1',
          port: gw.port,
          path: '/page/%2e%2e/%2e%2e/x.txt',
          headers: { host: `localhost:${gw.port}` },
        },
        (res) => {
          res.resume();
          resolve(res.statusCode);
        },
      ).on('error', reject),
    );
    expect(status).toBe(404);
  });
});
