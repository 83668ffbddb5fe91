import { lookup as dnsLookup, type LookupAddress } from 'node:dns';
import http, { type IncomingHttpHeaders } from 'node:http';
import https from 'node:https';
import type { Readable } from 'node:stream';
import zlib from 'node:zlib';
import ipaddr from 'ipaddr.js';
import { config } from '../base/env';

/**
 * Fetching a URL a tenant typed (issue 33's crawler) without letting it reach inside our network (SSRF):
 * only http(s); the name is resolved here and EVERY address it has must be a public unicast one (loopback,
 * private, link-local — the 169.254.169.254 metadata service —, CGNAT, unique-local, multicast, unspecified,
 * reserved and the IPv6 forms that embed an IPv4 address are refused, by ipaddr.js's range(), never by
 * hand-written CIDRs); the connection goes to the address that was checked (a `lookup` that answers it, so a
 * second DNS answer cannot swap in another: DNS rebinding); redirects are followed by hand, each hop checked
 * the same way; a connect timeout, a total timeout, a size cap on the bytes read (after decompression) and
 * a content-type check before the body is read.
 *
 * At home the local test website runs on 127.0.0.1: KNOWLEDGE_ALLOW_LOOPBACK (set by the local runtime and
 * the test setup only; infra/stacks/stacks.test.ts checks no AWS function has it) lets loopback through,
 * and nothing else.
 */

export type Resolver = (hostname: string) => Promise<LookupAddress[]>;

const systemResolver: Resolver = (hostname) =>
  new Promise((resolve, reject) =>
    dnsLookup(hostname, { all: true, verbatim: true }, (err, addresses) => (err ? reject(err) : resolve(addresses))),
  );

/** Why a fetch was refused or failed, in the words of a knowledge page's status. */
export type FetchRefusal = 'blocked' | 'off-site' | 'not-html' | 'too-large' | 'error';

export class FetchRefusedError extends Error {
  constructor(
    readonly reason: FetchRefusal,
    message: string,
  ) {
    super(message);
  }
}

export interface SafeFetchOptions {
  /** Bytes of body (decompressed) past which the fetch stops: 'too-large'. */
  maxBytes: number;
  /** From the start to the last byte, redirects included. */
  timeoutMs?: number;
  connectTimeoutMs?: number;
  maxRedirects?: number;
  /** Checked on the final response's content type before the body is read: false → 'not-html'. */
  acceptType?: (contentType: string) => boolean;
  /** Checked on every redirect target: false → 'off-site' (the crawler stays on its site). */
  allowRedirect?: (url: URL) => boolean;
  userAgent: string;
  /** Default: the KNOWLEDGE_ALLOW_LOOPBACK flag (home only). */
  allowLoopback?: boolean;
  /** Default: the system's resolver (dns.lookup, every address). Tests inject theirs. */
  resolve?: Resolver;
  /** Default: node's http(s) connecting to the checked address. Tests inject one that records what it was asked. */
  transport?: Transport;
}

/** A response as the fetcher reads it: a readable body with its status and headers (node's IncomingMessage is one). */
export type HopResponse = Readable & { statusCode?: number; headers: IncomingHttpHeaders };
/** One request of one hop, to `address` (already checked) whatever the URL's name resolves to now. */
export type Transport = (
  url: URL,
  address: LookupAddress,
  opts: { connectTimeoutMs: number; userAgent: string; signal: AbortSignal },
) => Promise<HopResponse>;

export interface FetchedResource {
  /** Where the body came from, after redirects. */
  url: string;
  status: number;
  contentType: string;
  body: Buffer;
}

const REDIRECTS = new Set([301, 302, 303, 307, 308]);

/** The range names of ipaddr.js that are public addresses; everything else is refused. */
function addressProblem(address: string, allowLoopback: boolean): string | null {
  if (!ipaddr.isValid(address)) return `${address} is not an IP address`;
  let parsed = ipaddr.parse(address);
  // ::ffff:10.0.0.1 reaches 10.0.0.1: judge the IPv4 address inside
  if (parsed.kind() === 'ipv6' && (parsed as ipaddr.IPv6).isIPv4MappedAddress()) {
    parsed = (parsed as ipaddr.IPv6).toIPv4Address();
  }
  const range = parsed.range();
  if (range === 'unicast') return null;
  if (range === 'loopback' && allowLoopback) return null;
  return `${address} is a ${range} address`;
}

/** Every address of the name, checked; the first is the one connected to. */
export async function checkedAddress(
  hostname: string,
  opts: { allowLoopback: boolean; resolve: Resolver },
): Promise<LookupAddress> {
  const bare = hostname.replace(/^\[|\]$/g, '');
  let addresses: LookupAddress[];
  if (ipaddr.isValid(bare)) addresses = [{ address: bare, family: bare.includes(':') ? 6 : 4 }];
  else {
    try {
      addresses = await opts.resolve(bare);
    } catch {
      throw new FetchRefusedError('error', `${hostname} could not be resolved`);
    }
  }
  if (addresses.length === 0) throw new FetchRefusedError('error', `${hostname} has no address`);
  for (const { address } of addresses) {
    const problem = addressProblem(address, opts.allowLoopback);
    if (problem) throw new FetchRefusedError('blocked', `${hostname} is not a public address (${problem})`);
  }
  return addresses[0];
}

function checkProtocol(url: URL): void {
  if (url.protocol !== 'http:' && url.protocol !== 'https:') {
    throw new FetchRefusedError('blocked', `Only http and https addresses are fetched, not ${url.protocol}`);
  }
  if (url.username || url.password)
    throw new FetchRefusedError('blocked', 'Addresses with a user name are not fetched');
}

