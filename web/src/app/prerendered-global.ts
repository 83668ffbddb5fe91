import type { SystemContext } from '@chakra-ui/react';
import { css } from '@emotion/react';

/**
 * The attribute web/build.ts's pages put on the `<style>` element holding the design system's global styles
 * (preflight, global CSS, every token's CSS variable), beside emotion's own `data-emotion="css-global NAME"`.
 */
export const SYSTEM_GLOBAL_ATTRIBUTE = 'data-system-global';

/** A system's global styles serialized as emotion serializes them: `name` is their hash, emotion's tag name. */
export interface SerializedGlobal {
  name: string;
  styles: string;
}

/** The name emotion's Global gives the system's global styles (the prerender marks that element). */
export const systemGlobalName = (system: SystemContext) => css(system._global).name;

/** Emotion's style tags with the one named `name` (the system's global styles) marked SYSTEM_GLOBAL_ATTRIBUTE. */
export function markSystemGlobal(styleTags: string, name: string): string {
  const tag = `<style data-emotion="css-global ${name}"`;
  if (!styleTags.includes(tag)) throw new Error(`The rendered page has no global style element named ${name}`);
  return styleTags.replace(tag, `${tag} ${SYSTEM_GLOBAL_ATTRIBUTE}=""`);
}

/**
 * The page's global styles as the build wrote them, or undefined where there are none (no document, a page
 * not from the build, or emotion already took the element over: it clears the name when it reuses one).
 * Handed to emotion's Global as they are, the same name makes it reuse the element instead of parsing and
 * inserting the styles again; a page and its scripts come from one build, so the styles are the ones this
 * system would compute.
 */
export function prerenderedGlobal(): SerializedGlobal | undefined {
  if (typeof document === 'undefined') return undefined;
  const element = document.querySelector(`style[${SYSTEM_GLOBAL_ATTRIBUTE}]`);
  const name = /^css-global (\S+)$/.exec(element?.getAttribute('data-emotion') ?? '')?.[1];
  return element && name ? { name, styles: element.textContent ?? '' } : undefined;
}
