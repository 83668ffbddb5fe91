import { createHash } from 'node:crypto';
import { startTestGateway, type TestGateway } from '../../../infra/local/test-gateway';
import { decryptSecret } from '../../adapters/secrets';
import { collectActivity } from '../../core/activity/list';
import { totp } from '../../core/identity/totp';
import {
  normaliseRecoveryCode,
  readTwoFactorSecret,
  twoFactorContext,
  twoFactorDb,
} from '../../core/identity/two-factor-store';
import { seedPlans } from '../../ops/seed';
import { ApiClient } from '../../test-support/api';
import { watchForLeaks } from '../../test-support/leak-watch';
import { signUpTenant, TEST_PASSWORD, type TestTenant } from '../../test-support/tenants';

/**
 * Two-factor sign-in (issue 14) against cognito-local's software-token MFA: enrolment from Settings,
 * then login needs a code. The test is the authenticator app: it computes RFC 6238 codes from the
 * secret the set-up answered. Codes of the current step and the next (Cognito accepts ±1 step) give
 * two distinct right codes at any moment.
 */
let gw: TestGateway;
beforeAll(async () => {
  gw = await startTestGateway();
  await seedPlans();
});
afterAll(() => gw.stop());

const STEP_MS = 30_000;
const codeAt = (secret: string, steps = 0) => totp(secret, Date.now() + steps * STEP_MS);
/** A code that is not `avoid` (wrong codes must really be wrong). */
const wrongCode = (...avoid: string[]) => ['000000', '111111', '222222'].find((c) => !avoid.includes(c)) as string;

async function enrol(t: TestTenant): Promise<{ secret: string; recoveryCodes: string[]; enrolCode: string }> {
  const setup = await t.owner.post('/api/settings/2fa/setup', { currentPassword: TEST_PASSWORD });
  expect(setup.status).toBe(200);
  const secret = setup.json.secret as string;
  const enrolCode = codeAt(secret);
  const confirm = await t.owner.post('/api/settings/2fa/confirm', { code: enrolCode });
  expect(confirm.status, confirm.text).toBe(200);
  return { secret, recoveryCodes: confirm.json.recoveryCodes, enrolCode };
}

const startLogin = async (email: string) => {
  const api = new ApiClient(gw.url);
  const r = await api.post('/api/auth/login', { email, password: TEST_PASSWORD });
  return { api, r };
};

