import { startTestGateway, type TestGateway } from '../../../infra/local/test-gateway';
import { updateIdentityAttributes } from '../../adapters/identity';
import { setTenantStatus, setUserAccess } from '../../core/tenants/tenant-access';
import { documentClient } from '../../db/client';
import { db } from '../../db/service';
import { seedPlans } from '../../ops/seed';
import { ApiClient, uniqueEmail } from '../../test-support/api';
import { loginAs, signUpTenant, signupPayload, TEST_PASSWORD } from '../../test-support/tenants';

let gw: TestGateway;
beforeAll(async () => {
  gw = await startTestGateway();
  await seedPlans();
});
afterAll(() => gw.stop());

describe('signup', () => {
  it('creates the tenant, its owner and defaults in one go, and signs in', async () => {
    const api = new ApiClient(gw.url);
    const payload = signupPayload();
    const r = await api.post('/api/auth/register', payload);
    expect(r.status).toBe(201);
    expect(r.json.user).toMatchObject({
      email: payload.email,
      role: 'business_owner',
      firstName: 'Asha',
      lastName: 'Verma',
    });
    const clientId = r.json.user.clientId;
    expect(api.cookies.has('parley_session')).toBe(true);

    const [client, widget, sub, settings] = await Promise.all([
      db().entities.client.get({ clientId }).go(),
      db().entities.widgetSettings.get({ clientId }).go(),
      db().entities.subscription.get({ clientId }).go(),
      db().entities.userSettings.get({ clientId, userId: r.json.user.id }).go(),
    ]);
    expect(client.data).toMatchObject({
      companyName: 'Verma Opticals',
      planId: 'plan-starter',
      conversationsLimit: 1000,
      status: 'active',
    });
    expect(widget.data?.welcomeMessage).toBe('Hi! How can I help you today?');
    expect(widget.data?.leadFormFields as unknown[]).toHaveLength(6);
    expect(sub.data).toMatchObject({ planId: 'plan-starter', status: 'active', cancelAtPeriodEnd: false });
    expect(settings.data).toBeTruthy();

    const me = await api.get('/api/auth/me');
    expect(me.json.user.clientId).toBe(clientId);
    const profile = await api.get('/api/settings/profile');
    expect(profile.json).toMatchObject({
      fullName: 'Asha Verma',
      email: payload.email,
      company: 'Verma Opticals',
      timezone: null,
      language: 'en',
    });
    expect((await api.get('/api/user/profile')).json.email).toBe(payload.email);
  });

  it('answers a duplicate email with 409 and leaves the first account working', async () => {
    const t = await signUpTenant(gw.url);
    const again = await new ApiClient(gw.url).post('/api/auth/register', signupPayload({ email: t.ownerEmail }));
    expect(again.status).toBe(409);
    expect(again.json.error.message).toMatch(/already exists/);
    expect((await t.owner.get('/api/auth/me')).status).toBe(200);
  });

  it.each([
    [{ password: 'short1A', confirmPassword: 'short1A' }, 'password', 'Password too short'],
    [{ password: 'alllowercase1', confirmPassword: 'alllowercase1' }, 'password', 'Password too weak'],
    [{ confirmPassword: 'Different1' }, 'confirmPassword', 'Password mismatch'],
    [{ email: 'nope' }, 'email', 'Invalid email address'],
    [{ firstName: 'A' }, 'firstName', 'First name must be at least 2 characters'],
    [{ companyName: 'X' }, 'companyName', 'Company name must be at least 2 characters'],
    [{ planId: 'plan-imaginary' }, 'planId', 'Plan not found'],
  ])('rejects %o naming %s', async (override, field, message) => {
    const email = uniqueEmail();
    const r = await new ApiClient(gw.url).post('/api/auth/register', signupPayload({ email, ...override }));
    expect(r.status).toBe(400);
    expect(r.json.error.fields[field]).toBe(message);
    const { data } = await db().entities.user.query.byEmail({ email }).go();
    expect(data).toHaveLength(0);
  });

  it('refuses an inactive plan', async () => {
    await db().entities.plan.patch({ id: 'plan-professional' }).set({ isActive: false }).go();
    try {
      const r = await new ApiClient(gw.url).post('/api/auth/register', signupPayload({ planId: 'plan-professional' }));
      expect(r.status).toBe(400);
      expect(r.json.error.fields.planId).toBe('Plan not found');
    } finally {
      await db().entities.plan.patch({ id: 'plan-professional' }).set({ isActive: true }).go();
    }
  });
});

