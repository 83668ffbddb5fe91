import { applyEdit, type DependencyEdit } from './dependency-edits-plugin';

/** @emotion/sheet's StyleSheet, as the browser builds resolve it. */
export const EMOTION_SHEET_MODULE = /[\\/]@emotion[\\/]sheet[\\/]dist[\\/]emotion-sheet(\.development)?\.esm\.js$/;

/**
 * Emotion takes over the style elements a prerendered page carries (web/build.ts: its critical CSS and the
 * design system's global styles, already in the head in the order emotion keeps them) with StyleSheet.hydrate,
 * which inserts each element again where the sheet would put a new one: moved, even onto its own place. Each
 * move drops the element's style sheet and adds it back, so the browser recomputes the whole page's styles
 * and layout: on the landing page, twice during hydration (emotion's cache, then the Global styles), each
 * ~35 ms of CPU in Lighthouse's mobile traces, ~90 ms of blocking at its 4x slowdown. The edit adopts the
 * elements where they are; new rules still go into a new element after the last adopted one, as before.
 * That is the same place only because web/build.ts writes every style element into the head, the global
 * ones first, as emotion would order them: an element written elsewhere would now be adopted there, and the
 * rules added after it would follow it.
 */
export const EMOTION_HYDRATE_IN_PLACE: DependencyEdit = {
  name: "emotion's StyleSheet adopting the page's style elements in place",
  module: EMOTION_SHEET_MODULE,
  edits: [
    {
      from: '_proto.hydrate = function hydrate(nodes) {\n    nodes.forEach(this._insertTag);\n  };',
      to: '_proto.hydrate = function hydrate(nodes) {\n    var tags = this.tags;\n    nodes.forEach(function (tag) {\n      tags.push(tag);\n    });\n  };',
    },
  ],
  definedIn: 'web/emotion-hydrate-in-place.ts',
};

/** @emotion/sheet's module with hydrate adopting elements in place; throws when the edit does not apply once. */
export const withHydrateInPlace = (code: string): string => applyEdit(code, EMOTION_HYDRATE_IN_PLACE);
