import { afterEach, describe, expect, it } from 'vitest';
import { createParleySystem } from './create-parley-system';
import { markSystemGlobal, prerenderedGlobal, SYSTEM_GLOBAL_ATTRIBUTE, systemGlobalName } from './prerendered-global';

afterEach(() => {
  for (const element of document.querySelectorAll('style')) element.remove();
});

function pageStyle(emotion: string, marked = true) {
  const style = document.createElement('style');
  style.setAttribute('data-emotion', emotion);
  if (marked) style.setAttribute(SYSTEM_GLOBAL_ATTRIBUTE, '');
  style.textContent = ':root{--chakra-colors-gray-600:#52525b}';
  document.head.append(style);
}

describe("the design system's global styles from the page", () => {
  it("a system created on a page the build wrote takes the page's global styles, serialized as emotion reads them", () => {
    pageStyle('css-global abc123');
    expect(createParleySystem({}, {})._global).toEqual({
      name: 'abc123',
      styles: ':root{--chakra-colors-gray-600:#52525b}',
    });
  });

  it("without such an element (another page, or one emotion already took over) the system keeps Chakra's own", () => {
    expect(prerenderedGlobal()).toBeUndefined();
    expect(Array.isArray(createParleySystem({}, {})._global)).toBe(true);
    pageStyle('css-global'); // emotion clears the name when it reuses the element
    pageStyle('css-global other', false); // not marked: some other Global's element
    expect(prerenderedGlobal()).toBeUndefined();
    expect(Array.isArray(createParleySystem({}, {})._global)).toBe(true);
  });

  it("the prerender marks the element holding the system's global styles, and only it", () => {
    const name = systemGlobalName(createParleySystem({}, {}));
    const tags = `<style data-emotion="css-global layers">@layer a;</style><style data-emotion="css-global ${name}">x</style>`;
    expect(markSystemGlobal(tags, name)).toBe(
      `<style data-emotion="css-global layers">@layer a;</style><style data-emotion="css-global ${name}" ${SYSTEM_GLOBAL_ATTRIBUTE}="">x</style>`,
    );
    expect(() => markSystemGlobal(tags, 'missing')).toThrow(/no global style element named missing/);
  });
});
