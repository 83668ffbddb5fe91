import type { TestGateway } from '../../../infra/local/test-gateway';
import { tenantSuite } from '../../../infra/test-fixtures/tenant-suite';
import { RESEND_BUDGET } from '../../core/tenants/invitations';
import { readActiveSeats } from '../../core/tenants/seats';
import { db } from '../../db/service';
import { ApiClient, uniqueEmail } from '../../test-support/api';
import { invitationToken } from '../../test-support/invitations';
import { mailsTo, waitForMail } from '../../test-support/mail-inbox';
import { loginAs, signUpTenant, type TestTenant } from '../../test-support/tenants';

/**
 * Agent invitations (issue 31 item 3) over HTTP, with the invitation read from the SES stand-in's inbox:
 * the owner adds an agent by name and address, the agent sets their own password from the mailed link
 * and is signed in; a used, expired, withdrawn or replaced link says so and never works again.
 */
let gw: TestGateway;
let t: TestTenant;
// a plan with ten seats: each invitation holds one until it is revoked
tenantSuite(async (g) => {
  gw = g;
  t = await signUpTenant(g.url, { planId: 'plan-business' });
});

const PASSWORD = 'Agent1Pass';
const COMPANY = 'Verma Opticals'; // test-support/tenants.ts signupPayload

async function invite(owner = t.owner, email = uniqueEmail('invitee')) {
  const r = await owner.post('/api/human-agents', { firstName: 'Nila', lastName: 'Das', email });
  expect(r.status).toBe(201);
  return { email, id: r.json.agent.id as string, reply: r };
}
const view = (token: string) => new ApiClient(gw.url).post('/api/invitations/view', { token });
const accept = (token: string, password = PASSWORD, api = new ApiClient(gw.url)) =>
  api.post('/api/invitations/accept', { token, password, confirmPassword: password });
const agentOf = async (id: string, owner = t.owner) =>
  ((await owner.get('/api/human-agents')).json.agents as { id: string; status: string }[]).find((a) => a.id === id);

