import { ERROR_CODES } from '@shared/api-error';
import { startTestGateway, type TestGateway } from '../../../infra/local/test-gateway';
import { seedPlans } from '../../ops/seed';
import { uniqueEmail } from '../../test-support/api';
import { codeMailedAfter } from '../../test-support/mailed-code';
import { loginAs, signUpTenant, TEST_PASSWORD } from '../../test-support/tenants';

let gw: TestGateway;
beforeAll(async () => {
  gw = await startTestGateway();
  await seedPlans();
});
afterAll(() => gw.stop());

const agent = () => ({ firstName: 'Nila', lastName: 'Das', email: uniqueEmail('agent') });

describe('email verification', () => {
  it('sign-up works at once, unverified; the mailed code verifies; only then may the owner add agents', async () => {
    const t = await signUpTenant(gw.url, {}, { verified: false });
    expect((await t.owner.get('/api/auth/email')).json).toEqual({ email: t.ownerEmail, verified: false });
    expect((await t.owner.get('/api/dashboard')).status).toBe(200);

    const refused = await t.owner.post('/api/human-agents', agent());
    expect(refused.status).toBe(403);
    expect(refused.json.error.code).toBe(ERROR_CODES.EMAIL_UNVERIFIED);
    expect(refused.json.error.message).toMatch(/Verify your email address/);

    // a new address: the sign-up's code is its first mail
    const code = await codeMailedAfter(t.ownerEmail, 0);
    const wrong = await t.owner.post('/api/auth/email/verify', { code: code === '000000' ? '111111' : '000000' });
    expect(wrong.status).toBe(400);
    expect(Object.keys(wrong.json.error.fields)).toEqual(['code']);

    const ok = await t.owner.post('/api/auth/email/verify', { code });
    expect(ok.status).toBe(200);
    expect(ok.json).toEqual({ email: t.ownerEmail, verified: true });
    expect((await t.owner.post('/api/human-agents', agent())).status).toBe(201);
  });

  it('resends a code (a new one works) and limits per address', async () => {
    const t = await signUpTenant(gw.url, {}, { verified: false });
    await codeMailedAfter(t.ownerEmail, 0);
    const again = await t.owner.post('/api/auth/email/code');
    expect(again.status).toBe(200);
    expect(again.json.verified).toBe(false);
    const code = await codeMailedAfter(t.ownerEmail, 1);
    expect((await t.owner.post('/api/auth/email/verify', { code })).json.verified).toBe(true);
    // sign-up sent the 1st, the resend the 2nd: three more fit in the hour, then 429
    const codes: number[] = [];
    for (let i = 0; i < 4; i++) codes.push((await t.owner.post('/api/auth/email/code')).status);
    expect(codes).toEqual([200, 200, 200, 429]);
  });

  it('changing the email asks the password, moves the sign-in and asks for the new address to be verified', async () => {
    const t = await signUpTenant(gw.url);
    const next = uniqueEmail('moved');
    const wrong = await t.owner.put('/api/auth/email', { email: next, password: 'Wrong1Pass' });
    expect(wrong.status).toBe(400);
    expect(Object.keys(wrong.json.error.fields)).toEqual(['password']);
    const taken = await t.owner.put('/api/auth/email', {
      email: (await signUpTenant(gw.url)).ownerEmail,
      password: TEST_PASSWORD,
    });
    expect(taken.status).toBe(400);
    expect(Object.keys(taken.json.error.fields)).toEqual(['email']);

    const moved = await t.owner.put('/api/auth/email', { email: next, password: TEST_PASSWORD });
    expect(moved.status).toBe(200);
    expect(moved.json).toEqual({ email: next, verified: false });
    expect((await t.owner.get('/api/auth/email')).json).toEqual({ email: next, verified: false });
    expect((await t.owner.post('/api/human-agents', agent())).status).toBe(403);

    const code = await codeMailedAfter(next, 0);
    expect((await t.owner.post('/api/auth/email/verify', { code })).json).toEqual({ email: next, verified: true });
    const signedIn = await loginAs(gw.url, next);
    expect((await signedIn.get('/api/auth/me')).json.user.email).toBe(next);
  });
});
