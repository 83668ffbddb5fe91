import { newId } from '../../db/ids';
import { db } from '../../db/service';
import { seedPlans } from '../../ops/seed';
import { signupPayload } from '../../test-support/tenants';
import { startConversation } from '../chat/conversations';
import { getDashboard } from '../metrics/dashboard';
import { createTenant } from '../tenants/tenancy';
import { countRecentLeads } from './recent';
import { createLead } from './store';

const HOUR = 60 * 60 * 1000;
const lead = (clientId: string, createdAt: Date, name = 'Visitor') =>
  createLead({ clientId, id: newId(), name, source: 'widget', createdAt: createdAt.toISOString() });

describe('recent leads (dashboard)', () => {
  it('counts 12 leads of the last 24 h and lists the 10 newest', async () => {
    const clientId = newId();
    const now = Date.now();
    await Promise.all(
      Array.from({ length: 12 }, (_, i) => lead(clientId, new Date(now - (i + 0.5) * HOUR), `Lead ${i}`)),
    );
    await lead(clientId, new Date(now - 25 * HOUR), 'Too old');

    const dashboard = await getDashboard(clientId);
    expect(dashboard.recentLeadsCount).toBe(12);
    expect(dashboard.recentLeads.map((l) => l.name)).toEqual(Array.from({ length: 10 }, (_, i) => `Lead ${i}`));
  });

  it('reads the count from the hourly counters, not by listing the window', async () => {
    const clientId = newId();
    await lead(clientId, new Date(Date.now() - 2 * HOUR));
    // a lead record written without its counter bump is not seen by the count: proof that it reads counters
    await db().entities.lead.create({ clientId, id: newId(), name: 'Uncounted', source: 'widget' }).go();
    expect((await getDashboard(clientId)).recentLeadsCount).toBe(1);
  });

  it('takes the window’s first, partly covered hour from the leads themselves', async () => {
    const clientId = newId();
    const now = new Date('2026-03-10T12:30:00.000Z');
    await lead(clientId, new Date('2026-03-09T12:15:00.000Z')); // same hour as the window start, but before it
    await lead(clientId, new Date('2026-03-09T12:45:00.000Z')); // inside the window, in its first partial hour
    await lead(clientId, new Date('2026-03-09T13:00:00.000Z')); // first full hour
    await lead(clientId, new Date('2026-03-10T12:29:00.000Z')); // the current hour
    expect(await countRecentLeads(clientId, now)).toBe(3);
  });

  it('counts the lead a widget conversation creates', async () => {
    await seedPlans();
    const { confirmPassword: _c, ...payload } = signupPayload();
    const { clientId } = await createTenant(payload as never);
    await startConversation({ clientId, fields: { name: 'Ravi Kumar', email: 'ravi@example.com' }, source: 'widget' });
    const dashboard = await getDashboard(clientId);
    expect(dashboard.recentLeadsCount).toBe(1);
    expect(dashboard.recentLeads[0]?.name).toBe('Ravi Kumar');
  });
});
