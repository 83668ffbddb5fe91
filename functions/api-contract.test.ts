import { apiContracts } from '@shared/api/contracts';
import { type ApiContract, pathParamNames } from '@shared/api/route';
import * as apiRoutes from '@shared/api/routes';
import * as z from 'zod';
import { loadRouteCatalogue } from './security/route-catalogue';

/**
 * One API contract per route (issue 29 item 5): routes.ts serves each contract of shared/api from exactly
 * one entry, and the handler at that entry is built from that very contract, so a route's path, method or
 * auth level cannot differ between the route table, the handler and the web client (which calls the same
 * contracts).
 */
const catalogue = await loadRouteCatalogue();
const contracts: ApiContract[] = Object.values(apiContracts).flatMap((area) => Object.values(area));
const routes = Object.values(apiRoutes).flatMap((area) => Object.values(area));
const id = (c: { area: string; name: string }) => `${c.area}.${c.name}`;

describe('API contracts (shared/api)', () => {
  it('every route of routes.ts is served from a contract', () => {
    for (const route of catalogue) {
      expect(routes, `${route.key} (${route.entry})`).toContain(route.contract);
      expect(`${route.contract.method} ${route.contract.path}`).toBe(route.key);
    }
  });

  it('every contract is served by exactly one entry of routes.ts', () => {
    for (const contract of contracts) {
      const entries = catalogue.filter((r) => id(r.contract) === id(contract)).map((r) => r.entry);
      expect(entries, id(contract)).toHaveLength(1);
    }
    expect(new Set(catalogue.map((r) => r.key)).size).toBe(catalogue.length);
  });

  it.each(catalogue.map((r) => [id(r.contract), r] as const))(
    '%s: the handler at its entry uses that contract',
    (name, route) => {
      const [area, key] = name.split('.');
      const contract = apiContracts[area as keyof typeof apiContracts][key as never] as ApiContract;
      expect(route.meta.contract, `${route.entry} must be built with http(${name}, …)`).toBe(contract);
      expect(route.meta.auth).toBe(contract.auth);
      expect({ method: contract.method, path: contract.path, auth: contract.auth }).toEqual({
        method: route.contract.method,
        path: route.contract.path,
        auth: route.contract.auth,
      });
    },
  );

  it.each(contracts.map((c) => [id(c), c] as const))(
    '%s: its params schema names the path parameters',
    (_, contract) => {
      const names = pathParamNames(contract.path);
      if (names.length === 0) {
        expect(contract.params).toBeUndefined();
        return;
      }
      expect(contract.params).toBeInstanceOf(z.ZodObject);
      expect(Object.keys((contract.params as z.ZodObject).shape).sort()).toEqual([...names].sort());
    },
  );
});