describe('login, refresh, logout', () => {
  it('logs in with the user shape of the spec and sets HttpOnly SameSite cookies', async () => {
    const t = await signUpTenant(gw.url);
    const api = new ApiClient(gw.url);
    const r = await api.post('/api/auth/login', { email: t.ownerEmail.toUpperCase(), password: TEST_PASSWORD });
    expect(r.status).toBe(200);
    expect(Object.keys(r.json.user).sort()).toEqual(['clientId', 'email', 'firstName', 'id', 'lastName', 'role']);
    const setCookies = r.headers.getSetCookie();
    const session = setCookies.find((c) => c.startsWith('parley_session='));
    const refresh = setCookies.find((c) => c.startsWith('parley_refresh='));
    expect(session).toMatch(/HttpOnly/);
    expect(session).toMatch(/SameSite=Lax/);
    expect(refresh).toMatch(/Path=\/api\/auth/);
  });

  it('says the same thing for a wrong password and an unknown email', async () => {
    const t = await signUpTenant(gw.url);
    const wrong = await new ApiClient(gw.url).post('/api/auth/login', { email: t.ownerEmail, password: 'Wrong1234' });
    const unknown = await new ApiClient(gw.url).post('/api/auth/login', {
      email: uniqueEmail(),
      password: 'Wrong1234',
    });
    expect(wrong.status).toBe(401);
    expect(unknown.status).toBe(401);
    expect(wrong.json.error.message).toBe('Invalid email or password');
    expect(unknown.json.error.message).toBe('Invalid email or password');
  });

  it('refuses the old session cookie at once after logout', async () => {
    const t = await signUpTenant(gw.url);
    const stolen = t.owner.cookieHeader();
    expect((await t.owner.get('/api/dashboard')).status).toBe(200);
    const out = await t.owner.post('/api/auth/logout');
    expect(out.status).toBe(204);
    const replay = await new ApiClient(gw.url).get('/api/dashboard', { cookie: stolen });
    expect(replay.status).toBe(401);
    // and the user can sign in again straight away
    const again = await loginAs(gw.url, t.ownerEmail);
    expect((await again.get('/api/dashboard')).status).toBe(200);
  });

  it('refreshes the session from the refresh cookie, and not after logout', async () => {
    const t = await signUpTenant(gw.url);
    const refreshed = await t.owner.post('/api/auth/refresh');
    expect(refreshed.status).toBe(200);
    expect(refreshed.json.user.email).toBe(t.ownerEmail);
    const refreshCookie = `parley_refresh=${t.owner.cookies.get('parley_refresh')}`;
    await t.owner.post('/api/auth/logout');
    const after = await new ApiClient(gw.url).post('/api/auth/refresh', undefined, { cookie: refreshCookie });
    expect(after.status).toBe(401);
  });

  it('ends the sessions of other devices too: their refresh cookies no longer mint a session', async () => {
    const t = await signUpTenant(gw.url);
    const laptop = await loginAs(gw.url, t.ownerEmail);
    const phone = await loginAs(gw.url, t.ownerEmail);
    expect((await phone.post('/api/auth/refresh')).status).toBe(200);
    expect((await laptop.post('/api/auth/logout')).status).toBe(204);
    const phoneRefresh = `parley_refresh=${phone.cookies.get('parley_refresh')}`;
    const r = await new ApiClient(gw.url).post('/api/auth/refresh', undefined, { cookie: phoneRefresh });
    expect(r.status).toBe(401);
    expect((await phone.get('/api/auth/me')).status).toBe(401);
    // a new login works again, refresh included
    const again = await loginAs(gw.url, t.ownerEmail);
    expect((await again.post('/api/auth/refresh')).status).toBe(200);
  });

  it.each([
    ['GET', '/api/auth/me', 401],
    ['GET', '/api/dashboard', 401],
    ['POST', '/api/auth/refresh', 401],
    ['POST', '/api/auth/logout', 204],
  ])('answers %s %s with a malformed cookie as if there were none (%i, never 500)', async (method, path, status) => {
    const api = new ApiClient(gw.url);
    const r = await api.request(method, path, undefined, { cookie: 'parley_session=%; parley_refresh=%E0%A4%A' });
    expect(r.status).toBe(status);
  });

  it('checks the password at most 5 times however many wrong guesses arrive at once', async () => {
    const t = await signUpTenant(gw.url);
    const statuses = await Promise.all(
      Array.from({ length: 25 }, (_, i) =>
        new ApiClient(gw.url).post('/api/auth/login', { email: t.ownerEmail, password: `Wrong${i}xyz` }),
      ),
    ).then((rs) => rs.map((r) => r.status));
    // every 401 is a password the identity provider checked; the rest were refused before asking it
    expect(statuses.filter((s) => s === 401)).toHaveLength(5);
    expect(statuses.filter((s) => s === 429)).toHaveLength(20);
  });

  it('reads DynamoDB once on the authenticated request path', async () => {
    const t = await signUpTenant(gw.url);
    await t.owner.get('/api/auth/me'); // warm: JWKS fetched, modules loaded
    const calls: string[] = [];
    const stack = documentClient().middlewareStack;
    stack.add(
      (next, context) => async (args) => {
        calls.push(String(context.commandName));
        return next(args);
      },
      { step: 'initialize', name: 'countCalls' },
    );
    try {
      const r = await t.owner.get('/api/auth/me');
      expect(r.status).toBe(200);
    } finally {
      stack.remove('countCalls');
    }
    // the document client shares the low-level client's middleware stack: one GetItem, nothing else
    expect(calls).toEqual(['GetItemCommand']);
  });

  it('locks an email out after 5 failures within 15 minutes (429), even with the right password', async () => {
    const t = await signUpTenant(gw.url);
    const api = new ApiClient(gw.url);
    const statuses: number[] = [];
    for (let i = 0; i < 6; i++)
      statuses.push((await api.post('/api/auth/login', { email: t.ownerEmail, password: `Wrong${i}xyz` })).status);
    expect(statuses).toEqual([401, 401, 401, 401, 401, 429]);
    const right = await api.post('/api/auth/login', { email: t.ownerEmail, password: TEST_PASSWORD });
    expect(right.status).toBe(429);
    expect(Number(right.headers.get('retry-after'))).toBeGreaterThan(800);
  });

  it('refuses a state-changing request from a foreign origin', async () => {
    const t = await signUpTenant(gw.url);
    const r = await t.owner.request('POST', '/api/auth/logout', undefined, { origin: 'https://evil.example' });
    expect(r.status).toBe(403);
    expect((await t.owner.get('/api/auth/me')).status).toBe(200);
  });
});

