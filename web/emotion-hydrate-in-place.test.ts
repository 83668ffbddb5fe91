// @vitest-environment jsdom
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { StyleSheet } from '@emotion/sheet';
import { describe, expect, it } from 'vitest';
import { EMOTION_SHEET_MODULE, withHydrateInPlace } from './emotion-hydrate-in-place';

const require = createRequire(import.meta.url);
/** The installed @emotion/sheet's browser module, the one the browser builds edit. */
const sheetFile = join(dirname(require.resolve('@emotion/sheet/package.json')), 'dist/emotion-sheet.esm.js');

/** The edited module's StyleSheet class (the module has no imports: evaluated as it is, from a data: URL). */
async function editedStyleSheet(): Promise<typeof StyleSheet> {
  const code = withHydrateInPlace(readFileSync(sheetFile, 'utf8'));
  const url = `data:text/javascript;base64,${Buffer.from(code).toString('base64')}`;
  return ((await import(/* @vite-ignore */ url)) as { StyleSheet: typeof StyleSheet }).StyleSheet;
}

/** A head as a prerendered page has it: the global styles, then the critical CSS, then a script. */
function prerenderedHead() {
  document.head.innerHTML =
    '<style data-emotion="css-global g1">html{margin:0}</style>' +
    '<style data-emotion="css a1 b2">.css-a1{color:red}</style>' +
    '<script type="json">{}</script>';
  return [...document.head.querySelectorAll('style')];
}

/** What hydrating the page's critical CSS element does to the head: the elements moved (removed and added back). */
async function hydrate(Sheet: typeof StyleSheet) {
  const [, critical] = prerenderedHead();
  const sheet = new Sheet({ key: 'css', container: document.head, speedy: false });
  const moved: string[] = [];
  const observer = new MutationObserver((records) => {
    for (const r of records)
      for (const n of r.removedNodes) moved.push((n as Element).getAttribute('data-emotion') ?? '');
  });
  observer.observe(document.head, { childList: true });
  sheet.hydrate([critical]);
  await Promise.resolve(); // mutation records are delivered in a microtask
  observer.disconnect();
  return { sheet, moved };
}

describe("the browser builds' edit to emotion's StyleSheet.hydrate", () => {
  it('matches the installed @emotion/sheet and applies once', () => {
    expect(EMOTION_SHEET_MODULE.test(sheetFile)).toBe(true);
    expect(withHydrateInPlace(readFileSync(sheetFile, 'utf8'))).not.toContain('nodes.forEach(this._insertTag)');
    expect(() => withHydrateInPlace('function hydrate() {}')).toThrow(
      /web\/emotion-hydrate-in-place.ts: .*update its edits/,
    );
  });

  it('as published, hydrate moves the page element even onto its own place (the style recalculation the edit saves)', async () => {
    expect((await hydrate(StyleSheet)).moved).toEqual(['css a1 b2']);
  });

  it('edited, it adopts the element where it is, and new rules still go into a new element right after it', async () => {
    const { sheet, moved } = await hydrate(await editedStyleSheet());
    expect(moved).toEqual([]);
    expect(sheet.tags.map((t) => t.getAttribute('data-emotion'))).toEqual(['css a1 b2']);
    sheet.insert('.css-c3{color:blue}');
    const order = [...document.head.children].map((e) => e.getAttribute('data-emotion') ?? e.tagName);
    expect(order).toEqual(['css-global g1', 'css a1 b2', 'css', 'SCRIPT']);
    expect(document.head.querySelectorAll('style')[2]?.textContent).toBe('.css-c3{color:blue}');
  });
});