export async function safeFetch(target: string, options: SafeFetchOptions): Promise<FetchedResource> {
  const opts = {
    timeoutMs: 15_000,
    connectTimeoutMs: 5_000,
    maxRedirects: 5,
    allowLoopback: options.allowLoopback ?? config('KNOWLEDGE_ALLOW_LOOPBACK').KNOWLEDGE_ALLOW_LOOPBACK,
    resolve: options.resolve ?? systemResolver,
    transport: options.transport ?? nodeTransport,
    ...options,
  };
  const deadline = AbortSignal.timeout(opts.timeoutMs);
  let url: URL;
  try {
    url = new URL(target);
  } catch {
    throw new FetchRefusedError('error', 'Not a valid address');
  }
  for (let hop = 0; ; hop++) {
    checkProtocol(url);
    const pinned = await checkedAddress(url.hostname, opts);
    const res = await opts.transport(url, pinned, { ...opts, signal: deadline }).catch((err) => {
      throw asRefusal(err, deadline);
    });
    const location = res.headers.location;
    if (REDIRECTS.has(res.statusCode ?? 0) && location) {
      res.resume();
      if (hop >= opts.maxRedirects) throw new FetchRefusedError('error', `More than ${opts.maxRedirects} redirects`);
      let next: URL;
      try {
        next = new URL(location, url);
      } catch {
        throw new FetchRefusedError('error', 'A redirect to an invalid address');
      }
      // a redirect to a non-public address literal is reported as blocked, not merely as off the site (a name
      // off the site is not resolved: it is not fetched)
      checkProtocol(next);
      if (ipaddr.isValid(next.hostname.replace(/^\[|\]$/g, ''))) await checkedAddress(next.hostname, opts);
      if (opts.allowRedirect && !opts.allowRedirect(next)) {
        throw new FetchRefusedError('off-site', `Redirected off the site, to ${next.host}`);
      }
      url = next;
      continue;
    }
    const status = res.statusCode ?? 0;
    const contentType = String(res.headers['content-type'] ?? '');
    if (status < 200 || status >= 300) {
      res.resume();
      throw new FetchRefusedError('error', `HTTP ${status}`);
    }
    if (opts.acceptType && !opts.acceptType(contentType)) {
      res.resume();
      throw new FetchRefusedError('not-html', `Not a page (${contentType || 'no content type'})`);
    }
    const declared = Number(res.headers['content-length']);
    if (Number.isFinite(declared) && declared > opts.maxBytes) {
      res.destroy();
      throw new FetchRefusedError('too-large', `Larger than ${opts.maxBytes} bytes`);
    }
    const body = await readCapped(decoded(res), opts.maxBytes, deadline);
    return { url: url.toString(), status, contentType, body };
  }
}

/** One request to the checked address: the `lookup` answers it whatever DNS says now. */
const nodeTransport: Transport = (url, pinned, opts) => {
  const deadline = opts.signal;
  const lookup = (
    _host: string,
    options: { all?: boolean },
    callback: (err: Error | null, address: string | LookupAddress[], family?: number) => void,
  ) => (options?.all ? callback(null, [pinned]) : callback(null, pinned.address, pinned.family));
  const client = url.protocol === 'https:' ? https : http;
  return new Promise((resolve, reject) => {
    const req = client.request(url, {
      method: 'GET',
      lookup: lookup as never,
      signal: deadline,
      headers: {
        'user-agent': opts.userAgent,
        accept: 'text/html,application/xhtml+xml,application/xml;q=0.9,text/plain;q=0.8,*/*;q=0.5',
        'accept-encoding': 'gzip, deflate, br',
      },
      // no pooled socket: each hop connects to its own checked address
      agent: false,
    });
    const connectTimer = setTimeout(
      () => req.destroy(new FetchRefusedError('error', 'The server did not answer in time (connect)')),
      opts.connectTimeoutMs,
    );
    req.on('socket', (socket) => {
      socket.once(url.protocol === 'https:' ? 'secureConnect' : 'connect', () => clearTimeout(connectTimer));
    });
    req.on('response', (res) => {
      clearTimeout(connectTimer);
      resolve(res);
    });
    req.on('error', (err) => {
      clearTimeout(connectTimer);
      reject(asRefusal(err, deadline));
    });
    req.end();
  });
};

function asRefusal(err: unknown, deadline: AbortSignal): FetchRefusedError {
  if (err instanceof FetchRefusedError) return err;
  if (deadline.aborted) return new FetchRefusedError('error', 'The page took too long');
  return new FetchRefusedError('error', `Could not fetch: ${(err as NodeJS.ErrnoException).code ?? 'network error'}`);
}

function decoded(res: HopResponse): Readable {
  switch (String(res.headers['content-encoding'] ?? '').toLowerCase()) {
    case 'gzip':
    case 'x-gzip':
      return res.pipe(zlib.createGunzip());
    case 'deflate':
      return res.pipe(zlib.createInflate());
    case 'br':
      return res.pipe(zlib.createBrotliDecompress());
    default:
      return res;
  }
}

/** The stream's bytes, stopping (and destroying it) past `maxBytes`: a bomb is never inflated whole. */
async function readCapped(stream: Readable, maxBytes: number, deadline: AbortSignal): Promise<Buffer> {
  const chunks: Buffer[] = [];
  let size = 0;
  try {
    for await (const chunk of stream) {
      if (deadline.aborted) throw new FetchRefusedError('error', 'The page took too long');
      size += (chunk as Buffer).length;
      if (size > maxBytes) {
        stream.destroy();
        throw new FetchRefusedError('too-large', `Larger than ${maxBytes} bytes`);
      }
      chunks.push(chunk as Buffer);
    }
  } catch (err) {
    throw asRefusal(err, deadline);
  }
  return Buffer.concat(chunks);
}
