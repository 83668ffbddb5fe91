import type { Plugin, ResolvedConfig } from 'vite';

/**
 * An exact edit to a file a dependency publishes, made in the browser builds only (the SSR build, the
 * prerender, and the tests run the dependency as published). Each `from` must occur exactly once in the
 * file, so a release that changes those lines fails the build instead of silently dropping the edit.
 */
export interface DependencyEdit {
  /** What the edit does, for the build's error messages. */
  name: string;
  /** The published file edited, matched against the module id Vite resolves. */
  module: RegExp;
  edits: readonly { from: string; to: string }[];
  /** The file that defines the edit (its `edits` to update when a release moves a line). */
  definedIn: string;
}

/** `code` with each of the edit's replacements made; throws when a `from` does not occur exactly once. */
export function applyEdit(code: string, edit: DependencyEdit): string {
  let out = code;
  for (const { from, to } of edit.edits) {
    const parts = out.split(from);
    if (parts.length !== 2) {
      throw new Error(
        `${edit.definedIn}: ${edit.name}: the module has ${parts.length - 1} copies of ${JSON.stringify(from)}, not one; ` +
          'update its edits for this release',
      );
    }
    // joined, not String.replace: `to` is taken literally (replace would read $& or $1 in it)
    out = parts.join(to);
  }
  return out;
}

/**
 * Makes each edit in Vite's browser builds, and fails a browser build that never saw an edited module
 * (a dependency that moved its file would otherwise lose the edit without a word).
 */
export function dependencyEditsPlugin(edits: readonly DependencyEdit[]): Plugin {
  let config: ResolvedConfig | undefined;
  const seen = new Set<DependencyEdit>();
  return {
    name: 'parley-dependency-edits',
    configResolved(resolved) {
      config = resolved;
    },
    transform(code, id) {
      if (config?.command !== 'build' || config.build.ssr) return undefined;
      const file = id.split('?')[0] ?? id;
      const edit = edits.find((e) => e.module.test(file));
      if (!edit) return undefined;
      seen.add(edit);
      return { code: applyEdit(code, edit), map: null };
    },
    buildEnd(error) {
      if (error || config?.command !== 'build' || config.build.ssr) return;
      const missed = edits.filter((e) => !seen.has(e));
      if (missed.length > 0)
        throw new Error(
          `web/dependency-edits-plugin.ts: the build never saw the module of ${missed.map((e) => `${e.name} (${e.definedIn})`).join(', ')}`,
        );
    },
  };
}
