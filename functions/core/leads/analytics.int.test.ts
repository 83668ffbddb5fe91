import { newId } from '../../db/ids';
import { crmAnalytics, predictiveAnalytics } from './analytics';
import { createLead } from './store';

const DAY = 86_400_000;

describe('lead analytics read counters of their own name only', () => {
  it('churn risk counts the open leads idle 14+ days, nothing else in the tenant partition', async () => {
    const clientId = newId();
    const now = Date.now();
    const at = (daysAgo: number) => new Date(now - daysAgo * DAY).toISOString();
    // two fresh leads, two idle for 20 and 40 days, one idle but closed (lost)
    for (const [name, days, status] of [
      ['Fresh A', 0, 'new'],
      ['Fresh B', 1, 'contacted'],
      ['Idle A', 20, 'new'],
      ['Idle B', 40, 'qualified'],
      ['Idle lost', 30, 'lost'],
    ] as const) {
      await createLead({
        clientId,
        id: newId(),
        name,
        source: 'website',
        status,
        createdAt: at(days),
        lastActivityAt: at(days),
      });
    }
    const p = await predictiveAnalytics(clientId);
    expect(p.churnRiskLeads).toBe(2);
    expect(p.totalLeads).toBe(5);
    expect(p.tiers.hot + p.tiers.warm + p.tiers.cold).toBe(4);
    expect(p.leaderboard.map((l) => l.name)).not.toContain('Idle lost');
    const crm = await crmAnalytics(clientId);
    expect(crm.pipeline.byStatus).toEqual({ new: 2, contacted: 1, qualified: 1, converted: 0, lost: 1 });
  });
});
