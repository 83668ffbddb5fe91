/**
 * Features stay apart (issue 8 item 9): a file under web/src/features/<X> may import from its own
 * feature, web/src/lib, web/src/components and shared/, never from web/src/features/<Y>. What two
 * features both need moves to lib/components/shared. Biome's noRestrictedImports matches import
 * strings, not resolved paths, and a relative '../../x' means a different folder at each depth, so the
 * rule lives here: every import is resolved against its file and the offending ones are named.
 */
import { readdirSync, readFileSync } from 'node:fs';
import { dirname, join, relative, resolve, sep } from 'node:path';
import ts from 'typescript';
import { describe, expect, it } from 'vitest';

const FEATURES_DIR = resolve(__dirname);

function sourceFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return sourceFiles(path);
    return /\.(ts|tsx)$/.test(entry.name) ? [path] : [];
  });
}

/** The feature folder a path lies in, or undefined outside web/src/features. */
function featureOf(path: string): string | undefined {
  const rel = relative(FEATURES_DIR, path);
  if (rel.startsWith('..') || !rel.includes(sep)) return undefined;
  return rel.split(sep)[0];
}

/** `file: 'specifier'` for every static, type-only, re-export or dynamic import that reaches another feature. */
function crossFeatureImports(file: string, text: string): string[] {
  const own = featureOf(file);
  // preProcessFile is TypeScript's own import scanner: it sees `import type`, `export … from` and `import()`.
  const { importedFiles } = ts.preProcessFile(text, true, true);
  return importedFiles
    .map(({ fileName }) => fileName)
    .filter((specifier) => specifier.startsWith('.'))
    .filter((specifier) => {
      const target = featureOf(resolve(dirname(file), specifier));
      return target !== undefined && target !== own;
    })
    .map((specifier) => `${relative(resolve(FEATURES_DIR, '../../..'), file)}: '${specifier}'`);
}

describe('feature boundaries', () => {
  it('flags an import that reaches into another feature, whatever the depth or import form', () => {
    const file = join(FEATURES_DIR, 'auth/components/form.tsx');
    const text = [
      "import { INDUSTRIES } from '../../landing/content';",
      "import type { X } from '../../dashboard/api/x';",
      "export { y } from '../../admin/y';",
      "const lazy = () => import('../../intents/routes/page');",
      "import { ok } from '../api/session';",
      "import { lib } from '../../../lib/api-client';",
    ].join('\n');
    expect(crossFeatureImports(file, text)).toEqual([
      "web/src/features/auth/components/form.tsx: '../../landing/content'",
      "web/src/features/auth/components/form.tsx: '../../dashboard/api/x'",
      "web/src/features/auth/components/form.tsx: '../../admin/y'",
      "web/src/features/auth/components/form.tsx: '../../intents/routes/page'",
    ]);
  });

  it('no feature imports another feature', () => {
    const offending = sourceFiles(FEATURES_DIR).flatMap((file) =>
      crossFeatureImports(file, readFileSync(file, 'utf8')),
    );
    expect(offending, 'move what two features share to web/src/lib, web/src/components or shared/').toEqual([]);
  });
});
