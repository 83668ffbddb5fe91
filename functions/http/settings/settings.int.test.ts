import { tenantSuite } from '../../../infra/test-fixtures/tenant-suite';
import { createMember } from '../../core/tenants/tenancy';
import { db } from '../../db/service';
import { ApiClient, uniqueEmail } from '../../test-support/api';
import { loginAs, signUpTenant, TEST_PASSWORD, type TestTenant } from '../../test-support/tenants';

/**
 * Settings tabs (issue 14 part 1, spec part 3 §3/§5/§9): every field of the four forms is saved and read
 * back, bad values are 400s naming the field, the tenant's other users and other tenants are untouched,
 * and a password change goes through Cognito and ends the user's other sessions.
 */
let base: string;
let tenant: TestTenant;
let other: TestTenant;
tenantSuite(async (gw, t) => {
  base = gw.url;
  tenant = t;
  other = await signUpTenant(gw.url, { companyName: 'Other Shop' });
});

const member = async (clientId: string, role: 'ai_trainer' | 'human_agent' | 'business_owner' = 'human_agent') => {
  const email = uniqueEmail(role);
  await createMember({ clientId, role, email, password: TEST_PASSWORD, firstName: 'Team', lastName: 'Member' });
  return { email, api: await loginAs(base, email) };
};

const DEFAULTS = {
  ai: {
    responseTime: 'balanced',
    personality: 'professional',
    conversationHistory: 30,
    humanEscalation: true,
    trainingDataUpdates: true,
    fallbackEnabled: true,
  },
  notifications: {
    emailNotifications: true,
    newLeads: true,
    conversations: true,
    systemUpdates: true,
    weeklyReports: false,
    browserNotifications: false,
    soundEnabled: true,
  },
  security: { twoFactorEnabled: false, sessionTimeout: 24 },
};

