import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { APIGatewayProxyEventV2 } from 'aws-lambda';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { styleSourcesOf } from '../inline-style-hashes';
import { localSpaSecurityHeaders } from '../security-headers';
import { type Gateway, MAX_BODY_BYTES, startGateway } from './gateway';
import { Router } from './lambda-event';

const dir = mkdtempSync(join(tmpdir(), 'parley-gw-test-'));
const handlers = {
  echo: `export const handler = async (event, context) => ({
    statusCode: 201,
    headers: { 'content-type': 'application/json', 'x-fn': context.functionName },
    cookies: ['a=1; Path=/; HttpOnly', 'b=2; Path=/api; SameSite=Lax'],
    body: JSON.stringify(event),
  });`,
  special: `export const handler = async () => ({ statusCode: 200, body: JSON.stringify({ special: true }) });`,
  boom: `export const handler = async () => { throw new Error('secret stack detail'); };`,
  inferred: `export const handler = async () => ({ hello: 'world' });`,
  binary: `export const handler = async () => ({ statusCode: 200, headers: { 'content-type': 'image/png' },
    isBase64Encoded: true, body: Buffer.from([0, 1, 2, 255]).toString('base64') });`,
  slow: `export const handler = () => new Promise((r) => setTimeout(() => r({ statusCode: 200, body: '' }), 2000));`,
  budget: `export const handler = async (event, context) => ({ statusCode: 200,
    body: JSON.stringify({ method: event.requestContext.http.method, routeKey: event.routeKey,
      remainingMs: context.getRemainingTimeInMillis() }) });`,
  page: `export const handler = async (event) => ({ statusCode: 200, headers: { 'content-type': 'text/html' },
    body: '<h1>' + event.pathParameters.slug + '</h1>' });`,
};
for (const [name, code] of Object.entries(handlers)) writeFileSync(join(dir, `${name}.mjs`), code);
const webDist = join(dir, 'web');
mkdirSync(join(webDist, 'assets'), { recursive: true });
writeFileSync(join(webDist, 'index.html'), '<!doctype html><title>spa</title>');
writeFileSync(join(webDist, 'assets', 'index-AbCd1234.js'), 'console.log(1)');
writeFileSync(join(webDist, 'robots.txt'), 'User-agent: *');
writeFileSync(join(dir, 'secret.txt'), 'top secret');

const e = (name: string) => join(dir, `${name}.mjs`);
const routes = [
  { method: 'GET', path: '/api/items/{id}', entry: e('echo') },
  { method: 'POST', path: '/api/items/{id}', entry: e('echo') },
  { method: 'GET', path: '/api/items/special', entry: e('special') },
  { method: 'GET', path: '/api/boom', entry: e('boom') },
  { method: 'GET', path: '/api/inferred', entry: e('inferred') },
  { method: 'GET', path: '/api/binary', entry: e('binary') },
  { method: 'GET', path: '/api/slow', entry: e('slow') },
  { method: 'GET', path: '/api/slow-but-allowed', entry: e('slow'), timeoutSeconds: 3 },
  { method: 'GET', path: '/api/long', entry: e('budget'), timeoutSeconds: 25 },
  { method: 'POST', path: '/api/widget-ish/{id}', entry: e('budget'), cors: true },
  { method: 'GET', path: '/api/widget-ish/{id}', entry: e('budget'), cors: true },
  { method: 'GET', path: '/page/{slug}', entry: e('page') },
];

const ORIGIN_SECRET = 'g'.repeat(48);
let gw: Gateway;
const logs: string[] = [];
beforeAll(async () => {
  gw = await startGateway({
    port: 0,
    httpRoutes: routes,
    wsRoutes: [],
    webDist,
    widgetDist: join(dir, 'no-widget'),
    timeoutMs: 500,
    log: (l) => logs.push(l),
    originVerifySecret: ORIGIN_SECRET,
  });
});
afterAll(async () => {
  await gw.close();
  rmSync(dir, { recursive: true, force: true });
});

