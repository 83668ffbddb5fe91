import type { TestTenant } from '../test-support/tenants';

/**
 * What the generated suites need to call a route meaningfully: the ids of a real resource of the
 * victim tenant for its path parameters, and a valid body. A route with path parameters and no
 * fixture fails the suite, so a new route cannot slip past the cross-tenant check.
 */
export interface RouteFixture {
  params?: (victim: TestTenant) => Promise<Record<string, string>>;
  body?: () => unknown;
}

export const routeFixtures: Record<string, RouteFixture> = {
  'POST /api/contacts': { body: () => ({ name: 'Fixture Person', email: 'fixture@example.com', message: 'Hello from the suite' }) },
  'POST /api/newsletter': { body: () => ({ email: `fx.${Math.random().toString(36).slice(2)}@example.com` }) },
};
