import { describe, expect, it } from 'vitest';
import { DASHBOARD_HOME_MODULES, loadDashboardHome, loadDashboardShell } from './screen-chunks';

describe('the dashboard home chunks', () => {
  it("DASHBOARD_HOME_MODULES names the modules the two loaders import, as paths from web/ (the build's manifest keys)", async () => {
    // web/src/app → web/
    const named = await Promise.all(DASHBOARD_HOME_MODULES.map((path) => import(/* @vite-ignore */ `../../${path}`)));
    expect(named[0]).toBe(await loadDashboardShell());
    expect(named[1]).toBe(await loadDashboardHome());
  });
});