describe('two-factor enrolment and sign-in', () => {
  it('enrols with a code computed from the shown secret; then login needs a code, refuses wrong and replayed ones', async () => {
    const t = await signUpTenant(gw.url);
    const leaks = watchForLeaks();
    let secret = '';
    let recoveryCodes: string[] = [];
    try {
      const wrongPassword = await t.owner.post('/api/settings/2fa/setup', { currentPassword: 'Wrong12345' });
      expect(wrongPassword.status).toBe(400);
      expect(wrongPassword.json.error.fields.currentPassword).toBeTruthy();

      const setup = await t.owner.post('/api/settings/2fa/setup', { currentPassword: TEST_PASSWORD });
      expect(setup.status).toBe(200);
      secret = setup.json.secret;
      expect(secret).toMatch(/^[A-Z2-7]{16,}=*$/);
      expect(setup.json.otpauthUri).toBe(
        `otpauth://totp/Parley:${encodeURIComponent(t.ownerEmail)}?secret=${secret}&issuer=Parley&algorithm=SHA1&digits=6&period=30`,
      );
      // nothing changes for sign-in before the confirmation
      expect((await startLogin(t.ownerEmail)).r.json.user).toBeTruthy();
      expect((await t.owner.get('/api/settings/security')).json.twoFactorEnabled).toBe(false);

      const enrolCode = codeAt(secret);
      const bad = await t.owner.post('/api/settings/2fa/confirm', { code: wrongCode(enrolCode, codeAt(secret, 1)) });
      expect(bad.status).toBe(400);
      expect(bad.json.error.fields.code).toMatch(/Invalid code/);
      const malformed = await t.owner.post('/api/settings/2fa/confirm', { code: '12ab' });
      expect(malformed.status).toBe(400);
      expect(malformed.json.error.fields.code).toMatch(/6-digit/);

      const confirm = await t.owner.post('/api/settings/2fa/confirm', { code: enrolCode });
      expect(confirm.status, confirm.text).toBe(200);
      recoveryCodes = confirm.json.recoveryCodes;
      expect(recoveryCodes).toHaveLength(10);
      expect(new Set(recoveryCodes).size).toBe(10);
      expect((await t.owner.get('/api/settings/security')).json.twoFactorEnabled).toBe(true);
      // a second set-up is refused while it is on
      expect((await t.owner.post('/api/settings/2fa/setup', { currentPassword: TEST_PASSWORD })).status).toBe(409);

      // login: the password alone gives no session
      const { api, r } = await startLogin(t.ownerEmail);
      expect(r.status).toBe(200);
      expect(r.json).toEqual({ mfaRequired: true, challengeId: expect.any(String) });
      expect(r.headers.getSetCookie()).toEqual([]);
      expect((await api.get('/api/auth/me')).status).toBe(401);
      const challengeId = r.json.challengeId as string;

      const nextCode = codeAt(secret, 1);
      const wrong = await api.post('/api/auth/login/mfa', { challengeId, code: wrongCode(enrolCode, nextCode) });
      expect(wrong.status).toBe(401);
      expect(wrong.json.error.message).toBe('Invalid code');
      // the code the enrolment used is still inside Cognito's window, but it has been used: a replay
      const replay = await api.post('/api/auth/login/mfa', { challengeId, code: enrolCode });
      expect(replay.status).toBe(401);
      expect(api.cookies.size).toBe(0);

      const ok = await api.post('/api/auth/login/mfa', { challengeId, code: nextCode });
      expect(ok.status, ok.text).toBe(200);
      expect(ok.json.user.email).toBe(t.ownerEmail);
      expect(ok.json.recoveryCodesLeft).toBeUndefined();
      expect(api.cookies.has('parley_session')).toBe(true);
      expect((await api.get('/api/auth/me')).status).toBe(200);
      // the session renews like a password sign-in's (cognito-local needed infra/local/cognito-local-start.cjs)
      expect((await api.post('/api/auth/refresh')).status).toBe(200);
      // the challenge signed in once
      expect((await new ApiClient(gw.url).post('/api/auth/login/mfa', { challengeId, code: nextCode })).status).toBe(
        401,
      );

      // the same right code again, on a fresh sign-in: refused (replay guard)
      const second = await startLogin(t.ownerEmail);
      const again = await second.api.post('/api/auth/login/mfa', {
        challengeId: second.r.json.challengeId,
        code: nextCode,
      });
      expect(again.status).toBe(401);

      // a recovery code signs in once, and says how many are left
      const rec = await second.api.post('/api/auth/login/mfa', {
        challengeId: second.r.json.challengeId,
        recoveryCode: recoveryCodes[0].toLowerCase(),
      });
      expect(rec.status, rec.text).toBe(200);
      expect(rec.json.recoveryCodesLeft).toBe(9);
      expect((await second.api.get('/api/auth/me')).status).toBe(200);
      const third = await startLogin(t.ownerEmail);
      const reused = await third.api.post('/api/auth/login/mfa', {
        challengeId: third.r.json.challengeId,
        recoveryCode: recoveryCodes[0],
      });
      expect(reused.status).toBe(401);
      expect(third.api.cookies.size).toBe(0);
    } finally {
      leaks.stop();
    }
    // the secret and the recovery codes reach the user in the two answers that show them, nowhere else
    expect(await leaks.leaks([secret, ...recoveryCodes, ...recoveryCodes.map((c) => c.replace('-', ''))])).toEqual([]);
  }, 60_000);

  it('keeps the secret encrypted for its user only, and the recovery codes as salted hashes', async () => {
    const t = await signUpTenant(gw.url);
    const { secret, recoveryCodes } = await enrol(t);
    const me = (await t.owner.get('/api/auth/me')).json.user;
    const user = { clientId: me.clientId as string, userId: me.id as string };
    const stored = await readTwoFactorSecret(user);
    expect(stored).not.toContain(secret);
    expect(await decryptSecret(stored!, twoFactorContext(user))).toBe(secret);
    // under another user's (or no) context the ciphertext does not open
    await expect(decryptSecret(stored!, twoFactorContext({ ...user, userId: 'someone-else' }))).rejects.toThrow();
    await expect(decryptSecret(stored!)).rejects.toThrow();
    const { data: hashes } = await twoFactorDb().entities.recoveryCode.query.byUser(user).go();
    const plain = createHash('sha256').update(normaliseRecoveryCode(recoveryCodes[0])).digest('hex');
    expect(hashes.map((h) => h.codeHash)).not.toContain(plain);
    expect(hashes).toHaveLength(10);
  });

  it("makes another user's challenge useless: the code is checked for the user whose password opened it", async () => {
    const [a, b] = await Promise.all([signUpTenant(gw.url), signUpTenant(gw.url)]);
    const [ea, eb] = await Promise.all([enrol(a), enrol(b)]);
    const { api, r } = await startLogin(a.ownerEmail);
    const challengeId = r.json.challengeId as string;
    // B knows B's code and has A's challenge id
    const attacker = new ApiClient(gw.url);
    const stolen = await attacker.post('/api/auth/login/mfa', { challengeId, code: codeAt(eb.secret, 1) });
    expect(stolen.status).toBe(401);
    expect(attacker.cookies.size).toBe(0);
    const stolenRecovery = await attacker.post('/api/auth/login/mfa', {
      challengeId,
      recoveryCode: eb.recoveryCodes[0],
    });
    expect(stolenRecovery.status).toBe(401);
    // a made-up id is no challenge at all
    const made = await attacker.post('/api/auth/login/mfa', {
      challengeId: 'x'.repeat(43),
      code: codeAt(ea.secret, 1),
    });
    expect(made.status).toBe(401);
    // A still signs in with A's code; B's recovery code is still unused
    const ok = await api.post('/api/auth/login/mfa', { challengeId, code: codeAt(ea.secret, 1) });
    expect(ok.status, ok.text).toBe(200);
    expect(ok.json.user.clientId).toBe(a.clientId);
    const bLogin = await startLogin(b.ownerEmail);
    const bRec = await bLogin.api.post('/api/auth/login/mfa', {
      challengeId: bLogin.r.json.challengeId,
      recoveryCode: eb.recoveryCodes[0],
    });
    expect(bRec.status, bRec.text).toBe(200);
    expect(bRec.json.user.clientId).toBe(b.clientId);
  }, 60_000);

  it('counts wrong codes on the login lockout: after the password and four wrong codes even the right code waits', async () => {
    const t = await signUpTenant(gw.url);
    const { secret } = await enrol(t);
    const { api, r } = await startLogin(t.ownerEmail);
    const challengeId = r.json.challengeId as string;
    const right = codeAt(secret, 1);
    for (let i = 0; i < 4; i++) {
      const wrong = await api.post('/api/auth/login/mfa', { challengeId, code: wrongCode(right, codeAt(secret)) });
      expect(wrong.status).toBe(401);
    }
    const locked = await api.post('/api/auth/login/mfa', { challengeId, code: right });
    expect(locked.status).toBe(429);
    expect(api.cookies.size).toBe(0);
    // the refusals are in the activity log, as refused passwords are
    const { entries } = await collectActivity({}, 500);
    const refused = entries.filter((e) => e.message.startsWith(`Sign-in refused for ${t.ownerEmail}`));
    expect(refused.map((e) => e.message).sort()).toEqual(
      [
        ...Array(4).fill(`Sign-in refused for ${t.ownerEmail}: Invalid code`),
        `Sign-in refused for ${t.ownerEmail}: Too many failed login attempts. Please wait 15 minutes and try again.`,
      ].sort(),
    );
  }, 60_000);

  it('names the field of a malformed code step (400, never 500)', async () => {
    const api = new ApiClient(gw.url);
    const none = await api.post('/api/auth/login/mfa', { challengeId: 'abc' });
    expect(none.status).toBe(400);
    expect(none.json.error.fields.code).toBeTruthy();
    const both = await api.post('/api/auth/login/mfa', {
      challengeId: 'abc',
      code: '123456',
      recoveryCode: 'ABCDE-FGHJK',
    });
    expect(both.status).toBe(400);
    const noId = await api.post('/api/auth/login/mfa', { code: '123456' });
    expect(noId.status).toBe(400);
    expect(noId.json.error.fields.challengeId).toBeTruthy();
  });

  it('keeps the password change working with two-factor on, and turns two-factor off with the password and a code', async () => {
    const t = await signUpTenant(gw.url);
    const { secret, enrolCode } = await enrol(t);
    const NEW_PASSWORD = 'Another1Pass';
    const changed = await t.owner.put('/api/settings/password', {
      currentPassword: TEST_PASSWORD,
      newPassword: NEW_PASSWORD,
      confirmPassword: NEW_PASSWORD,
    });
    expect(changed.status, changed.text).toBe(200);
    expect((await t.owner.get('/api/auth/me')).status).toBe(200);

    const wrongCodeOff = await t.owner.post('/api/settings/2fa/disable', {
      currentPassword: NEW_PASSWORD,
      code: wrongCode(codeAt(secret), codeAt(secret, 1)),
    });
    expect(wrongCodeOff.status).toBe(400);
    expect(wrongCodeOff.json.error.fields.code).toBeTruthy();
    const replayOff = await t.owner.post('/api/settings/2fa/disable', {
      currentPassword: NEW_PASSWORD,
      code: enrolCode,
    });
    expect(replayOff.status).toBe(400);
    const wrongPasswordOff = await t.owner.post('/api/settings/2fa/disable', {
      currentPassword: TEST_PASSWORD,
      code: codeAt(secret, 1),
    });
    expect(wrongPasswordOff.status).toBe(400);
    expect(wrongPasswordOff.json.error.fields.currentPassword).toBeTruthy();
    expect((await t.owner.get('/api/settings/security')).json.twoFactorEnabled).toBe(true);

    const off = await t.owner.post('/api/settings/2fa/disable', {
      currentPassword: NEW_PASSWORD,
      code: codeAt(secret, 1),
    });
    expect(off.status, off.text).toBe(200);
    expect((await t.owner.get('/api/settings/security')).json.twoFactorEnabled).toBe(false);
    const plain = await new ApiClient(gw.url).post('/api/auth/login', { email: t.ownerEmail, password: NEW_PASSWORD });
    expect(plain.status).toBe(200);
    expect(plain.json.user.email).toBe(t.ownerEmail);
  }, 60_000);
});