describe('settings tabs', () => {
  it('reads the §9 defaults of a new signup', async () => {
    expect((await tenant.owner.get('/api/settings/ai')).json).toEqual(DEFAULTS.ai);
    expect((await tenant.owner.get('/api/settings/notifications')).json).toEqual(DEFAULTS.notifications);
    expect((await tenant.owner.get('/api/settings/security')).json).toEqual(DEFAULTS.security);
    expect((await tenant.owner.get('/api/settings/profile')).json).toMatchObject({
      fullName: 'Asha Verma',
      email: tenant.ownerEmail,
      company: 'Verma Opticals',
      timezone: null, // not chosen yet: the form proposes the browser's zone
      language: 'en',
    });
  });

  it('saves every profile field and reads it back; the new name reaches the session and the company the tenant', async () => {
    const form = {
      fullName: 'Asha  K. Verma-Rao',
      username: 'asha.vr',
      email: tenant.ownerEmail,
      company: 'Verma Opticals & Co',
      phone: '+91 98765 43210',
      timezone: 'Asia/Kolkata', // IST: any IANA zone, not four abbreviations
      language: 'de',
    };
    const put = await tenant.owner.put('/api/settings/profile', form);
    expect(put.status).toBe(200);
    const expected = { ...form, fullName: 'Asha K. Verma-Rao' };
    expect(put.json).toEqual(expected);
    expect((await tenant.owner.get('/api/settings/profile')).json).toEqual(expected);
    expect((await tenant.owner.get('/api/auth/me')).json.user).toMatchObject({
      firstName: 'Asha',
      lastName: 'K. Verma-Rao',
    });
    expect((await db().entities.client.get({ clientId: tenant.clientId }).go()).data?.companyName).toBe(
      'Verma Opticals & Co',
    );
    // the other tenant's owner is untouched
    expect((await other.owner.get('/api/settings/profile')).json).toMatchObject({
      fullName: 'Asha Verma',
      company: 'Other Shop',
      timezone: null,
      language: 'en',
      username: other.ownerEmail.split('@')[0],
    });
  });

  it('keeps a two-word first name when the name was not edited (only the timezone changed)', async () => {
    const mary = await signUpTenant(base, { firstName: 'Mary Ann', lastName: 'Smith', companyName: 'Smith Bakes' });
    const profile = (await mary.owner.get('/api/settings/profile')).json;
    expect(profile.fullName).toBe('Mary Ann Smith');
    expect((await mary.owner.put('/api/settings/profile', { ...profile, timezone: 'GMT' })).status).toBe(200);
    expect((await mary.owner.get('/api/auth/me')).json.user).toMatchObject({
      firstName: 'Mary Ann',
      lastName: 'Smith',
    });
    expect((await mary.owner.get('/api/settings/profile')).json).toMatchObject({
      fullName: 'Mary Ann Smith',
      timezone: 'GMT',
    });
  });

  it('refuses bad profile values with 400 naming the field, and changes nothing', async () => {
    const before = (await tenant.owner.get('/api/settings/profile')).json;
    const good = { ...before };
    for (const [field, value] of [
      ['timezone', 'Mars/Olympus'],
      ['language', 'it'],
      ['fullName', '   '],
      ['company', 'x'.repeat(121)],
      ['phone', 'call me'],
      ['username', 'a b'],
      ['email', 'someone.else@test.parley.app'],
      ['extra', 1],
    ] as const) {
      const r = await tenant.owner.put('/api/settings/profile', { ...good, [field]: value });
      expect(r.status, field).toBe(400);
      expect(Object.keys(r.json.error.fields), field).toContain(field);
    }
    const missing = await tenant.owner.put('/api/settings/profile', {});
    expect(missing.status).toBe(400);
    expect(Object.keys(missing.json.error.fields)).toEqual(
      expect.arrayContaining(['fullName', 'username', 'email', 'company', 'phone', 'timezone', 'language']),
    );
    expect((await tenant.owner.get('/api/settings/profile')).json).toEqual(before);
  });

  it("lets only the owner rename the company; a member's profile is the member's own", async () => {
    const { api, email } = await member(tenant.clientId);
    const mine = (await api.get('/api/settings/profile')).json;
    expect(mine.company).toBe('Verma Opticals & Co');
    const rename = await api.put('/api/settings/profile', { ...mine, company: 'Hijacked' });
    expect(rename.status).toBe(403);
    const r = await api.put('/api/settings/profile', { ...mine, fullName: 'Ravi Member', language: 'fr' });
    expect(r.status).toBe(200);
    expect(r.json).toMatchObject({ fullName: 'Ravi Member', email, language: 'fr', company: 'Verma Opticals & Co' });
    // the owner's values did not move
    expect((await tenant.owner.get('/api/settings/profile')).json).toMatchObject({
      fullName: 'Asha K. Verma-Rao',
      language: 'de',
    });
  });

  it('saves every AI field (owner and trainer; a human agent is refused)', async () => {
    const form = {
      responseTime: 'accurate',
      personality: 'casual',
      conversationHistory: 365,
      humanEscalation: false,
      trainingDataUpdates: false,
      fallbackEnabled: false,
    };
    const put = await tenant.owner.put('/api/settings/ai', form);
    expect(put.status).toBe(200);
    expect(put.json).toEqual(form);
    expect((await tenant.owner.get('/api/settings/ai')).json).toEqual(form);
    const trainer = (await member(tenant.clientId, 'ai_trainer')).api;
    expect(
      (await trainer.put('/api/settings/ai', { ...form, personality: 'friendly', conversationHistory: 7 })).status,
    ).toBe(200);
    // one copy per tenant (the agent follows one): the owner sees the trainer's change
    expect((await tenant.owner.get('/api/settings/ai')).json).toEqual({
      ...form,
      personality: 'friendly',
      conversationHistory: 7,
    });
    const agent = (await member(tenant.clientId, 'human_agent')).api;
    expect((await agent.get('/api/settings/ai')).status).toBe(403);
    expect((await agent.put('/api/settings/ai', form)).status).toBe(403);
    expect((await other.owner.get('/api/settings/ai')).json).toEqual(DEFAULTS.ai);
  });

  it('refuses AI values outside §3/§9 naming the field', async () => {
    const before = (await tenant.owner.get('/api/settings/ai')).json;
    for (const [field, value] of [
      ['responseTime', 'slow'],
      ['personality', 'grumpy'],
      ['conversationHistory', 31],
      ['conversationHistory', '30'],
      ['humanEscalation', 'yes'],
      ['trainingDataUpdates', null],
      ['fallbackEnabled', 1],
      ['model', 'gpt'],
    ] as const) {
      const r = await tenant.owner.put('/api/settings/ai', { ...before, [field]: value });
      expect(r.status, `${field}=${value}`).toBe(400);
      expect(Object.keys(r.json.error.fields)).toContain(field);
    }
    expect((await tenant.owner.put('/api/settings/ai', {})).status).toBe(400);
    expect((await tenant.owner.get('/api/settings/ai')).json).toEqual(before);
  });

  it('saves every notification toggle, both ways', async () => {
    const flipped = Object.fromEntries(Object.entries(DEFAULTS.notifications).map(([k, v]) => [k, !v]));
    const put = await tenant.owner.put('/api/settings/notifications', flipped);
    expect(put.status).toBe(200);
    expect((await tenant.owner.get('/api/settings/notifications')).json).toEqual(flipped);
    const back = await tenant.owner.put('/api/settings/notifications', DEFAULTS.notifications);
    expect(back.json).toEqual(DEFAULTS.notifications);
    const bad = await tenant.owner.put('/api/settings/notifications', { ...flipped, soundEnabled: 'off' });
    expect(bad.status).toBe(400);
    expect(Object.keys(bad.json.error.fields)).toEqual(['soundEnabled']);
    const partial = await tenant.owner.put('/api/settings/notifications', { newLeads: false });
    expect(partial.status).toBe(400);
    expect(Object.keys(partial.json.error.fields)).toContain('emailNotifications');
    expect((await tenant.owner.get('/api/settings/notifications')).json).toEqual(DEFAULTS.notifications);
    // the AI tab saved before is not disturbed by this one
    expect((await tenant.owner.get('/api/settings/ai')).json.personality).toBe('friendly');
  });

  it('saves each session timeout of §9 and refuses others; two-factor is not set here', async () => {
    for (const hours of [1, 8, 168, 24]) {
      const r = await tenant.owner.put('/api/settings/security', { sessionTimeout: hours });
      expect(r.status).toBe(200);
      expect((await tenant.owner.get('/api/settings/security')).json).toEqual({
        twoFactorEnabled: false,
        sessionTimeout: hours,
      });
    }
    await tenant.owner.put('/api/settings/security', { sessionTimeout: 168 });
    for (const body of [{ sessionTimeout: 2 }, { sessionTimeout: 0 }, { sessionTimeout: '24' }, {}]) {
      const r = await tenant.owner.put('/api/settings/security', body);
      expect(r.status).toBe(400);
      expect(Object.keys(r.json.error.fields)).toEqual(['sessionTimeout']);
    }
    const tfa = await tenant.owner.put('/api/settings/security', { sessionTimeout: 24, twoFactorEnabled: true });
    expect(tfa.status).toBe(400);
    expect(tfa.json.error.fields.twoFactorEnabled).toBe('Unknown field');
    expect((await tenant.owner.get('/api/settings/security')).json).toEqual({
      twoFactorEnabled: false,
      sessionTimeout: 168,
    });
    expect((await other.owner.get('/api/settings/security')).json).toEqual(DEFAULTS.security);
  });

  it('needs a signed-in tenant user', async () => {
    const anon = new ApiClient(base);
    expect((await anon.get('/api/settings/notifications')).status).toBe(401);
    expect((await anon.put('/api/settings/security', { sessionTimeout: 1 })).status).toBe(401);
  });
});

