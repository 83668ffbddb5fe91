import type { TestGateway } from '../../../infra/local/test-gateway';
import { tenantSuite } from '../../../infra/test-fixtures/tenant-suite';
import { identityExists } from '../../adapters/identity';
import { createHumanAgent } from '../../core/tenants/human-agents';
import { readActiveSeats } from '../../core/tenants/seats';
import { db } from '../../db/service';
import { ApiClient, uniqueEmail } from '../../test-support/api';
import { acceptInvitation } from '../../test-support/invitations';
import { loginAs, signUpTenant, type TestTenant } from '../../test-support/tenants';

/** Human Agents (issue 10 item 4) over HTTP with cognito-local and DynamoDB Local. */
let gw: TestGateway;
let t: TestTenant;
tenantSuite((g, tenant) => {
  gw = g;
  t = tenant;
});

const PASSWORD = 'Agent1Pass';
// the owner names the agent; the agent sets PASSWORD from the mailed invitation (issue 31)
const agentBody = (email = uniqueEmail('agent')) => ({ firstName: 'Nila', lastName: 'Das', email });

describe('human agents', () => {
  it('creates an agent who can sign in; deactivation ends the open session and refuses login; reactivation restores it', async () => {
    const body = agentBody();
    const created = await t.owner.post('/api/human-agents', body);
    expect(created.status).toBe(201);
    expect(created.json.agent).toMatchObject({ firstName: 'Nila', email: body.email, isActive: true });
    const id = created.json.agent.id as string;
    expect((await t.owner.get('/api/human-agents')).json.agents.map((a: { id: string }) => a.id)).toContain(id);

    await acceptInvitation(gw.url, body.email, PASSWORD);
    const agent = await loginAs(gw.url, body.email, PASSWORD);
    expect((await agent.get('/api/agent/conversations')).status).toBe(200);

    const off = await t.owner.patch(`/api/human-agents/${id}/status`, { isActive: false });
    expect(off.status).toBe(200);
    expect(off.json.agent.isActive).toBe(false);
    expect((await agent.get('/api/agent/conversations')).status).toBe(401);
    const login = await new ApiClient(gw.url).post('/api/auth/login', { email: body.email, password: PASSWORD });
    expect(login.status).toBe(403);
    expect(login.json.error.message).toMatch(/deactivated/);
    // a wrong password still says nothing about the account
    const guess = await new ApiClient(gw.url).post('/api/auth/login', { email: body.email, password: 'Wrong1Pass' });
    expect(guess.status).toBe(401);

    expect((await t.owner.patch(`/api/human-agents/${id}/status`, { isActive: true })).status).toBe(200);
    const again = await new ApiClient(gw.url).post('/api/auth/login', { email: body.email, password: PASSWORD });
    expect(again.status).toBe(200);

    const edited = await t.owner.put(`/api/human-agents/${id}`, {
      firstName: 'Nilima',
      lastName: 'Das',
      email: body.email,
    });
    expect(edited.status).toBe(200);
    expect(edited.json.agent.firstName).toBe('Nilima');
    const removed = await t.owner.del(`/api/human-agents/${id}`);
    expect(removed.status).toBe(200);
    expect(removed.json.agent.isActive).toBe(false);
  });

  it('refuses a duplicate email with 409 and leaves nothing half-made', async () => {
    const body = agentBody();
    expect((await t.owner.post('/api/human-agents', body)).status).toBe(201);
    const dup = await t.owner.post('/api/human-agents', { ...body, firstName: 'Other' });
    expect(dup.status).toBe(409);
    expect(dup.json.error.message).toMatch(/already exists/);
    const { data } = await db().entities.user.query.byEmail({ email: body.email }).go();
    expect(data).toHaveLength(1);
  });

  it('undoes the agent when the invitation mail cannot be queued: no user, no sign-in, the seat back', async () => {
    const team = await signUpTenant(gw.url, { planId: 'plan-business' });
    const body = agentBody();
    const seats = await readActiveSeats(team.clientId);
    const queueDown = async () => {
      throw new Error('the mail queue is unreachable');
    };
    await expect(createHumanAgent(team.clientId, body, queueDown)).rejects.toThrow(/unreachable/);
    expect((await db().entities.user.query.byEmail({ email: body.email }).go()).data).toHaveLength(0);
    expect(await identityExists(body.email)).toBe(false);
    expect(await readActiveSeats(team.clientId)).toBe(seats);
    // nothing was left behind: the same address is invited again at once
    expect((await team.owner.post('/api/human-agents', body)).status).toBe(201);
  });

  it('names the field on bad input', async () => {
    // the owner's form has no password any more: one sent is refused by name, as a bad email is
    const r = await t.owner.post('/api/human-agents', { ...agentBody('not-an-email'), password: 'short' });
    expect(r.status).toBe(400);
    expect(Object.keys(r.json.error.fields)).toEqual(expect.arrayContaining(['email', 'password']));
  });

  it("keeps the plan's team-member limit (402) — Individual has one seat", async () => {
    const small = await signUpTenant(gw.url, { planId: 'plan-individual' });
    expect((await small.owner.post('/api/human-agents', agentBody())).status).toBe(201);
    const full = await small.owner.post('/api/human-agents', agentBody());
    expect(full.status).toBe(402);
    expect(full.json.error.message).toMatch(/1 team member/);
  });

  it('keeps one seat under 8 parallel creates and 3 parallel reactivations (the counter moves in the write)', async () => {
    const small = await signUpTenant(gw.url, { planId: 'plan-individual' });
    const activeMembers = async () =>
      (await db().entities.user.query.byId({ clientId: small.clientId }).go({ pages: 'all' })).data.filter(
        (u) => u.isActive && u.role !== 'business_owner',
      );
    const creates = await Promise.all(
      Array.from({ length: 8 }, () => small.owner.post('/api/human-agents', agentBody())),
    );
    expect(creates.map((r) => r.status).sort()).toEqual([201, 402, 402, 402, 402, 402, 402, 402]);
    expect(await activeMembers()).toHaveLength(1);
    // the refused ones left no half-made member
    expect((await small.owner.get('/api/human-agents')).json.agents).toHaveLength(1);

    // three deactivated agents, made one at a time as the seat frees
    const ids: string[] = [];
    for (let i = 0; i < 3; i++) {
      const [current] = await activeMembers();
      expect((await small.owner.patch(`/api/human-agents/${current.id}/status`, { isActive: false })).status).toBe(200);
      if (i < 2) expect((await small.owner.post('/api/human-agents', agentBody())).status).toBe(201);
      ids.push(current.id);
    }
    expect(await activeMembers()).toHaveLength(0);
    const back = await Promise.all(
      ids.map((id) => small.owner.patch(`/api/human-agents/${id}/status`, { isActive: true })),
    );
    expect(back.map((r) => r.status).sort()).toEqual([200, 402, 402]);
    expect(await activeMembers()).toHaveLength(1);
    expect(await readActiveSeats(small.clientId)).toBe(1);
    // deactivating and removing free the seat once each, however often they are sent
    const [current] = await activeMembers();
    await Promise.all([
      small.owner.patch(`/api/human-agents/${current.id}/status`, { isActive: false }),
      small.owner.del(`/api/human-agents/${current.id}`),
    ]);
    expect(await readActiveSeats(small.clientId)).toBe(0);
  });

  it("counts a tenant's seats from its members when it has no counter yet (tenants from before it)", async () => {
    const small = await signUpTenant(gw.url, { planId: 'plan-individual' });
    expect((await small.owner.post('/api/human-agents', agentBody())).status).toBe(201);
    await db().entities.tenantCounter.delete({ clientId: small.clientId, name: 'activeSeats', period: 'all' }).go();
    expect((await small.owner.post('/api/human-agents', agentBody())).status).toBe(402);
    expect(await readActiveSeats(small.clientId)).toBe(1);
  });

  it('keeps other tenants and other roles out', async () => {
    const created = await t.owner.post('/api/human-agents', agentBody());
    const id = created.json.agent.id as string;
    const other = await signUpTenant(gw.url);
    expect((await other.owner.patch(`/api/human-agents/${id}/status`, { isActive: false })).status).toBe(404);
    expect((await other.owner.get('/api/human-agents')).json.agents).toEqual([]);
    const { data } = await db().entities.user.get({ clientId: t.clientId, id }).go();
    expect(data?.isActive).toBe(true);
    for (const role of ['human_agent', 'ai_trainer'] as const) {
      const member = await t.member(role);
      expect((await member.get('/api/human-agents')).status).toBe(403);
    }
  });
});
