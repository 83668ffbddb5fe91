import { getUsage } from '../core/billing/usage';
import { getDashboard } from '../core/metrics/dashboard';
import { useIsolatedTable } from '../test-support/isolated-table';
import { seedDemoData } from './seed';
import { DEMO_CLIENT_ID, DEMO_CONVERSATIONS } from './seed-data/demo';

// a table of its own: the demo tenant has a fixed id
beforeAll(() => useIsolatedTable('seed-usage'));

describe('the demo tenant’s plan usage (seed)', () => {
  it('is a Starter trial whose first usage period holds the seeded conversations', async () => {
    await seedDemoData();
    const usage = await getUsage(DEMO_CLIENT_ID);
    expect(usage).toMatchObject({
      conversationsUsed: DEMO_CONVERSATIONS.length,
      conversationsLimit: 1_000,
      teamMembers: 2, // the demo trainer and agent
      teamMembersLimit: 3,
      costInsights: { planPrice: 0 },
    });
    // the trial began a day before seeding, so every demo conversation (the last few hours) is in it
    expect(Date.now() - Date.parse(usage.periodStart)).toBeGreaterThan(23 * 3_600_000);
    expect((await getDashboard(DEMO_CLIENT_ID)).conversationsUsed).toBe(DEMO_CONVERSATIONS.length);
    // a second start of the app counts nothing twice
    await seedDemoData();
    expect((await getUsage(DEMO_CLIENT_ID)).conversationsUsed).toBe(DEMO_CONVERSATIONS.length);
  });
});
