import { Readability } from '@mozilla/readability';
import { parseHTML } from 'linkedom';
import { normalizeSpace, type QaPair, type Section } from './chunking';
import { backgroundOf, hiddenByStyle, hidingSelectors, parseStyle } from './hidden-text';

/**
 * What a web page (or a DOCX, which mammoth turns into HTML) says: its title, its text in sections under
 * their heading path, its question-and-answer pairs, and (pages only) the links it has. The article text
 * comes from @mozilla/readability on a linkedom document (navigation, footers, ads left out); the Q&A pairs
 * are taken first, from the whole page — definition lists (dt/dd), <details>/<summary>, and headings that
 * ask a question followed by their answer — and removed, so their text is indexed once, as a pair.
 *
 * Only what a visitor sees is kept (hidden-text.ts): text hidden from people (display:none, [hidden],
 * aria-hidden, off-screen, white on white, a stylesheet class that hides) is where a page would put
 * instructions meant for a model, and the knowledge has no use for it. Comments, <template>, <noscript>,
 * attributes (alt, title) and <meta> are never read as text.
 */

export interface ExtractedDocument {
  title: string;
  sections: Section[];
  qa: QaPair[];
  /** Absolute http(s) links of the page, without fragments. */
  links: string[];
}

/** The few DOM members read here (the server's TypeScript has no DOM library; linkedom provides the objects). */
interface Node {
  querySelector(selector: string): El | null;
  querySelectorAll(selector: string): Iterable<El>;
  cloneNode(deep: boolean): unknown;
}
interface El extends Node {
  tagName: string;
  textContent: string | null;
  children: Iterable<El>;
  nextElementSibling: El | null;
  parentElement: El | null;
  closest(selector: string): El | null;
  getAttribute(name: string): string | null;
  remove(): void;
}
interface Document extends Node {
  body: El | null;
  documentElement: El | null;
}
const parse = (html: string) => parseHTML(html).document as unknown as Document;
const HEADINGS = ['H1', 'H2', 'H3', 'H4', 'H5', 'H6'];
const BLOCKS = 'p, li, pre, blockquote, td, th, dd, dt, figcaption, summary, address';
const textOf = (el: El | null | undefined) => normalizeSpace(el?.textContent ?? '');
const level = (el: El) => Number(el.tagName.slice(1));

function faqPairs(document: Document): QaPair[] {
  const pairs: QaPair[] = [];
  const consumed: El[] = [];
  for (const details of document.querySelectorAll('details')) {
    const summary = details.querySelector('summary');
    const question = textOf(summary);
    summary?.remove();
    const answer = textOf(details);
    if (question && answer) pairs.push({ question, answer });
    consumed.push(details);
  }
  for (const dl of document.querySelectorAll('dl')) {
    let question = '';
    for (const child of [...dl.children]) {
      if (child.tagName === 'DT') question = textOf(child);
      else if (child.tagName === 'DD' && question) pairs.push({ question, answer: textOf(child) });
    }
    consumed.push(dl);
  }
  // a heading that asks (ends with "?") and the blocks after it, up to the next heading of its level or above
  for (const heading of document.querySelectorAll('h2, h3, h4, h5, h6')) {
    const question = textOf(heading);
    if (!question.endsWith('?')) continue;
    const answerEls: El[] = [];
    for (let next = heading.nextElementSibling; next; next = next.nextElementSibling) {
      if (HEADINGS.includes(next.tagName) && level(next) <= level(heading)) break;
      if (HEADINGS.includes(next.tagName)) break;
      answerEls.push(next);
    }
    const answer = normalizeSpace(answerEls.map((e) => e.textContent ?? '').join('\n'));
    if (!answer) continue;
    pairs.push({ question, answer });
    consumed.push(heading, ...answerEls);
  }
  for (const el of consumed) el.remove();
  return pairs.filter((p) => p.question && p.answer);
}

