import { mkdirSync, mkdtempSync, rmSync, utimesSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { HTML_CACHE_CONTROL, IMMUTABLE_CACHE_CONTROL } from '../cache-control';
import { sha256Source } from '../inline-style-hashes';
import { localPublishedPageSecurityHeaders, PERMISSIONS_POLICY } from '../security-headers';
import { type Gateway, startGateway } from './gateway';

// The local gateway serving a build with prerendered pages (the layout `npm run build:web` writes), as
// CloudFront serves it in AWS: the same path → file function, caching, compression and headers.
const dir = mkdtempSync(join(tmpdir(), 'parley-gw-web-'));
const dist = join(dir, 'web');
const CRITICAL_CSS = '.css-1x{color:#1a202c;font-size:1.25rem}';
const page = (marker: string, css = CRITICAL_CSS) =>
  `<!doctype html><html lang="en"><head><style data-emotion="css 1x">${css}</style></head>` +
  `<body><div id="root"><h1 class="css-1x" style="margin-top:0">${marker}</h1></div>` +
  '<script type="application/json" id="plans">{"plans":[]}</script>' +
  `<script type="module" src="/assets/index-AbCd1234.js"></script>${'<!-- padding -->'.repeat(20)}</body></html>`;
mkdirSync(join(dist, 'assets'), { recursive: true });
for (const [file, marker] of [
  ['index.html', 'LANDING'],
  ['login.html', 'LOGIN'],
  ['signup.html', 'SIGNUP'],
  ['404.html', 'NOT FOUND'],
]) {
  writeFileSync(join(dist, file), page(marker));
}
writeFileSync(join(dist, 'app.html'), '<!doctype html><title>APP SHELL</title><div id="root"></div>');
writeFileSync(join(dist, 'assets', 'index-AbCd1234.js'), `console.log(${JSON.stringify('x'.repeat(2000))});`);

let gw: Gateway;
beforeAll(async () => {
  gw = await startGateway({ port: 0, httpRoutes: [], wsRoutes: [], webDist: dist, log: () => {} });
});
afterAll(async () => {
  await gw.close();
  rmSync(dir, { recursive: true, force: true });
});

const get = (path: string, encoding = 'identity') =>
  fetch(`${gw.url}${path}`, { headers: { 'accept-encoding': encoding } });
const directive = (csp: string | null, name: string) => csp?.split('; ').find((d) => d.startsWith(`${name} `)) ?? '';

describe('the local gateway serving prerendered pages', () => {
  it('reads each path from its file: the pages, the app shell for routes, the 404 page with status 404', async () => {
    const cases = [
      ['/', 200, 'LANDING'],
      ['/login', 200, 'LOGIN'],
      ['/login/', 200, 'LOGIN'],
      ['/signup', 200, 'SIGNUP'],
      ['/dashboard/leads', 200, 'APP SHELL'],
      ['/admin/clients', 200, 'APP SHELL'],
      ['/nope-xyz', 404, 'NOT FOUND'],
    ] as const;
    for (const [path, status, marker] of cases) {
      const res = await get(path);
      expect(res.status, path).toBe(status);
      expect(res.headers.get('content-type'), path).toBe('text/html; charset=utf-8');
      expect(res.headers.get('cache-control'), path).toBe(HTML_CACHE_CONTROL);
      expect(await res.text(), path).toContain(marker);
    }
    const asset = await get('/assets/index-AbCd1234.js');
    expect(asset.status).toBe(200);
    expect(asset.headers.get('cache-control')).toBe(IMMUTABLE_CACHE_CONTROL);
    expect(await asset.text()).toContain('console.log');
    expect((await get('/assets/gone-AbCd1234.js')).status).toBe(404);
  });

  it('compresses HTML and scripts for browsers that accept br or gzip', async () => {
    for (const path of ['/', '/dashboard/leads', '/nope-xyz', '/assets/index-AbCd1234.js']) {
      for (const encoding of ['br', 'gzip']) {
        const res = await get(path, encoding);
        expect(res.headers.get('content-encoding'), `${path} ${encoding}`).toBe(encoding);
        expect(res.headers.get('vary')).toBe('Accept-Encoding');
        expect((await res.text()).length).toBeGreaterThan(0);
      }
      expect((await get(path)).headers.get('content-encoding')).toBeNull();
    }
  });

  it('sends a CSP without inline script or style, whose style hashes are the build’s inline styles', async () => {
    for (const path of ['/', '/login', '/dashboard/leads', '/nope-xyz']) {
      const res = await get(path);
      const csp = res.headers.get('content-security-policy');
      expect(csp, path).not.toContain("'unsafe-inline'");
      expect(directive(csp, 'script-src')).toBe("script-src 'self' https://checkout.razorpay.com");
      const styles = directive(csp, 'style-src').split(' ');
      expect(styles).toContain(sha256Source(CRITICAL_CSS));
      expect(styles).toContain(sha256Source('')); // emotion's empty <style> elements
      // the prerendered style="" attribute, allowed by its hash
      expect(styles).toContain("'unsafe-hashes'");
      expect(styles).toContain(sha256Source('margin-top:0'));
      expect(res.headers.get('strict-transport-security'), path).toBeNull(); // CloudFront's, over https only
      expect(res.headers.get('referrer-policy')).toBe('strict-origin-when-cross-origin');
      expect(res.headers.get('permissions-policy')).toBe(PERMISSIONS_POLICY);
      expect(res.headers.get('x-content-type-options')).toBe('nosniff');
    }
  });

  it('follows a rebuild: new inline CSS gets its hash in the next response', async () => {
    const changed = '.css-1x{color:#2d3748}';
    const file = join(dist, 'login.html');
    writeFileSync(file, page('LOGIN', changed));
    const later = new Date(Date.now() + 5000);
    utimesSync(file, later, later);
    const csp = (await get('/login')).headers.get('content-security-policy');
    expect(directive(csp, 'style-src').split(' ')).toContain(sha256Source(changed));
  });

  it('gives the published AI webpages their own policy, which keeps their per-page inline CSS', async () => {
    const res = await get('/page/joes-diner');
    expect(res.status).toBe(404); // no pages bucket here: the friendly 404, itself styled inline
    const pageCsp = localPublishedPageSecurityHeaders()['content-security-policy'];
    expect(res.headers.get('content-security-policy')).toBe(pageCsp);
    expect(directive(pageCsp, 'style-src')).toContain("'unsafe-inline'");
    expect(res.headers.get('permissions-policy')).toBe(PERMISSIONS_POLICY);
  });
});

describe('the local gateway at another name of the machine (issue 27 item 10)', () => {
  const loopback = () => `http://127.0.0.1:${gw.port}`;
  const at = (base: string, path: string, method = 'GET') => fetch(`${base}${path}`, { method, redirect: 'manual' });

  it('sends page navigations to the same path and query at the app origin, where sign-in works', async () => {
    for (const path of ['/', '/login?next=%2Fdashboard%2Fleads', '/dashboard/leads', '/page/joes-diner', '/nope-xyz']) {
      for (const method of ['GET', 'HEAD']) {
        const res = await at(loopback(), path, method);
        expect(res.status, `${method} ${path}`).toBe(302);
        expect(res.headers.get('location'), path).toBe(`${gw.url}${path}`);
        expect(res.headers.get('cache-control')).toBe('no-store');
      }
    }
    // the app origin itself is served, not redirected
    expect((await at(gw.url, '/login?next=%2Fdashboard')).status).toBe(200);
  });

  it('answers the API, the widget bundle and the management API at any name', async () => {
    expect((await at(loopback(), '/api/nothing-here')).status).toBe(404);
    expect((await at(loopback(), '/widget/nothing.js')).status).toBe(404);
    expect((await at(loopback(), '/@connections/nobody')).status).toBe(410);
  });
});