describe('Router', () => {
  it('prefers literal segments, supports greedy params and reports allowed methods', () => {
    const r = new Router([
      { method: 'GET', path: '/api/a/{id}', entry: '1' },
      { method: 'GET', path: '/api/a/me', entry: '2' },
      { method: 'DELETE', path: '/api/a/{id}', entry: '3' },
      { method: 'GET', path: '/api/files/{proxy+}', entry: '4' },
    ]);
    expect(r.match('GET', '/api/a/me')).toMatchObject({ kind: 'route', route: { entry: '2' } });
    expect(r.match('GET', '/api/a/x%2Fy')).toMatchObject({ kind: 'route', pathParameters: { id: 'x/y' } });
    expect(r.match('GET', '/api/files/a/b/c')).toMatchObject({ pathParameters: { proxy: 'a/b/c' } });
    expect(r.match('PUT', '/api/a/1')).toEqual({ kind: 'method-not-allowed', allow: ['DELETE', 'GET'] });
    expect(r.match('GET', '/api/a')).toEqual({ kind: 'none' });
    expect(r.match('GET', '/api/a/1/extra')).toEqual({ kind: 'none' });
  });
});

describe('gateway /api', () => {
  it('maps a request to an API Gateway v2 event and the result back', async () => {
    const res = await fetch(`${gw.url}/api/items/abc%20d?x=1&x=2&y=z%20w`, {
      headers: { Cookie: 'c1=v1; c2=v2', 'X-Custom': 'Yes', 'User-Agent': 'vitest-agent' },
    });
    expect(res.status).toBe(201);
    expect(res.headers.getSetCookie()).toEqual(['a=1; Path=/; HttpOnly', 'b=2; Path=/api; SameSite=Lax']);
    expect(res.headers.get('x-fn')).toMatch(/^[A-Za-z0-9-]*parley-gw-test-[A-Za-z0-9-]*-echo$/);
    const event = (await res.json()) as APIGatewayProxyEventV2;
    expect(event.version).toBe('2.0');
    expect(event.routeKey).toBe('GET /api/items/{id}');
    expect(event.rawPath).toBe('/api/items/abc%20d');
    expect(event.rawQueryString).toBe('x=1&x=2&y=z%20w');
    expect(event.queryStringParameters).toEqual({ x: '1,2', y: 'z w' });
    expect(event.pathParameters).toEqual({ id: 'abc d' });
    expect(event.cookies).toEqual(['c1=v1', 'c2=v2']);
    expect(event.headers['x-custom']).toBe('Yes');
    expect(event.headers.cookie).toBeUndefined();
    expect(event.headers.host).toBe(`localhost:${gw.port}`);
    expect(event.isBase64Encoded).toBe(false);
    expect(event.body).toBeUndefined();
    const rc = event.requestContext;
    expect(rc.routeKey).toBe('GET /api/items/{id}');
    expect(rc.http).toEqual({
      method: 'GET',
      path: '/api/items/abc%20d',
      protocol: 'HTTP/1.1',
      sourceIp: '127.0.0.1',
      userAgent: 'vitest-agent',
    });
    expect(rc.requestId).toBe(res.headers.get('apigw-requestid'));
    expect(rc.stage).toBe('$default');
    expect(Math.abs(rc.timeEpoch - Date.now())).toBeLessThan(5000);
  });

  it('adds the origin-verify secret and the viewer address as CloudFront does, over what the viewer sent', async () => {
    const res = await fetch(`${gw.url}/api/items/1`, {
      headers: { 'X-Parley-Origin-Verify': 'forged', 'CloudFront-Viewer-Address': '198.51.100.6:1' },
    });
    const event = (await res.json()) as APIGatewayProxyEventV2;
    expect(event.headers['x-parley-origin-verify']).toBe(ORIGIN_SECRET);
    expect(event.headers['cloudfront-viewer-address']).toMatch(/^127\.0\.0\.1:\d+$/);
  });

  it('passes text bodies as strings and other bodies as base64', async () => {
    const json = await fetch(`${gw.url}/api/items/1`, {
      method: 'POST',
      headers: { 'content-type': 'application/json; charset=utf-8' },
      body: JSON.stringify({ name: 'Ünïcode' }),
    }).then((r) => r.json() as Promise<APIGatewayProxyEventV2>);
    expect(json.body).toBe('{"name":"Ünïcode"}');
    expect(json.isBase64Encoded).toBe(false);
    expect(json.routeKey).toBe('POST /api/items/{id}');

    const bin = await fetch(`${gw.url}/api/items/1`, {
      method: 'POST',
      headers: { 'content-type': 'application/octet-stream' },
      body: new Uint8Array([0, 159, 146, 150]),
    }).then((r) => r.json() as Promise<APIGatewayProxyEventV2>);
    expect(bin.isBase64Encoded).toBe(true);
    expect(Buffer.from(bin.body!, 'base64')).toEqual(Buffer.from([0, 159, 146, 150]));
  });

  it('routes the most specific path and infers plain results', async () => {
    expect(await fetch(`${gw.url}/api/items/special`).then((r) => r.json())).toEqual({ special: true });
    const inferred = await fetch(`${gw.url}/api/inferred`);
    expect(inferred.status).toBe(200);
    expect(inferred.headers.get('content-type')).toBe('application/json');
    expect(await inferred.json()).toEqual({ hello: 'world' });
  });

  it('decodes base64 results', async () => {
    const res = await fetch(`${gw.url}/api/binary`);
    expect(res.headers.get('content-type')).toBe('image/png');
    expect(Buffer.from(await res.arrayBuffer())).toEqual(Buffer.from([0, 1, 2, 255]));
  });

  it('answers unknown paths with 404 JSON and wrong methods with 405 + Allow', async () => {
    const notFound = await fetch(`${gw.url}/api/x`);
    expect(notFound.status).toBe(404);
    expect(await notFound.json()).toEqual({ error: { code: 'NOT_FOUND', message: 'No route for GET /api/x' } });
    const wrong = await fetch(`${gw.url}/api/items/1`, { method: 'DELETE' });
    expect(wrong.status).toBe(405);
    expect(wrong.headers.get('allow')).toBe('GET, POST');
    expect(((await wrong.json()) as { error: { code: string } }).error.code).toBe('METHOD_NOT_ALLOWED');
  });

  it('rejects bodies over 1 MiB with 413 JSON', async () => {
    const res = await fetch(`${gw.url}/api/items/1`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: 'x'.repeat(MAX_BODY_BYTES + 1),
    });
    expect(res.status).toBe(413);
    expect(((await res.json()) as { error: { code: string } }).error.code).toBe('PAYLOAD_TOO_LARGE');
    const ok = await fetch(`${gw.url}/api/items/1`, {
      method: 'POST',
      headers: { 'content-type': 'text/plain' },
      body: 'y'.repeat(MAX_BODY_BYTES),
    });
    expect(ok.status).toBe(201);
  });

  it('turns a throwing handler into a generic 500 with a request id, and an overrun into API Gateway’s 500', async () => {
    const res = await fetch(`${gw.url}/api/boom`);
    expect(res.status).toBe(500);
    const body = (await res.json()) as { error: { code: string; message: string; requestId: string } };
    expect(body.error).toEqual({
      code: 'INTERNAL',
      message: 'Internal error',
      requestId: res.headers.get('apigw-requestid'),
    });
    expect(JSON.stringify(body)).not.toContain('secret stack detail');
    expect(logs.some((l) => l.includes('secret stack detail'))).toBe(true);
    const slow = await fetch(`${gw.url}/api/slow`);
    expect(slow.status).toBe(500);
    expect(await slow.json()).toEqual({ message: 'Internal Server Error' });
  });

  it('gives each route its own timeout: the Lambda context and the cut-off both follow timeoutSeconds', async () => {
    const long = (await fetch(`${gw.url}/api/long`).then((r) => r.json())) as { remainingMs: number };
    expect(long.remainingMs).toBeGreaterThan(24_000);
    expect(long.remainingMs).toBeLessThanOrEqual(25_000);
    // 2 s of work: past the 500 ms default of the fixture routes, inside this route's 3 s
    expect((await fetch(`${gw.url}/api/slow-but-allowed`)).status).toBe(200);
  });

  it('routes the OPTIONS preflight of a cors path to its function, and only there', async () => {
    const pre = await fetch(`${gw.url}/api/widget-ish/1`, {
      method: 'OPTIONS',
      headers: { origin: 'https://shop.example', 'access-control-request-method': 'POST' },
    });
    expect(await pre.json()).toMatchObject({ method: 'OPTIONS', routeKey: 'OPTIONS /api/widget-ish/{id}' });
    const other = await fetch(`${gw.url}/api/items/1`, { method: 'OPTIONS' });
    expect(other.status).toBe(405);
    expect(other.headers.get('access-control-allow-origin')).toBeNull();
  });
});