describe('agent invitations', () => {
  it('mails the agent a link; they set their own password, are signed in, and the link is spent', async () => {
    const { email, id, reply } = await invite();
    // the owner never types or sees a password
    expect(reply.json.agent).toMatchObject({ status: 'invited', email });
    expect(reply.text).not.toMatch(/password/i);

    const mail = await waitForMail({ to: email, subject: /invit/i });
    expect(mail.subject).toContain(COMPANY);
    expect(mail.text).toContain('Nila');
    expect(mail.text).toMatch(/7 days/);
    expect(mail.text).not.toMatch(/password:/i);
    const token = await invitationToken(email);
    expect(mail.html).toContain(`/invite/${token}`);

    const page = await view(token);
    expect(page.status).toBe(200);
    expect(page.json).toEqual({ state: 'pending', businessName: COMPANY, firstName: 'Nila', email });
    // still invited until the password is set; nobody can sign in meanwhile
    expect((await agentOf(id))?.status).toBe('invited');
    expect((await new ApiClient(gw.url).post('/api/auth/login', { email, password: PASSWORD })).status).toBe(401);

    const mismatch = await new ApiClient(gw.url).post('/api/invitations/accept', {
      token,
      password: PASSWORD,
      confirmPassword: 'Other1Pass',
    });
    expect(mismatch.status).toBe(400);
    expect(mismatch.json.error.fields).toHaveProperty('confirmPassword');
    const weak = await accept(token, 'short');
    expect(weak.status).toBe(400);
    expect(weak.json.error.fields).toHaveProperty('password');
    expect((await agentOf(id))?.status).toBe('invited');

    const agent = new ApiClient(gw.url);
    const accepted = await accept(token, PASSWORD, agent);
    expect(accepted.status).toBe(200);
    expect(accepted.json.user).toMatchObject({ email, role: 'human_agent', clientId: t.clientId });
    expect((await agent.get('/api/agent/conversations')).status).toBe(200);
    expect((await agentOf(id))?.status).toBe('active');
    expect((await loginAs(gw.url, email, PASSWORD).then((a) => a.get('/api/auth/me'))).json.user.email).toBe(email);

    // one use: the page says so, and a second password is refused
    expect((await view(token)).json).toEqual({ state: 'accepted', businessName: COMPANY });
    const again = await accept(token, 'Other1Pass');
    expect(again.status).toBe(409);
    expect(again.json.error.message).toMatch(/already been used/);
    expect((await new ApiClient(gw.url).post('/api/auth/login', { email, password: 'Other1Pass' })).status).toBe(401);
  });

  it('an expired link says whom to ask; a resend gives a new link and the old one stops working', async () => {
    const { email, id } = await invite();
    const old = await invitationToken(email);
    // seven days later: the stored link's time is up
    await db()
      .entities.agentInvitation.patch({ clientId: t.clientId, userId: id })
      .set({ validUntil: new Date(Date.now() - 1000).toISOString() })
      .go();
    expect((await view(old)).json).toEqual({ state: 'expired', businessName: COMPANY });
    const late = await accept(old);
    expect(late.status).toBe(409);
    expect(late.json.error.message).toBe(`This invitation has expired — ask ${COMPANY} to send a new one.`);
    expect(await agentOf(id)).toMatchObject({ status: 'invited', invitation: { expired: true } });

    const resent = await t.owner.post(`/api/human-agents/${id}/invitation`);
    expect(resent.status).toBe(200);
    expect(resent.json.agent).toMatchObject({ status: 'invited', invitation: { expired: false } });
    const fresh = await invitationToken(email, old);
    expect(fresh).not.toBe(old);
    expect((await view(old)).status).toBe(404);
    expect((await accept(old)).status).toBe(404);
    expect((await accept(fresh)).status).toBe(200);
    expect((await agentOf(id))?.status).toBe('active');
  });

  it('a resend while the link still works replaces it too, and resends are limited', async () => {
    const { email, id } = await invite();
    const first = await invitationToken(email);
    for (let i = 0; i < RESEND_BUDGET.limit; i++)
      expect((await t.owner.post(`/api/human-agents/${id}/invitation`)).status).toBe(200);
    const limited = await t.owner.post(`/api/human-agents/${id}/invitation`);
    expect(limited.status).toBe(429);
    // each send mailed once: the first and the five resends
    await expect.poll(async () => (await mailsTo(email)).length, { timeout: 15_000 }).toBe(1 + RESEND_BUDGET.limit);
    expect((await view(first)).status).toBe(404);
  });

  it('a revoked link says so; the agent who never joined leaves the list and frees the seat', async () => {
    const small = await signUpTenant(gw.url, { planId: 'plan-individual', companyName: 'Small Shop' });
    const { email, id } = await invite(small.owner);
    const token = await invitationToken(email);
    expect(await readActiveSeats(small.clientId)).toBe(1);
    // the plan's one seat is held by the invitation
    expect(
      (await small.owner.post('/api/human-agents', { firstName: 'A', lastName: 'B', email: uniqueEmail('x') })).status,
    ).toBe(402);

    const revoked = await small.owner.del(`/api/human-agents/${id}/invitation`);
    expect(revoked.status).toBe(204);
    expect((await view(token)).json).toEqual({ state: 'revoked', businessName: 'Small Shop' });
    const late = await accept(token);
    expect(late.status).toBe(409);
    expect(late.json.error.message).toBe('This invitation was withdrawn — ask Small Shop to send a new one.');
    expect(await agentOf(id, small.owner)).toBeUndefined();
    expect(await readActiveSeats(small.clientId)).toBe(0);
    // revoked twice, or resent after revoking: nothing to act on
    expect((await small.owner.del(`/api/human-agents/${id}/invitation`)).status).toBe(404);
    expect((await small.owner.post(`/api/human-agents/${id}/invitation`)).status).toBe(404);
    // the address can be invited again
    expect((await invite(small.owner, email)).reply.status).toBe(201);
  });

  it('keeps other tenants out of an invitation: 404, nothing changes', async () => {
    const { email, id } = await invite();
    const token = await invitationToken(email);
    const other = await signUpTenant(gw.url);
    expect((await other.owner.post(`/api/human-agents/${id}/invitation`)).status).toBe(404);
    expect((await other.owner.del(`/api/human-agents/${id}/invitation`)).status).toBe(404);
    expect((await mailsTo(email)).length).toBe(1);
    expect((await view(token)).json.state).toBe('pending');
    // an agent who accepted is no longer invited: their invitation cannot be revoked
    expect((await accept(token)).status).toBe(200);
    expect((await t.owner.del(`/api/human-agents/${id}/invitation`)).status).toBe(404);
    for (const role of ['human_agent', 'ai_trainer'] as const) {
      const member = await t.member(role);
      expect((await member.post(`/api/human-agents/${id}/invitation`)).status).toBe(403);
    }
  });

  it('names the field on bad input and never answers 500 for an unknown link', async () => {
    const malformed = await new ApiClient(gw.url).post('/api/invitations/view', { token: 'not a token' });
    expect(malformed.status).toBe(400);
    expect(malformed.json.error.fields).toHaveProperty('token');
    const unknown = await view('A'.repeat(43));
    expect(unknown.status).toBe(404);
    const unknownAccept = await accept('B'.repeat(43));
    expect(unknownAccept.status).toBe(404);
    const extra = await new ApiClient(gw.url).post('/api/invitations/accept', {
      token: 'C'.repeat(43),
      password: PASSWORD,
      confirmPassword: PASSWORD,
      clientId: t.clientId,
    });
    expect(extra.status).toBe(400);
    expect(extra.json.error.fields).toHaveProperty('clientId');
  });
});
