import { ROLES } from './enums';
import {
  FEATURE_AREAS,
  isFeatureShipped,
  PRODUCT_FEATURES,
  SHIPPED_FEATURES,
  shippedFeatureAreas,
  TEAM_ROLE_LABELS,
} from './features';
import { PLAN_CATALOGUE } from './plan-catalogue';

describe('the feature list', () => {
  it('has unique ids, known areas, and names the issue of every unshipped feature', () => {
    expect(new Set(PRODUCT_FEATURES.map((f) => f.id)).size).toBe(PRODUCT_FEATURES.length);
    const areas = new Set<string>(FEATURE_AREAS.map((a) => a.id));
    for (const f of PRODUCT_FEATURES) {
      expect(areas).toContain(f.area);
      if (f.shipped !== true) expect(f.shipped.issue).toBeGreaterThan(8);
    }
  });

  it('shows an area only with its shipped features', () => {
    for (const area of shippedFeatureAreas()) {
      expect(area.features.length).toBeGreaterThan(0);
      for (const f of area.features) expect(f.shipped).toBe(true);
    }
    expect(shippedFeatureAreas().flatMap((a) => a.features)).toHaveLength(SHIPPED_FEATURES.length);
  });

  it('derives the team roles from the role enum', () => {
    expect(TEAM_ROLE_LABELS).toHaveLength(ROLES.length - 1);
    expect(TEAM_ROLE_LABELS).not.toContain('Platform admin');
  });

  it('refuses an unknown feature id', () => {
    expect(() => isFeatureShipped('time-travel')).toThrow(/Unknown feature/);
  });

  it('lists on the plan cards only the volume and shipped features', () => {
    const unshipped = PRODUCT_FEATURES.filter((f) => f.shipped !== true).map((f) => f.title);
    const shipped = new Set(SHIPPED_FEATURES.map((f) => f.title));
    for (const plan of PLAN_CATALOGUE) {
      const [volume, ...rest] = plan.features;
      expect(volume).toMatch(/conversations \/ month$|^Custom conversation volume$/);
      for (const line of rest) expect(shipped).toContain(line);
      for (const title of unshipped) expect(plan.features).not.toContain(title);
    }
  });
});
