import { cpSync, existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { newRoute, parseArgs } from './new-route';

/**
 * The generator writes into a copy of the files it edits, so these run in a second and leave the repo
 * alone; CONTRIBUTING.md's throw-away-branch walk-through is the end-to-end check (tsc, the suites).
 */
const repo = path.resolve(__dirname, '../..');
let root: string;
beforeEach(() => {
  root = mkdtempSync(path.join(tmpdir(), 'parley-new-route-'));
  for (const p of ['shared/api/routes', 'shared/api/contracts', 'shared/schemas/leads.ts', 'functions/routes.ts']) {
    cpSync(path.join(repo, p), path.join(root, p), { recursive: true });
  }
});
afterEach(() => rmSync(root, { recursive: true, force: true }));
const read = (p: string) => readFileSync(path.join(root, p), 'utf8');

describe('npm run new:route', () => {
  it('adds a route to an existing area: its facts, schemas, contract, handler, table line and web hook', () => {
    const touched = newRoute(
      root,
      parseArgs(['leads', 'leadNote', 'POST', '/api/leads/{id}/note', 'agent', '--web', 'leads']),
    );
    expect(touched.sort()).toEqual(
      [
        'functions/http/leads/lead-note.ts',
        'functions/routes.ts',
        'shared/api/contracts/leads.ts',
        'shared/api/routes/leads.ts',
        'shared/schemas/leads.ts',
        'web/src/features/leads/api/lead-note.ts',
      ].sort(),
    );
    expect(read('shared/api/routes/leads.ts')).toContain(
      "leadNote: { method: 'POST', path: '/api/leads/{id}/note', auth: 'agent' },",
    );
    expect(read('shared/api/contracts/leads.ts')).toContain(
      'leadNote: { params: leadNoteParams, body: leadNoteBody, response: leadNoteResponse },',
    );
    expect(read('shared/schemas/leads.ts')).toMatch(/export const leadNoteParams = z\s+\.object\(\{ id: z\.string/);
    expect(read('functions/http/leads/lead-note.ts')).toContain('http(leads.leadNote,');
    // beside the area's other lines, inside the HTTP table
    const table = read('functions/routes.ts');
    const at = table.indexOf("h(api.leads.leadNote, 'leads/lead-note'),");
    expect(at).toBeGreaterThan(table.indexOf('export const httpRoutes'));
    expect(at).toBeLessThan(table.indexOf('\n];', table.indexOf('export const httpRoutes')));
    expect(table.lastIndexOf('h(api.leads.', at - 1)).toBeGreaterThan(table.lastIndexOf('h(api.', at - 1) - 400);
    expect(read('web/src/features/leads/api/lead-note.ts')).toContain('api.call(leads.leadNote, input)');
  });

  it('starts a new area with its index entries', () => {
    newRoute(root, parseArgs(['leadTags', 'listLeadTags', 'GET', '/api/leads/tags', 'agent']));
    expect(read('shared/api/routes/index.ts')).toContain("export { leadTags } from './lead-tags';");
    expect(read('shared/api/contracts/index.ts')).toContain("export { leadTags } from './lead-tags';");
    expect(existsSync(path.join(root, 'shared/schemas/lead-tags.ts'))).toBe(true);
  });

  it('refuses what would drift or be lost: no stack for the segment, a taken name, a bad level or path', () => {
    expect(() => newRoute(root, parseArgs(['gadgets', 'listGadgets', 'GET', '/api/gadgets', 'owner']))).toThrow(
      /'gadgets' is in no route stack: add it to one of ROUTE_SHARDS/,
    );
    expect(() => newRoute(root, parseArgs(['leads', 'listLeads', 'GET', '/api/leads/all', 'agent']))).toThrow(
      /has a route named listLeads already/,
    );
    expect(() => newRoute(root, parseArgs(['leads', 'x', 'GET', '/api/leads/x', 'boss']))).toThrow(/level 'boss'/);
    expect(() => newRoute(root, parseArgs(['leads', 'x', 'GET', 'leads/x', 'agent']))).toThrow(/path 'leads\/x'/);
    expect(read('functions/routes.ts')).toBe(readFileSync(path.join(repo, 'functions/routes.ts'), 'utf8'));
  });
});
