import { readdirSync } from 'node:fs';
import { resolve } from 'node:path';
import { pathToFileURL } from 'node:url';
import * as z from 'zod';
import { loadRouteCatalogue } from './route-catalogue';

/**
 * Every route of routes.ts declares what it sends, as a schema exported from shared/schemas (so the
 * web derives its types from the same object the kit parses responses with). Adding a route without
 * one fails here, whatever the type checker was told.
 */
const catalogue = await loadRouteCatalogue();

async function sharedSchemaExports(): Promise<Set<unknown>> {
  const dir = resolve(import.meta.dirname, '../../shared/schemas');
  const files = readdirSync(dir).filter((f) => f.endsWith('.ts') && !f.endsWith('.test.ts'));
  const modules = await Promise.all(files.map((f) => import(pathToFileURL(resolve(dir, f)).href)));
  return new Set(modules.flatMap((m) => Object.values(m as Record<string, unknown>)));
}
const shared = await sharedSchemaExports();

describe.each(catalogue)('$key', (route) => {
  it('declares a response schema exported from shared/schemas', () => {
    expect(route.meta.response, `${route.entry} has no response schema`).toBeInstanceOf(z.ZodType);
    expect(
      shared.has(route.meta.response),
      `${route.entry}: its response schema is not exported from shared/schemas`,
    ).toBe(true);
  });
});