describe('tenant status and roles', () => {
  it('answers users of a suspended tenant with 403 and a clear message', async () => {
    const t = await signUpTenant(gw.url);
    expect((await t.owner.get('/api/dashboard')).status).toBe(200);
    await setTenantStatus(t.clientId, 'suspended');
    const r = await t.owner.get('/api/dashboard');
    expect(r.status).toBe(403);
    expect(r.json.error.message).toMatch(/suspended/);
    // its own code: the web app shows this reason, not the screen's "your role can't see this"
    expect(r.json.error.code).toBe('ACCOUNT_SUSPENDED');
    await setTenantStatus(t.clientId, 'active');
    expect((await t.owner.get('/api/dashboard')).status).toBe(200);
  });

  it('checks suspension by the stored role, not by a role claim of the token', async () => {
    const t = await signUpTenant(gw.url);
    // the identity provider's copy of the role says admin; the stored role stays business_owner
    await updateIdentityAttributes(t.ownerEmail, { 'custom:role': 'admin' });
    const owner = await loginAs(gw.url, t.ownerEmail);
    await setTenantStatus(t.clientId, 'suspended');
    const r = await owner.get('/api/dashboard');
    expect(r.status).toBe(403);
    expect(r.json.error.message).toMatch(/suspended/);
  });

  it('ends the sessions of a deactivated user at once', async () => {
    const t = await signUpTenant(gw.url);
    const trainer = await t.member('ai_trainer');
    const me = await trainer.get('/api/auth/me');
    await setUserAccess(t.clientId, me.json.user.id, { isActive: false });
    expect((await trainer.get('/api/auth/me')).status).toBe(401);
  });

  it('gives team members their own role in the session', async () => {
    const t = await signUpTenant(gw.url);
    const trainer = await t.member('ai_trainer');
    const me = await trainer.get('/api/auth/me');
    expect(me.json.user).toMatchObject({ role: 'ai_trainer', clientId: t.clientId });
  });
});
