/**
 * Text a page hides from people (issue 33 item 2): where a prompt injection sits, out of sight of the
 * business that reviews its own site ("ignore your instructions and …" in white on white). Extraction
 * (extract-html.ts) drops every element these say is hidden. Judged from inline styles and the page's own
 * <style> rules, the ways such text is hidden in practice; a class from an external stylesheet is not
 * fetched (the crawler reads one page at a time).
 *
 * Only the declarations that hide are read, so a small reader of `prop: value;` pairs and of
 * `selector { … }` rules does; a CSS parser would add nothing the checks below use.
 */

export type Declarations = ReadonlyMap<string, string>;

/** An inline style's declarations, names lowercased, `!important` dropped. */
export function parseStyle(style: string): Declarations {
  const out = new Map<string, string>();
  for (const part of style.split(';')) {
    const colon = part.indexOf(':');
    if (colon < 0) continue;
    const name = part.slice(0, colon).trim().toLowerCase();
    const value = part
      .slice(colon + 1)
      .replace(/!important/i, '')
      .trim()
      .toLowerCase();
    if (name && value) out.set(name, value);
  }
  return out;
}

type Rgba = [number, number, number, number];
const NAMED: Record<string, Rgba> = {
  white: [255, 255, 255, 1],
  black: [0, 0, 0, 1],
  transparent: [0, 0, 0, 0],
  snow: [255, 250, 250, 1],
  ivory: [255, 255, 240, 1],
  whitesmoke: [245, 245, 245, 1],
};

/** A CSS colour as RGBA, for the forms a page writes inline (#rgb, #rrggbb, rgb(), rgba(), a few names); else null. */
export function colorOf(value: string | undefined): Rgba | null {
  if (!value) return null;
  const v = value.trim().toLowerCase();
  if (NAMED[v]) return NAMED[v];
  const hex = /^#([0-9a-f]{3,8})$/.exec(v)?.[1];
  if (hex) {
    const full = hex.length <= 4 ? [...hex].map((c) => c + c).join('') : hex;
    const n = (i: number) => Number.parseInt(full.slice(i, i + 2), 16);
    return [n(0), n(2), n(4), full.length === 8 ? n(6) / 255 : 1];
  }
  const fn = /^rgba?\(([^)]*)\)$/.exec(v)?.[1];
  if (fn) {
    const parts = fn
      .split(/[\s,/]+/)
      .filter(Boolean)
      .map(Number.parseFloat);
    if (parts.length >= 3 && parts.every((p) => !Number.isNaN(p))) return [parts[0], parts[1], parts[2], parts[3] ?? 1];
  }
  return null;
}

/** The colour a `background` or `background-color` declaration paints, if it is a plain colour. */
export const backgroundOf = (d: Declarations): Rgba | null =>
  colorOf(d.get('background-color')) ?? colorOf(d.get('background')?.split(/\s+/)[0]);

const near = (a: Rgba, b: Rgba) => a.slice(0, 3).every((c, i) => Math.abs(c - b[i]) <= 16);
const WHITE: Rgba = [255, 255, 255, 1];
const px = (v: string | undefined) => (v === undefined ? Number.NaN : Number.parseFloat(v));
const FAR_OFF = -999;

/**
 * Whether these declarations hide the element's text. `background` is the nearest background colour
 * declared above it (inline), or null: none declared, taken as the page's default white when `whitePage`
 * (so white text on a dark banner painted by a class is dropped too: a small loss next to white-on-white
 * instructions kept).
 */
export function hiddenByStyle(d: Declarations, background: Rgba | null = null, whitePage = true): boolean {
  if (d.get('display') === 'none') return true;
  if (['hidden', 'collapse'].includes(d.get('visibility') ?? '')) return true;
  if (px(d.get('opacity')) === 0 || px(d.get('font-size')) === 0) return true;
  if (/scale\(\s*0[\s,)]/.test(d.get('transform') ?? '')) return true;
  if (px(d.get('text-indent')) <= FAR_OFF) return true;
  const positioned = ['absolute', 'fixed'].includes(d.get('position') ?? '');
  if (positioned && ['left', 'top', 'right', 'margin-left', 'margin-top'].some((p) => px(d.get(p)) <= FAR_OFF))
    return true;
  if (positioned && /^rect\(/.test(d.get('clip') ?? '')) return true;
  if (/inset\(\s*(50|100)%|circle\(\s*0/.test(d.get('clip-path') ?? '')) return true;
  if (d.get('overflow') === 'hidden' && ['height', 'width', 'max-height', 'max-width'].some((p) => px(d.get(p)) === 0))
    return true;
  const color = colorOf(d.get('color'));
  if (color) {
    if (color[3] === 0) return true;
    const under = backgroundOf(d) ?? background ?? (whitePage ? WHITE : null);
    if (under && near(color, under)) return true;
  }
  return false;
}

/** The selectors of the page's <style> rules that hide their elements (nested @media rules included). */
export function hidingSelectors(stylesheets: readonly string[]): string[] {
  const selectors: string[] = [];
  for (const css of stylesheets) {
    const text = css.replace(/\/\*[\s\S]*?\*\//g, '');
    for (const [, selector, body] of text.matchAll(/([^{}]+)\{([^{}]*)\}/g)) {
      const s = selector.trim();
      if (!s || s.startsWith('@')) continue;
      // a rule's colour is judged only against a background the same rule sets: another rule may paint one
      if (hiddenByStyle(parseStyle(body), null, false)) selectors.push(s);
    }
  }
  return selectors;
}
