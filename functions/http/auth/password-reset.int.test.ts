import { startTestGateway, type TestGateway } from '../../../infra/local/test-gateway';
import { setIdentityPassword } from '../../adapters/identity';
import { RESET_REQUESTED } from '../../core/identity/password-reset';
import { seedPlans } from '../../ops/seed';
import { ApiClient, uniqueEmail } from '../../test-support/api';
import { invitationToken } from '../../test-support/invitations';
import { codeMailedAfter, mailCount } from '../../test-support/mailed-code';
import { loginAs, signInAdmin, signUpTenant, TEST_PASSWORD } from '../../test-support/tenants';

let gw: TestGateway;
beforeAll(async () => {
  gw = await startTestGateway();
  await seedPlans();
});
afterAll(() => gw.stop());

const NEW_PASSWORD = 'N3wSecret!x';

async function timed<T>(f: () => Promise<T>): Promise<[T, number]> {
  const t0 = performance.now();
  const r = await f();
  return [r, performance.now() - t0];
}

describe('Forgot password?', () => {
  it('mails a code; the code sets the new password and every other session stops working', async () => {
    const t = await signUpTenant(gw.url);
    const otherDevice = await loginAs(gw.url, t.ownerEmail);
    expect((await otherDevice.get('/api/auth/me')).status).toBe(200);

    const seen = await mailCount(t.ownerEmail);
    const asked = await new ApiClient(gw.url).post('/api/auth/password/forgot', { email: t.ownerEmail });
    expect(asked.status).toBe(200);
    expect(asked.json).toEqual({ message: RESET_REQUESTED });
    const code = await codeMailedAfter(t.ownerEmail, seen);

    const wrong = await new ApiClient(gw.url).post('/api/auth/password/reset', {
      email: t.ownerEmail,
      code: code === '000000' ? '111111' : '000000',
      newPassword: NEW_PASSWORD,
      confirmPassword: NEW_PASSWORD,
    });
    expect(wrong.status).toBe(400);
    expect(Object.keys(wrong.json.error.fields)).toEqual(['code']);

    const reset = await new ApiClient(gw.url).post('/api/auth/password/reset', {
      email: t.ownerEmail,
      code,
      newPassword: NEW_PASSWORD,
      confirmPassword: NEW_PASSWORD,
    });
    expect(reset.status).toBe(200);

    // both earlier sessions end: the session cookie and the refresh cookie alike
    for (const old of [t.owner, otherDevice]) {
      expect((await old.get('/api/auth/me')).status).toBe(401);
      expect((await old.post('/api/auth/refresh')).status).toBe(401);
    }
    expect(
      (await new ApiClient(gw.url).post('/api/auth/login', { email: t.ownerEmail, password: TEST_PASSWORD })).status,
    ).toBe(401);
    const fresh = await loginAs(gw.url, t.ownerEmail, NEW_PASSWORD);
    expect((await fresh.get('/api/auth/me')).json.user.email).toBe(t.ownerEmail);
    // the platform admin's activity log has it
    const log = await (await signInAdmin(gw.url)).get('/api/admin/activity?category=security&limit=100');
    expect(
      log.json.entries.some(
        (e: { action: string; actorEmail?: string }) =>
          e.action === 'auth.password_reset' && e.actorEmail === t.ownerEmail,
      ),
    ).toBe(true);
  });

  it('answers an address without an account exactly as one with, in similar time', async () => {
    const t = await signUpTenant(gw.url);
    const ask = (email: string) => timed(() => new ApiClient(gw.url).post('/api/auth/password/forgot', { email }));
    const [known, knownMs] = await ask(t.ownerEmail);
    const [unknown, unknownMs] = await ask(uniqueEmail('nobody'));
    expect(unknown.status).toBe(known.status);
    expect(unknown.json).toEqual(known.json);
    expect([...unknown.headers.keys()].sort()).toEqual([...known.headers.keys()].sort());
    // neither answers sooner than the floor; the unknown one no faster than half the known one
    expect(Math.min(knownMs, unknownMs)).toBeGreaterThanOrEqual(650);
    expect(unknownMs).toBeGreaterThan(knownMs / 2);

    // the reset with any code answers the same for both
    const reset = (email: string) =>
      new ApiClient(gw.url).post('/api/auth/password/reset', {
        email,
        code: '123456',
        newPassword: NEW_PASSWORD,
        confirmPassword: NEW_PASSWORD,
      });
    const [a, b] = [await reset(t.ownerEmail), await reset(uniqueEmail('nobody'))];
    expect(a.status).toBe(400);
    expect(b.status).toBe(a.status);
    expect(b.json.error.fields).toEqual(a.json.error.fields);
  });

  it('refuses the 6th request for one address within an hour (429), with or without an account', async () => {
    for (const email of [(await signUpTenant(gw.url)).ownerEmail, uniqueEmail('nobody')]) {
      const codes: number[] = [];
      for (let i = 0; i < 6; i++)
        codes.push((await new ApiClient(gw.url).post('/api/auth/password/forgot', { email })).status);
      expect(codes).toEqual([200, 200, 200, 200, 200, 429]);
    }
  });

  it('mails no code to an invited agent who has not accepted, and such an agent cannot sign in', async () => {
    const t = await signUpTenant(gw.url, { planId: 'plan-business' });
    const email = uniqueEmail('invitee');
    expect((await t.owner.post('/api/human-agents', { firstName: 'Nila', lastName: 'Das', email })).status).toBe(201);
    await invitationToken(email);
    const seen = await mailCount(email);
    const [invited, known] = [
      await new ApiClient(gw.url).post('/api/auth/password/forgot', { email }),
      await new ApiClient(gw.url).post('/api/auth/password/forgot', { email: uniqueEmail('nobody') }),
    ];
    expect(invited.status).toBe(200);
    expect(invited.json).toEqual(known.json);
    await expect(codeMailedAfter(email, seen, 2000)).rejects.toThrow(/no mail/);
    // a password got around the invitation (set in the pool directly here) does not sign them in either
    await setIdentityPassword(email, NEW_PASSWORD);
    expect((await new ApiClient(gw.url).post('/api/auth/login', { email, password: NEW_PASSWORD })).status).toBe(401);
  });

  it('names the field of bad input', async () => {
    const api = new ApiClient(gw.url);
    const r = await api.post('/api/auth/password/forgot', { email: 'not-an-address' });
    expect(r.status).toBe(400);
    expect(Object.keys(r.json.error.fields)).toEqual(['email']);
    const weak = await api.post('/api/auth/password/reset', {
      email: uniqueEmail('x'),
      code: '12ab',
      newPassword: 'short',
      confirmPassword: 'short',
    });
    expect(weak.status).toBe(400);
    expect(Object.keys(weak.json.error.fields).sort()).toEqual(['code', 'newPassword']);
  });
});