describe('password change', () => {
  const NEW_PASSWORD = 'Fresh-Passw0rd';

  it('refuses the §5 rules with their messages before asking Cognito', async () => {
    const { api, email } = await member(tenant.clientId);
    const short = await api.put('/api/settings/password', {
      currentPassword: TEST_PASSWORD,
      newPassword: 'Ab1',
      confirmPassword: 'Ab1',
    });
    expect(short.status).toBe(400);
    expect(short.json.error.fields.newPassword).toBe('Password must be at least 8 characters long.');
    const mismatch = await api.put('/api/settings/password', {
      currentPassword: TEST_PASSWORD,
      newPassword: NEW_PASSWORD,
      confirmPassword: `${NEW_PASSWORD}x`,
    });
    expect(mismatch.status).toBe(400);
    expect(mismatch.json.error.fields.confirmPassword).toBe('New passwords do not match.');
    const empty = await api.put('/api/settings/password', {
      currentPassword: '',
      newPassword: NEW_PASSWORD,
      confirmPassword: NEW_PASSWORD,
    });
    expect(empty.status).toBe(400);
    expect(Object.keys(empty.json.error.fields)).toEqual(['currentPassword']);
    // still the old password
    await loginAs(base, email, TEST_PASSWORD);
  });

  it('a wrong current password is 400 Password Update Failed, changes nothing, and counts toward the login lockout', async () => {
    const { api, email } = await member(tenant.clientId);
    const wrong = { currentPassword: 'Wrong-Passw0rd', newPassword: NEW_PASSWORD, confirmPassword: NEW_PASSWORD };
    const r = await api.put('/api/settings/password', wrong);
    expect(r.status).toBe(400);
    expect(r.json.error.message).toBe('Password Update Failed');
    expect(r.json.error.fields.currentPassword).toBe('Please check your current password and try again.');
    // unchanged: the old password still signs in, the new one does not, the session still works
    expect((await new ApiClient(base).post('/api/auth/login', { email, password: NEW_PASSWORD })).status).toBe(401);
    await loginAs(base, email, TEST_PASSWORD);
    expect((await api.get('/api/settings/security')).status).toBe(200);
    // (that successful login cleared the streak) five wrong passwords here lock the login as five failed logins do
    for (let i = 0; i < 5; i++) expect((await api.put('/api/settings/password', wrong)).status).toBe(400);
    const locked = await new ApiClient(base).post('/api/auth/login', { email, password: TEST_PASSWORD });
    expect(locked.status).toBe(429);
  });

  it('sets the new password, keeps this session, ends the other sessions, refuses the old password', async () => {
    const { api, email } = await member(tenant.clientId, 'business_owner');
    const elsewhere = await loginAs(base, email, TEST_PASSWORD);
    expect((await elsewhere.get('/api/auth/me')).status).toBe(200);
    const r = await api.put('/api/settings/password', {
      currentPassword: TEST_PASSWORD,
      newPassword: NEW_PASSWORD,
      confirmPassword: NEW_PASSWORD,
    });
    expect(r.status).toBe(200);
    expect(r.json).toEqual({ message: 'Password Updated' });
    // this browser got fresh cookies and goes on
    expect((await api.get('/api/auth/me')).json.user.email).toBe(email);
    expect((await api.get('/api/settings/profile')).status).toBe(200);
    // the other device is signed out: its session cookie and its refresh token are refused
    expect((await elsewhere.get('/api/auth/me')).status).toBe(401);
    expect((await elsewhere.post('/api/auth/refresh')).status).toBe(401);
    // the old password no longer signs in, the new one does
    expect((await new ApiClient(base).post('/api/auth/login', { email, password: TEST_PASSWORD })).status).toBe(401);
    const fresh = await loginAs(base, email, NEW_PASSWORD);
    expect((await fresh.get('/api/settings/profile')).json.email).toBe(email);
  });
});
