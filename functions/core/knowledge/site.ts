import { XMLParser } from 'fast-xml-parser';
import robotsParser from 'robots-parser';
import { FetchRefusedError, type SafeFetchOptions, safeFetch } from '../../adapters/safe-fetch';
import { pageUrl } from './keys';

/**
 * What the crawler needs to know of a website: which pages are the same site (the same host name, or its
 * www. twin), what robots.txt allows Parley's user agent (robots-parser), and what a sitemap lists
 * (fast-xml-parser; a sitemap index's sitemaps are read one level down). Every fetch goes through the
 * SSRF-safe fetcher (adapters/safe-fetch.ts).
 */

export const CRAWLER_AGENT = 'ParleyBot';
export const USER_AGENT = `${CRAWLER_AGENT}/1.0 (Parley knowledge crawler; +https://parley.app/bot)`;

export const PAGE_MAX_BYTES = 5 * 1024 * 1024;
const SITEMAP_MAX_BYTES = 10 * 1024 * 1024;
const ROBOTS_MAX_BYTES = 500 * 1024;
/** Sitemaps of a sitemap index read in one go; the rest are left out (the page cap stops the crawl long before). */
const MAX_CHILD_SITEMAPS = 20;

const bareHost = (host: string) => host.toLowerCase().replace(/^www\./, '');
export const sameSite = (a: URL, b: URL) => bareHost(a.hostname) === bareHost(b.hostname);

const isHtml = (type: string) => /^(text\/html|application\/xhtml\+xml)\b/i.test(type.trim());
const isXml = (type: string) => /xml|text\/plain/i.test(type) || type === '';

export type FetchOptions = Pick<SafeFetchOptions, 'allowLoopback' | 'resolve' | 'transport'>;

/** A page of `site` (HTML only, redirects kept on the site). */
export function fetchPage(url: string, site: URL, opts: FetchOptions = {}) {
  return safeFetch(url, {
    ...opts,
    userAgent: USER_AGENT,
    maxBytes: PAGE_MAX_BYTES,
    acceptType: isHtml,
    allowRedirect: (next) => sameSite(next, site),
  });
}

export interface Robots {
  isAllowed(url: string): boolean;
}

const robotsCache = new Map<string, { robots: Robots; until: number }>();
const ROBOTS_TTL_MS = 10 * 60_000;

/**
 * The site's robots.txt, kept per instance for ten minutes. None (a 4xx) allows everything; one that
 * cannot be read (a 5xx, a timeout) disallows everything for now, as search engines do.
 */
export async function robotsFor(site: URL, opts: FetchOptions = {}): Promise<Robots> {
  const robotsUrl = new URL('/robots.txt', site.origin).toString();
  const cached = robotsCache.get(robotsUrl);
  if (cached && cached.until > Date.now()) return cached.robots;
  let robots: Robots;
  try {
    const res = await safeFetch(robotsUrl, {
      ...opts,
      userAgent: USER_AGENT,
      maxBytes: ROBOTS_MAX_BYTES,
      allowRedirect: (next) => sameSite(next, site),
    });
    const parsed = robotsParser(robotsUrl, res.body.toString('utf8'));
    robots = { isAllowed: (url) => parsed.isAllowed(url, CRAWLER_AGENT) !== false };
  } catch (err) {
    // a blocked address: the page's own fetch is refused too, and says why
    const allow = err instanceof FetchRefusedError && (/^HTTP 4\d\d$/.test(err.message) || err.reason === 'blocked');
    robots = { isAllowed: () => allow };
  }
  robotsCache.set(robotsUrl, { robots, until: Date.now() + ROBOTS_TTL_MS });
  return robots;
}

const xml = new XMLParser({
  ignoreAttributes: true,
  processEntities: false,
  parseTagValue: false,
  removeNSPrefix: true,
});
const asArray = <T>(v: T | T[] | undefined): T[] => (v === undefined ? [] : Array.isArray(v) ? v : [v]);
const locs = (entries: unknown): string[] =>
  asArray(entries as { loc?: unknown } | { loc?: unknown }[])
    .map((e) => (typeof e?.loc === 'string' ? e.loc.trim() : ''))
    .filter(Boolean);

export function parseSitemap(text: string): { pages: string[]; sitemaps: string[] } {
  const doc = xml.parse(text) as { urlset?: { url?: unknown }; sitemapindex?: { sitemap?: unknown } };
  return { pages: locs(doc.urlset?.url), sitemaps: locs(doc.sitemapindex?.sitemap) };
}

/** The pages a sitemap (or a sitemap index, one level down) lists on `site`, in its order. */
export async function sitemapPages(sitemapUrl: string, site: URL, opts: FetchOptions = {}): Promise<string[]> {
  const read = async (url: string) => {
    const res = await safeFetch(url, {
      ...opts,
      userAgent: USER_AGENT,
      maxBytes: SITEMAP_MAX_BYTES,
      acceptType: isXml,
      allowRedirect: (next) => sameSite(next, site),
    });
    return parseSitemap(res.body.toString('utf8'));
  };
  const top = await read(sitemapUrl);
  const pages = [...top.pages];
  for (const child of top.sitemaps.slice(0, MAX_CHILD_SITEMAPS)) {
    try {
      if (sameSite(new URL(child), site)) pages.push(...(await read(child)).pages);
    } catch {
      // one unreadable sitemap of an index does not stop the others
    }
  }
  const onSite = new Set<string>();
  for (const p of pages) {
    try {
      const u = new URL(p);
      if ((u.protocol === 'http:' || u.protocol === 'https:') && sameSite(u, site)) onSite.add(pageUrl(p));
    } catch {
      // not an address
    }
  }
  return [...onSite];
}
