import { intents } from '@shared/api/routes/intents';
import { knowledge } from '@shared/api/routes/knowledge';
import { loadRouteCatalogue } from './route-catalogue';

/**
 * The web offers an action only to the roles of its API's level (web/src/lib/may-call.ts), which it reads
 * from the routes' contracts (shared/api/routes/intents.ts, and knowledge.ts for the Knowledge tab); this
 * checks them against what each handler enforces, so a changed level on either side cannot turn into a
 * button that ends in a 403, or a missing one.
 */
const catalogue = await loadRouteCatalogue();

describe('AI Training Center action levels', () => {
  it.each(Object.values(intents).map((r) => [`${r.method} ${r.path}`, r.auth, r] as const))(
    '%s is %s, as its handler declares',
    (key, level) => {
      const route = catalogue.find((r) => r.key === key);
      expect(route, `${key} is not in routes.ts`).toBeDefined();
      expect(route?.meta.auth).toBe(level);
    },
  );

  it('lists every /api/intents route', () => {
    const intentRoutes = catalogue.filter((r) => r.path.startsWith('/api/intents')).map((r) => r.key);
    expect(
      Object.values(intents)
        .map((r) => `${r.method} ${r.path}`)
        .sort(),
    ).toEqual(intentRoutes.sort());
  });
});

describe('Knowledge tab action levels', () => {
  it.each(Object.values(knowledge).map((r) => [`${r.method} ${r.path}`, r.auth] as const))(
    '%s is %s, as its handler declares',
    (key, level) => {
      expect(catalogue.find((r) => r.key === key)?.meta.auth, key).toBe(level);
    },
  );
});
