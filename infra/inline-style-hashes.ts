import { createHash } from 'node:crypto';
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { previewDocument } from '../web/src/features/widget-settings/embed-code';

/**
 * The inline styles the SPA's style-src allows, by hash (infra/security-headers.ts explains why hashes):
 * - every <style> element's text in the built HTML files (the prerendered pages' critical CSS);
 * - every style="" attribute value in them, which CSP allows by hash only with 'unsafe-hashes';
 * - the empty string: emotion (Chakra's styling) creates EMPTY <style> elements in production and fills
 *   them through CSSOM insertRule, which CSP does not govern;
 * - the <style> of the widget settings' live preview, an iframe srcdoc the SPA writes at run time that
 *   inherits this policy (web/src/features/widget-settings/embed-code.ts).
 * Style changes made through CSSOM (React's style prop, emotion's rules, the widget's constructed
 * stylesheets) are not inline styles and need nothing here.
 */
export const sha256Source = (text: string) => `'sha256-${createHash('sha256').update(text, 'utf8').digest('base64')}'`;

const STYLE_ELEMENT = /<style\b[^>]*>([\s\S]*?)<\/style\s*>/gi;
/** Raw-text and comment content, where an attribute-looking string is not an attribute. */
const NOT_MARKUP = /<!--[\s\S]*?-->|<(script|style|textarea|title)\b[^>]*>[\s\S]*?<\/\1\s*>/gi;
/** A start tag, its quoted attribute values may hold '>'. */
const START_TAG = /<[a-z][^\s/>]*((?:[^>"']|"[^"]*"|'[^']*')*)>/gi;
const ATTRIBUTE = /([^\s"'<>/=]+)(?:\s*=\s*(?:"([^"]*)"|'([^']*)'|([^\s"'=<>`]+)))?/g;

const NAMED: Record<string, string> = { amp: '&', quot: '"', apos: "'", lt: '<', gt: '>', nbsp: '\u00a0' };
/** An attribute's value as the DOM has it (CSP hashes that); the entities React's server renderer writes. */
function decodeEntities(value: string): string {
  return value.replace(/&(#x[0-9a-f]+|#[0-9]+|[a-z]+);/gi, (whole, ref: string) => {
    if (ref[0] === '#') {
      const code =
        ref[1] === 'x' || ref[1] === 'X' ? Number.parseInt(ref.slice(2), 16) : Number.parseInt(ref.slice(1), 10);
      return String.fromCodePoint(code);
    }
    return NAMED[ref.toLowerCase()] ?? whole;
  });
}

/** The texts of the inline <style> elements and of the style attributes of one HTML document. */
export function inlineStylesOf(html: string): { elements: string[]; attributes: string[] } {
  const elements = [...html.matchAll(STYLE_ELEMENT)].map((m) => m[1]);
  // attributes are looked for only in markup: a <script type="application/json"> may hold anything
  const markup = html.replace(NOT_MARKUP, (m) => (m.startsWith('<!--') ? '' : m.slice(0, m.indexOf('>') + 1)));
  const attributes: string[] = [];
  for (const tag of markup.matchAll(START_TAG)) {
    for (const [, name, double, single, bare] of tag[1].matchAll(ATTRIBUTE)) {
      if (name.toLowerCase() === 'style') attributes.push(decodeEntities(double ?? single ?? bare ?? ''));
    }
  }
  return { elements, attributes };
}

/** Every .html file under `dir` (the prerendered pages and the app shell; the bundles are .js). */
function htmlFilesIn(dir: string): string[] {
  if (!existsSync(dir)) return [];
  return readdirSync(dir, { recursive: true, encoding: 'utf8' })
    .filter((name) => name.endsWith('.html'))
    .sort()
    .map((name) => join(dir, name));
}

/** The live preview's page as the widget settings screen writes it (its <style> never varies). */
function previewStyles(): string[] {
  const doc = previewDocument({
    origin: 'https://parley.invalid',
    clientId: 'preview',
    appearance: {
      primaryColor: '#000000',
      welcomeMessage: '',
      position: 'bottom-right',
      size: 'medium',
      theme: 'light',
      triggerText: '',
      showBranding: true,
      enableSound: false,
    },
  });
  return inlineStylesOf(doc).elements;
}

/**
 * The style-src sources (quoted hashes, plus 'unsafe-hashes' when attributes need it) for the SPA
 * built into `distDir`; without a build, those the SPA needs at run time only.
 */
export function styleSourcesOf(distDir: string): string[] {
  const elements = new Set<string>(['', ...previewStyles()]);
  const attributes = new Set<string>();
  for (const file of htmlFilesIn(distDir)) {
    const found = inlineStylesOf(readFileSync(file, 'utf8'));
    for (const text of found.elements) elements.add(text);
    for (const text of found.attributes) attributes.add(text);
  }
  const hashes = (texts: Set<string>) => [...new Set([...texts].map(sha256Source))].sort();
  const elementHashes = hashes(elements);
  const attributeHashes = hashes(attributes).filter((h) => !elementHashes.includes(h));
  return attributes.size > 0 ? ["'unsafe-hashes'", ...elementHashes, ...attributeHashes] : elementHashes;
}

const cache = new Map<string, { key: string; sources: string[] }>();
/**
 * styleSourcesOf for the local gateway, read again only when an HTML file of the build changed (a
 * rebuild of web/dist while `npm start` runs), so a request costs a directory listing and a few stats.
 */
export function cachedStyleSourcesOf(distDir: string): string[] {
  const mtime = (file: string) => {
    try {
      return statSync(file).mtimeMs;
    } catch {
      return -1; // removed by a rebuild in progress: the next request sees the new build
    }
  };
  const key = htmlFilesIn(distDir)
    .map((file) => `${file}:${mtime(file)}`)
    .join('|');
  const hit = cache.get(distDir);
  if (hit?.key === key) return hit.sources;
  const sources = styleSourcesOf(distDir);
  cache.set(distDir, { key, sources });
  return sources;
}