function linksOf(document: Document, pageUrl: string): string[] {
  const baseHref = document.querySelector('base[href]')?.getAttribute('href');
  let base: URL;
  try {
    base = new URL(baseHref ?? pageUrl, pageUrl);
  } catch {
    base = new URL(pageUrl);
  }
  const links = new Set<string>();
  for (const a of document.querySelectorAll('a[href]')) {
    if ((a.getAttribute('rel') ?? '').includes('nofollow')) continue;
    try {
      const url = new URL(a.getAttribute('href') ?? '', base);
      if (url.protocol !== 'http:' && url.protocol !== 'https:') continue;
      url.hash = '';
      links.add(url.toString());
    } catch {
      // not an address
    }
  }
  return [...links];
}

/** The text of `root` in sections, each under the path of the headings above it ("Pricing › Refunds"). */
function sectionsOf(root: El): Section[] {
  const sections: Section[] = [];
  const path: string[] = [];
  let current: string[] = [];
  const flush = () => {
    const text = current.join('\n');
    if (normalizeSpace(text))
      sections.push({ text, ...(path.length ? { heading: path.filter(Boolean).join(' › ') } : {}) });
    current = [];
  };
  for (const el of root.querySelectorAll(`h1, h2, h3, h4, h5, h6, ${BLOCKS}`)) {
    if (HEADINGS.includes(el.tagName)) {
      flush();
      const n = level(el);
      path.length = n - 1;
      path[n - 1] = textOf(el);
      continue;
    }
    // a block inside another (a <p> in an <li>) is read with its outer block
    if (el.parentElement?.closest(BLOCKS)) continue;
    const text = textOf(el);
    if (text) current.push(text);
  }
  flush();
  // text outside any block (a bare <div>Hello</div>) when the blocks found nothing
  if (sections.length === 0 && textOf(root)) sections.push({ text: textOf(root) });
  return sections;
}

/** The nearest background colour an ancestor declares inline (what white text would sit on), or null. */
function inlineBackgroundAbove(el: El) {
  for (let up = el.parentElement; up; up = up.parentElement) {
    const style = up.getAttribute('style');
    const background = style ? backgroundOf(parseStyle(style)) : null;
    if (background) return background;
  }
  return null;
}

/** Removes what a visitor does not see: hidden by attribute, by inline style, or by a rule of the page's <style>. */
function dropHidden(document: Document, hiding: readonly string[]): void {
  const doomed = new Set<El>(document.querySelectorAll('[hidden], [aria-hidden="true"], [aria-hidden=true]'));
  for (const el of document.querySelectorAll('[style]')) {
    if (hiddenByStyle(parseStyle(el.getAttribute('style') ?? ''), inlineBackgroundAbove(el))) doomed.add(el);
  }
  for (const selector of hiding) {
    try {
      for (const el of document.querySelectorAll(selector)) doomed.add(el);
    } catch {
      // a selector linkedom cannot run: its elements stay (the rest still go)
    }
  }
  for (const el of doomed) el.remove();
}

export function extractHtml(html: string, pageUrl: string, opts: { readability?: boolean } = {}): ExtractedDocument {
  // a fragment (mammoth's output) gets a body, which linkedom does not add on its own
  const document = parse(/<body[\s>]/i.test(html) ? html : `<!doctype html><html><body>${html}</body></html>`);
  const hiding = hidingSelectors([...document.querySelectorAll('style')].map((el) => el.textContent ?? ''));
  for (const el of document.querySelectorAll('script, style, noscript, template, svg, iframe')) el.remove();
  // links first: a menu hidden until opened still leads to the site's pages
  const links = linksOf(document, pageUrl);
  dropHidden(document, hiding);
  const title =
    normalizeSpace(document.querySelector('title')?.textContent ?? '') || textOf(document.querySelector('h1'));
  const qa = faqPairs(document);
  let root: El | null = null;
  if (opts.readability !== false) {
    const article = new Readability(document.cloneNode(true) as never, { charThreshold: 200 }).parse();
    if (article?.content && normalizeSpace(article.textContent ?? '').length > 0) {
      root = parse(`<html><body>${article.content}</body></html>`).body;
    }
  }
  root ??= document.body ?? document.documentElement;
  return { title, sections: root ? sectionsOf(root) : [], qa, links };
}
