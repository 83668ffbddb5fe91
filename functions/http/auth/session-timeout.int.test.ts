import { GetCommand, UpdateCommand } from '@aws-sdk/lib-dynamodb';
import { defaultUserSettings } from '@shared/schemas/identity';
import { tenantSuite } from '../../../infra/test-fixtures/tenant-suite';
import { DEFAULT_SESSION_TIMEOUT_HOURS } from '../../core/identity/session-rules';
import { type AuthState, tokenKey } from '../../db/auth-state';
import { documentClient, tableName } from '../../db/client';
import type { ApiClient } from '../../test-support/api';
import { loginAs, signUpTenant, type TestTenant } from '../../test-support/tenants';

/**
 * Settings → Security's session timeout bounds the session (issue 14): counted from the sign-in, not the
 * last refresh, checked at refresh and on every request, and a change applies to the current session at
 * once. No waiting: the test moves the session's recorded start back in the auth state item.
 */
let base: string;
tenantSuite((gw) => {
  base = gw.url;
});

const HOUR = 3600;
const now = () => Math.floor(Date.now() / 1000);
const claimsOf = (api: ApiClient) => {
  const token = api.cookies.get('parley_session');
  if (!token) throw new Error('no session cookie');
  return JSON.parse(Buffer.from(token.split('.')[1], 'base64url').toString()) as {
    sub: string;
    exp: number;
    jti: string;
    'custom:clientId': string;
  };
};
const itemKey = (api: ApiClient) => {
  const c = claimsOf(api);
  return { pk: `auth#${c['custom:clientId']}`, sk: `user#${c.sub}` };
};
const readItem = async (api: ApiClient) =>
  (await documentClient().send(new GetCommand({ TableName: tableName(), Key: itemKey(api), ConsistentRead: true })))
    .Item as AuthState;

/** Every recorded session of the user (refresh and session tokens) now started `hours` ago. */
async function ageSessions(api: ApiClient, hours: number) {
  const item = await readItem(api);
  const startedAt = now() - hours * HOUR;
  const redate = (m: Record<string, number> = {}) => Object.fromEntries(Object.keys(m).map((k) => [k, startedAt]));
  await documentClient().send(
    new UpdateCommand({
      TableName: tableName(),
      Key: itemKey(api),
      UpdateExpression: 'SET sessions = :s, tokenSessions = :t',
      ExpressionAttributeValues: { ':s': redate(item.sessions), ':t': redate(item.tokenSessions) },
    }),
  );
}

const setTimeoutHours = async (api: ApiClient, sessionTimeout: number) => {
  const r = await api.put('/api/settings/security', { sessionTimeout });
  expect(r.status).toBe(200);
  expect(r.json.sessionTimeout).toBe(sessionTimeout);
};
const maxAge = (setCookie: string[], name: string) =>
  Number(setCookie.find((c) => c.startsWith(`${name}=`))?.match(/Max-Age=(\d+)/)?.[1]);

describe('session timeout', () => {
  let t: TestTenant;
  beforeEach(async () => {
    t = await signUpTenant(base);
  });

  it('keeps the settings default and the auth check default equal', () => {
    expect(DEFAULT_SESSION_TIMEOUT_HOURS).toBe(defaultUserSettings().security.sessionTimeout);
  });

  it('a 1 h timeout refuses a 2 h old session on a normal request and at refresh (401)', async () => {
    await setTimeoutHours(t.owner, 1);
    expect((await t.owner.get('/api/dashboard')).status).toBe(200);
    await ageSessions(t.owner, 2);
    const request = await t.owner.get('/api/dashboard');
    expect(request.status).toBe(401);
    expect(request.json.error.message).toBe('Your session has ended. Please log in again.');
    expect((await t.owner.post('/api/auth/refresh')).status).toBe(401);
    // signing in again starts a new session, bounded by the same timeout
    const again = await loginAs(base, t.ownerEmail);
    expect((await again.get('/api/dashboard')).status).toBe(200);
    expect((await readItem(again)).sessionTimeoutHours).toBe(1);
  });

  it('a 24 h timeout accepts a 2 h old session; refresh keeps its sign-in time rather than starting anew', async () => {
    await ageSessions(t.owner, 2);
    expect((await t.owner.get('/api/dashboard')).status).toBe(200);
    const before = claimsOf(t.owner).jti;
    expect((await t.owner.post('/api/auth/refresh')).status).toBe(200);
    expect(claimsOf(t.owner).jti).not.toBe(before);
    expect((await t.owner.get('/api/dashboard')).status).toBe(200);
    // the refreshed token is recorded as part of the 2 h old session…
    const started = (await readItem(t.owner)).tokenSessions?.[tokenKey(claimsOf(t.owner))] ?? 0;
    expect(now() - started).toBeGreaterThanOrEqual(2 * HOUR - 5);
    // …so a 1 h timeout ends it on the next request, although the token itself is new
    await setTimeoutHours(t.owner, 1);
    expect((await t.owner.get('/api/dashboard')).status).toBe(401);
  });

  it('a changed timeout applies to the current session at once, in both directions', async () => {
    await setTimeoutHours(t.owner, 1);
    await ageSessions(t.owner, 2);
    expect((await t.owner.get('/api/dashboard')).status).toBe(401);
    // longer again (written here as the settings save writes it, since this session can no longer save)
    const other = await loginAs(base, t.ownerEmail);
    await setTimeoutHours(other, 8);
    expect((await t.owner.get('/api/dashboard')).status).toBe(200);
    expect((await t.owner.post('/api/auth/refresh')).status).toBe(200);
    // and shorter: the save itself is still answered, the next request is refused
    await setTimeoutHours(t.owner, 1);
    expect((await t.owner.get('/api/auth/me')).status).toBe(401);
    expect((await t.owner.post('/api/auth/refresh')).status).toBe(401);
  });

  it('the cookies do not outlive the session', async () => {
    await setTimeoutHours(t.owner, 1);
    const login = await t.owner.post('/api/auth/login', { email: t.ownerEmail, password: 'Sup3rSecret!' });
    expect(login.status).toBe(200);
    const cookies = login.headers.getSetCookie();
    expect(maxAge(cookies, 'parley_session')).toBeLessThanOrEqual(HOUR);
    expect(maxAge(cookies, 'parley_refresh')).toBeLessThanOrEqual(HOUR);
    expect(maxAge(cookies, 'parley_refresh')).toBeGreaterThan(HOUR - 60);
    // 50 minutes in, a refresh gives a session cookie for the 10 minutes left at most
    await ageSessions(t.owner, 50 / 60);
    const refreshed = await t.owner.post('/api/auth/refresh');
    expect(refreshed.status).toBe(200);
    const left = maxAge(refreshed.headers.getSetCookie(), 'parley_session');
    expect(left).toBeLessThanOrEqual(10 * 60);
    expect(left).toBeGreaterThan(9 * 60);
  });

  it('refresh drops the keys of expired session tokens, so the item stays small', async () => {
    const expired = tokenKey({ exp: now() - 60, jti: 'old-token' });
    await documentClient().send(
      new UpdateCommand({
        TableName: tableName(),
        Key: itemKey(t.owner),
        UpdateExpression: 'SET tokenSessions.#k = :s',
        ExpressionAttributeNames: { '#k': expired },
        ExpressionAttributeValues: { ':s': now() - HOUR },
      }),
    );
    expect((await t.owner.post('/api/auth/refresh')).status).toBe(200);
    const keys = Object.keys((await readItem(t.owner)).tokenSessions ?? {});
    expect(keys).not.toContain(expired);
    expect(keys).toContain(tokenKey(claimsOf(t.owner)));
  });
});