describe('gateway static files', () => {
  // this fixture is a build from before the prerendered pages (infra/local/gateway-web.test.ts has one after)
  it('serves a build that has only index.html: the shell for every page, cache headers', async () => {
    const index = await fetch(`${gw.url}/dashboard/leads`);
    expect(index.status).toBe(200);
    expect(index.headers.get('content-type')).toBe('text/html; charset=utf-8');
    expect(index.headers.get('cache-control')).toBe('no-cache');
    expect(await index.text()).toContain('<title>spa</title>');
    // a path no route knows: the shell, which shows its not-found page, with the status CloudFront sends
    const unknown = await fetch(`${gw.url}/nope-xyz`);
    expect(unknown.status).toBe(404);
    expect(await unknown.text()).toContain('<title>spa</title>');
    const asset = await fetch(`${gw.url}/assets/index-AbCd1234.js`);
    expect(asset.headers.get('content-type')).toBe('text/javascript; charset=utf-8');
    expect(asset.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
    const etag = asset.headers.get('etag')!;
    expect((await fetch(`${gw.url}/assets/index-AbCd1234.js`, { headers: { 'if-none-match': etag } })).status).toBe(
      304,
    );
    expect((await fetch(`${gw.url}/robots.txt`)).headers.get('content-type')).toBe('text/plain; charset=utf-8');
    expect((await fetch(`${gw.url}/assets/missing-AbCd1234.js`)).status).toBe(404);
    expect((await fetch(`${gw.url}/widget/loader.js`)).status).toBe(404);
  });

  it('sends the security headers CloudFront adds, from the same source as the web stack', async () => {
    const expected = localSpaSecurityHeaders(styleSourcesOf(webDist));
    for (const path of ['/', '/dashboard/leads', '/assets/index-AbCd1234.js', '/assets/missing-AbCd1234.js']) {
      const res = await fetch(`${gw.url}${path}`);
      for (const [name, value] of Object.entries(expected))
        expect(res.headers.get(name), `${path} ${name}`).toBe(value);
    }
    const csp = expected['content-security-policy'];
    expect(csp).toContain("script-src 'self'");
    expect(csp).toContain("frame-ancestors 'none'");
    expect(expected['x-frame-options']).toBe('DENY');
  });

  it('never serves files outside the folder', async () => {
    const res = await fetch(`${gw.url}/..%2fsecret.txt`);
    expect(await res.text()).not.toContain('top secret');
    const res2 = await fetch(`${gw.url}/assets/..%2f..%2fsecret.txt`);
    expect(await res2.text()).not.toContain('top secret');
  });

  it('never hands /page/* to the API, as CloudFront sends it to the pages bucket only', async () => {
    const res = await fetch(`${gw.url}/page/acme`);
    expect(res.status).toBe(404);
    expect(await res.text()).toContain('This page is not published');
    // only GET and HEAD, as the behaviour allows; nothing is read from the request
    const post = await fetch(`${gw.url}/page/acme`, { method: 'POST', body: 'x' });
    expect(post.status).toBe(403);
  });

  it('answers an unpublished /page/* with a styled HTML page that says so, not raw text', async () => {
    const res = await fetch(`${gw.url}/page/a/b`);
    expect(res.status).toBe(404);
    expect(res.headers.get('content-type')).toMatch(/^text\/html/);
    const html = await res.text();
    expect(html).toContain('<h1>This page is not published</h1>');
    expect(html).toContain('<style>');
    expect(html).toContain('href="/"');
  });
});

describe('gateway access log', () => {
  it("never writes Meta's verify token or a visitor's token from a URL (issue 27 §7)", async () => {
    const lines: string[] = [];
    const logged = await startGateway({
      port: 0,
      httpRoutes: [
        { method: 'GET', path: '/api/webhooks/whatsapp/{clientId}', entry: e('special') },
        { method: 'GET', path: '/api/boom', entry: e('boom') },
      ],
      wsRoutes: [],
      webDist,
      widgetDist: join(dir, 'no-widget'),
      accessLog: true,
      log: (l) => lines.push(l),
    });
    try {
      const verify = await fetch(
        `${logged.url}/api/webhooks/whatsapp/c-1?hub.mode=subscribe&hub.verify_token=Meta-Verify-7731&hub.challenge=4242`,
      );
      expect(verify.status).toBe(200);
      expect((await fetch(`${logged.url}/api/boom?token=visitor.jwt.sig`)).status).toBe(500);
      const log = lines.join('\n');
      expect(log).toContain(
        'GET /api/webhooks/whatsapp/c-1?hub.mode=subscribe&hub.verify_token=[redacted]&hub.challenge=4242 → 200',
      );
      expect(log).toContain('GET /api/boom?token=[redacted] → 500');
      expect(log).not.toMatch(/Meta-Verify-7731|visitor\.jwt\.sig/);
    } finally {
      await logged.close();
    }
  });
});
