// @vitest-environment node
import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';

/**
 * Issue 29 item 5: the web calls the API only through the typed client and the routes' contracts
 * (`api.call(leads.getLead, { params })`, shared/api/routes), so no screen or api file writes a path
 * of its own. Tests may (they stub the wire, and name the URLs they expect on it); comments may too.
 */
const webSrc = join(import.meta.dirname, '..');
/** A path in a string: '/api/…', "/api/…", `/api/…`, or a route key such as 'GET /api/…'. */
const PATH_STRING = /['"`](?:(?:GET|POST|PUT|PATCH|DELETE) )?\/api\//;
const isTest = (file: string) => /\.test\.tsx?$|test-fixtures\.ts$|test-utils|test-setup/.test(file);

function sources(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return sources(path);
    return /\.tsx?$/.test(entry.name) && !isTest(path) ? [path] : [];
  });
}

/** The code without its comments (a comment may name the route it documents). */
const code = (text: string) => text.replace(/\/\*[\s\S]*?\*\//g, '').replace(/(^|[^:'"`])\/\/.*$/gm, '$1');

describe('API paths in the web', () => {
  it('are written nowhere in web/src but in the routes’ contracts (shared/api/routes)', () => {
    const offenders = sources(webSrc).flatMap((file) =>
      code(readFileSync(file, 'utf8'))
        .split('\n')
        .filter((line) => PATH_STRING.test(line))
        .map((line) => `${relative(webSrc, file)}: ${line.trim()}`),
    );
    expect(offenders).toEqual([]);
  });

  it('would see one', () => {
    expect(PATH_STRING.test(code("api.get('/api/leads') // GET /api/leads"))).toBe(true);
    expect(PATH_STRING.test(code("const key = 'GET /api/intents';"))).toBe(true);
    expect(PATH_STRING.test(code('/** GET /api/leads — the Leads table */'))).toBe(false);
  });
});
