import { INTENT_API_LEVELS } from '../../web/src/features/intents/api/access';
import { loadRouteCatalogue } from './route-catalogue';

/**
 * The web offers an action only to the roles of its API's level. Those levels are written down in the
 * web (it cannot import handlers); this checks them against what each handler enforces, so a changed
 * level on either side cannot turn into a button that ends in a 403, or a missing one.
 */
const catalogue = await loadRouteCatalogue();

describe('AI Training Center action levels', () => {
  it.each(Object.entries(INTENT_API_LEVELS))('%s is %s, as its handler declares', (key, level) => {
    const route = catalogue.find((r) => r.key === key);
    expect(route, `${key} is not in routes.ts`).toBeDefined();
    expect(route?.meta.auth).toBe(level);
  });

  it('lists every /api/intents route', () => {
    const intentRoutes = catalogue.filter((r) => r.path.startsWith('/api/intents')).map((r) => r.key);
    expect(Object.keys(INTENT_API_LEVELS).sort()).toEqual(intentRoutes.sort());
  });
});
