import type { LookupAddress } from 'node:dns';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { Readable } from 'node:stream';
import { gzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { FetchRefusedError, type HopResponse, type Resolver, safeFetch, type Transport } from './safe-fetch';

const UA = 'ParleyBot/1.0 (test)';
const refusal = async (p: Promise<unknown>) => {
  const err = await p.then(
    () => null,
    (e) => e,
  );
  expect(err).toBeInstanceOf(FetchRefusedError);
  return err as FetchRefusedError;
};

/** A resolver of made-up names, as DNS would answer them. */
const dnsOf =
  (names: Record<string, string[]>): Resolver =>
  async (host) => {
    const addresses = names[host];
    if (!addresses) throw new Error('ENOTFOUND');
    return addresses.map((address) => ({ address, family: address.includes(':') ? 6 : 4 }));
  };

/**
 * A web without a network: each URL's answer, and the addresses the fetcher connected to. "AWS mode" is
 * allowLoopback false, the flag's value there.
 */
function fakeWeb(pages: Record<string, { status?: number; location?: string; type?: string; body?: string }>) {
  const connected: { url: string; address: string }[] = [];
  const transport: Transport = async (url, address: LookupAddress) => {
    connected.push({ url: url.toString(), address: address.address });
    const page = pages[url.toString()];
    const res = Readable.from([Buffer.from(page?.body ?? '')]) as HopResponse;
    res.statusCode = page ? (page.status ?? 200) : 404;
    res.headers = { 'content-type': page?.type ?? 'text/html', ...(page?.location ? { location: page.location } : {}) };
    return res;
  };
  return { transport, connected };
}

const PUBLIC = '93.184.216.34';
const aws = { userAgent: UA, maxBytes: 1_000_000, allowLoopback: false };

describe('safeFetch in AWS mode (no loopback)', () => {
  const resolve = dnsOf({
    'shop.example': [PUBLIC],
    'other.example': ['151.101.1.69'],
    'local.example': ['127.0.0.1'],
    'metadata.example': ['169.254.169.254'],
    'intranet.example': ['10.0.0.1'],
    'mixed.example': [PUBLIC, '192.168.1.10'],
    'mapped.example': ['::ffff:10.0.0.1'],
    'cgnat.example': ['100.64.0.1'],
    'v6local.example': ['fd00::1'],
  });

  it.each([
    ['127.0.0.1', 'http://127.0.0.1/admin'],
    ['169.254.169.254', 'http://169.254.169.254/latest/meta-data/'],
    ['10.0.0.1', 'http://10.0.0.1/'],
  ])('refuses a page that redirects to %s, before connecting there', async (_, target) => {
    const web = fakeWeb({ 'http://shop.example/': { status: 302, location: target } });
    const err = await refusal(safeFetch('http://shop.example/', { ...aws, resolve, transport: web.transport }));
    expect(err.reason).toBe('blocked');
    expect(web.connected.map((c) => c.address)).toEqual([PUBLIC]);
  });

  it.each([
    ['local.example', '127.0.0.1'],
    ['metadata.example', '169.254.169.254'],
    ['intranet.example', '10.0.0.1'],
    ['mapped.example', 'an IPv4-mapped private address'],
    ['cgnat.example', 'CGNAT'],
    ['v6local.example', 'a unique-local IPv6 address'],
    ['mixed.example', 'a public and a private address (every address is checked)'],
  ])('refuses a name that resolves to %s (%s)', async (host) => {
    const web = fakeWeb({});
    const err = await refusal(safeFetch(`https://${host}/`, { ...aws, resolve, transport: web.transport }));
    expect(err.reason).toBe('blocked');
    expect(web.connected).toEqual([]);
  });

  it('refuses a redirect to a name that resolves to a private address', async () => {
    const web = fakeWeb({ 'http://shop.example/a': { status: 301, location: 'http://intranet.example/' } });
    const err = await refusal(safeFetch('http://shop.example/a', { ...aws, resolve, transport: web.transport }));
    expect(err.reason).toBe('blocked');
    expect(err.message).toContain('intranet.example');
  });

  it('refuses loopback, metadata and private literals, and schemes other than http(s)', async () => {
    for (const url of ['http://127.0.0.1:8080/', 'http://[::1]/', 'http://169.254.169.254/', 'http://0.0.0.0/']) {
      expect((await refusal(safeFetch(url, { ...aws, resolve }))).reason, url).toBe('blocked');
    }
    for (const url of ['file:///etc/passwd', 'ftp://shop.example/', 'gopher://shop.example/']) {
      expect((await refusal(safeFetch(url, { ...aws, resolve }))).reason, url).toBe('blocked');
    }
  });

  it('connects to the checked address, follows at most 5 redirects, and stays on the site when asked', async () => {
    const chain = Object.fromEntries(
      Array.from({ length: 7 }, (_, i) => [`http://shop.example/${i}`, { status: 302, location: `/${i + 1}` }]),
    );
    const web = fakeWeb({ ...chain, 'http://shop.example/3': { body: '<p>hi</p>' } });
    const ok = await safeFetch('http://shop.example/0', { ...aws, resolve, transport: web.transport });
    expect(ok.url).toBe('http://shop.example/3');
    expect(web.connected.every((c) => c.address === PUBLIC)).toBe(true);

    const loop = fakeWeb(chain);
    expect(
      (await refusal(safeFetch('http://shop.example/0', { ...aws, resolve, transport: loop.transport }))).message,
    ).toContain('redirects');
    const away = fakeWeb({ 'http://shop.example/': { status: 302, location: 'https://other.example/' } });
    const offSite = await refusal(
      safeFetch('http://shop.example/', {
        ...aws,
        resolve,
        transport: away.transport,
        allowRedirect: (u) => u.hostname === 'shop.example',
      }),
    );
    expect(offSite.reason).toBe('off-site');
  });
});

describe('safeFetch against a real server on loopback (the home flag)', () => {
  let server: Server;
  let base: string;
  beforeAll(async () => {
    server = createServer((req, res) => {
      if (req.url === '/page') return res.writeHead(200, { 'content-type': 'text/html' }).end('<h1>Hello</h1>');
      if (req.url === '/to-metadata')
        return res.writeHead(302, { location: 'http://169.254.169.254/latest/meta-data/' }).end();
      if (req.url === '/to-private') return res.writeHead(307, { location: 'http://10.0.0.1/' }).end();
      if (req.url === '/image') return res.writeHead(200, { 'content-type': 'image/png' }).end('png');
      if (req.url === '/big') {
        res.writeHead(200, { 'content-type': 'text/html' });
        for (let i = 0; i < 100; i++) res.write('x'.repeat(10_000));
        return res.end();
      }
      if (req.url === '/bomb') {
        // 20 MB of zeros gzipped to ~20 KB: stopped past the cap while inflating
        return res
          .writeHead(200, { 'content-type': 'text/html', 'content-encoding': 'gzip' })
          .end(gzipSync(Buffer.alloc(20 * 1024 * 1024)));
      }
      if (req.url === '/slow') return setTimeout(() => res.writeHead(200).end('late'), 2000);
      res.writeHead(404).end();
    });
    await new Promise<void>((r) => server.listen(0, '127.0.0.1', r));
    base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  });
  afterAll(() => new Promise<void>((r) => server.close(() => r())));
  const home = { userAgent: UA, maxBytes: 100_000, allowLoopback: true };

  it('fetches the local page with the flag, and refuses it without (AWS mode)', async () => {
    const page = await safeFetch(`${base}/page`, home);
    expect(page.body.toString()).toBe('<h1>Hello</h1>');
    expect((await refusal(safeFetch(`${base}/page`, { ...home, allowLoopback: false }))).reason).toBe('blocked');
  });

  it('refuses redirects to the metadata address and to a private one even with the flag', async () => {
    expect((await refusal(safeFetch(`${base}/to-metadata`, home))).reason).toBe('blocked');
    expect((await refusal(safeFetch(`${base}/to-private`, home))).reason).toBe('blocked');
  });

  it('checks the content type, the size (declared or streamed, after decompression) and the time', async () => {
    const html = (t: string) => t.includes('html');
    expect((await refusal(safeFetch(`${base}/image`, { ...home, acceptType: html }))).reason).toBe('not-html');
    expect((await refusal(safeFetch(`${base}/big`, home))).reason).toBe('too-large');
    expect((await refusal(safeFetch(`${base}/bomb`, home))).reason).toBe('too-large');
    const slow = await refusal(safeFetch(`${base}/slow`, { ...home, timeoutMs: 300 }));
    expect(slow.message).toContain('too long');
  });
});
