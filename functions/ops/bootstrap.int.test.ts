import { ListUsersCommand } from '@aws-sdk/client-cognito-identity-provider';
import { ScanCommand } from '@aws-sdk/lib-dynamodb';
import { PLAN_CATALOGUE } from '@shared/plan-catalogue';
import { ensureUserPool } from '../../infra/local/cognito-local';
import { ensureTable } from '../../infra/local/dynamodb-local';
import { startTestGateway, type TestGateway } from '../../infra/local/test-gateway';
import { cognito } from '../adapters/identity';
import { resetConfigCache } from '../base/env';
import { createMember } from '../core/tenants/tenancy';
import { documentClient, resetDocumentClient } from '../db/client';
import { newId } from '../db/ids';
import { resetDb } from '../db/service';
import { ApiClient } from '../test-support/api';
import { runBootstrap } from './bootstrap';

/**
 * The stage bootstrap against a table and a user pool of its own (other test files share the default
 * ones), so "the second run changes nothing" compares every item and every user.
 */
const ADMIN = 'first-admin@ops.example.com';
const saved: Record<string, string | undefined> = {};
let gw: TestGateway;

beforeAll(async () => {
  const table = `bootstrap-${newId()}`;
  await ensureTable(process.env.DYNAMODB_ENDPOINT as string, table);
  const pool = await ensureUserPool(process.env.COGNITO_ENDPOINT as string);
  const env = {
    TABLE_NAME: table,
    USER_POOL_ID: pool.userPoolId,
    USER_POOL_CLIENT_ID: pool.clientId,
    JWT_ISSUER: pool.issuer,
    JWKS_URL: pool.jwksUrl,
  };
  for (const [k, v] of Object.entries(env)) {
    saved[k] = process.env[k];
    process.env[k] = v;
  }
  resetConfigCache();
  resetDocumentClient();
  resetDb();
  gw = await startTestGateway();
});
afterAll(async () => {
  await gw?.stop();
  for (const [k, v] of Object.entries(saved)) {
    if (v === undefined) delete process.env[k];
    else process.env[k] = v;
  }
  resetConfigCache();
  resetDocumentClient();
  resetDb();
});

async function snapshot() {
  const items: Record<string, unknown>[] = [];
  let start: Record<string, unknown> | undefined;
  do {
    const page = await documentClient().send(
      new ScanCommand({ TableName: process.env.TABLE_NAME, ExclusiveStartKey: start }),
    );
    items.push(...(page.Items ?? []));
    start = page.LastEvaluatedKey;
  } while (start);
  const { Users } = await cognito().send(new ListUsersCommand({ UserPoolId: process.env.USER_POOL_ID }));
  const byKey = (i: Record<string, unknown>) => `${i.pk}|${i.sk}`;
  return {
    items: items.sort((a, b) => byKey(a).localeCompare(byKey(b))),
    users: (Users ?? []).map((u) => ({
      username: u.Username,
      status: u.UserStatus,
      modified: u.UserLastModifiedDate?.toISOString(),
      attributes: [...(u.Attributes ?? [])].sort((a, b) => String(a.Name).localeCompare(String(b.Name))),
    })),
  };
}

describe('runBootstrap', () => {
  it('sets up an empty stage once; the second run changes no item and no user', async () => {
    const first = await runBootstrap({ adminEmail: ADMIN });
    expect(first.plansCreated).toBe(PLAN_CATALOGUE.length);
    expect(first.admin).toMatchObject({ email: ADMIN, created: true });
    expect(first.admin?.temporaryPassword).toMatch(/^(?=.*[A-Z])(?=.*[a-z])(?=.*\d).{8,}$/);
    const after = await snapshot();
    expect(after.users).toHaveLength(1);
    expect(after.users[0].status).toBe('FORCE_CHANGE_PASSWORD');
    expect(after.users[0].attributes).toEqual(
      expect.arrayContaining([
        { Name: 'custom:role', Value: 'admin' },
        { Name: 'custom:clientId', Value: 'platform' },
        { Name: 'email', Value: ADMIN },
      ]),
    );
    // the user and its auth state, beside the plans
    expect(after.items.filter((i) => i.__edb_e__ === 'user')).toMatchObject([{ email: ADMIN, role: 'admin' }]);
    expect(after.items.filter((i) => String(i.pk).startsWith('auth#platform'))).toMatchObject([
      { email: ADMIN, role: 'admin', isActive: true },
    ]);
    expect(after.items.filter((i) => i.__edb_e__ === 'plan')).toHaveLength(PLAN_CATALOGUE.length);

    const second = await runBootstrap({ adminEmail: ADMIN });
    expect(second).toEqual({
      migrations: { intentOrderKeys: 0, leadScores: 0, clientSearchText: 0, tenantAiSettings: 0, planSubscribers: 0 },
      plansCreated: 0,
      admin: { email: ADMIN, created: false },
    });
    expect(await snapshot()).toEqual(after);
  });

  it('lets the admin it created sign in through the login route, choosing a new password first', async () => {
    const { admin } = await runBootstrap({ adminEmail: 'signs-in@ops.example.com' });
    const temporary = admin?.temporaryPassword as string;
    const api = new ApiClient(gw.url);
    const first = await api.post('/api/auth/login', { email: 'signs-in@ops.example.com', password: temporary });
    expect(first.status).toBe(200);
    expect(first.json).toEqual({ newPasswordRequired: true });
    expect(api.cookies.has('parley_session')).toBe(false);

    const weak = await api.post('/api/auth/login', {
      email: 'signs-in@ops.example.com',
      password: temporary,
      newPassword: 'weakpass',
    });
    expect(weak.status).toBe(400);
    expect(weak.json.error.fields).toEqual({ newPassword: 'Password too weak' });

    const chosen = await api.post('/api/auth/login', {
      email: 'signs-in@ops.example.com',
      password: temporary,
      newPassword: 'Chosen@2026x',
    });
    expect(chosen.status).toBe(200);
    expect(chosen.json.user).toMatchObject({ email: 'signs-in@ops.example.com', role: 'admin' });
    expect((await api.get('/api/admin/testimonials')).status).toBe(200);
    expect((await api.get('/api/auth/me')).json.user.role).toBe('admin');

    // from now on the chosen password is the one
    const again = await new ApiClient(gw.url).post('/api/auth/login', {
      email: 'signs-in@ops.example.com',
      password: 'Chosen@2026x',
    });
    expect(again.status).toBe(200);
    expect(again.json.user.role).toBe('admin');
    // and a later deploy leaves the admin's password alone
    expect((await runBootstrap({ adminEmail: 'signs-in@ops.example.com' })).admin?.created).toBe(false);
    expect(
      (
        await new ApiClient(gw.url).post('/api/auth/login', {
          email: 'signs-in@ops.example.com',
          password: 'Chosen@2026x',
        })
      ).status,
    ).toBe(200);
  });

  it('says nothing about which accounts exist, and newPassword changes nothing for a user with a password', async () => {
    // Not provable here: that a wrong temporary password sets nothing. Real Cognito checks the password
    // before it asks for a new one; cognito-local 5.3 asks a FORCE_CHANGE_PASSWORD user for a new password
    // whatever password came (its initiateAuth), so against it any password would pass that step.
    const api = new ApiClient(gw.url);
    // an admin of its own: a tenant user would need a tenant record to sign in
    await createMember({
      clientId: 'platform',
      role: 'admin',
      email: 'settled@ops.example.com',
      password: 'Settled@2026x',
      firstName: 'Settled',
      lastName: 'Admin',
    });
    const wrong = await api.post('/api/auth/login', {
      email: 'settled@ops.example.com',
      password: 'Guess@2026x',
      newPassword: 'Taken@2026x',
    });
    const unknown = await api.post('/api/auth/login', {
      email: 'nobody@ops.example.com',
      password: 'Guess@2026x',
      newPassword: 'Taken@2026x',
    });
    expect(wrong.status).toBe(401);
    expect(unknown.status).toBe(401);
    expect(unknown.json).toEqual(wrong.json);

    const settled = { email: 'settled@ops.example.com', password: 'Settled@2026x' };
    expect(
      (await new ApiClient(gw.url).post('/api/auth/login', { ...settled, newPassword: 'Other@2026x' })).status,
    ).toBe(200);
    expect((await new ApiClient(gw.url).post('/api/auth/login', settled)).status).toBe(200);
    expect(
      (await new ApiClient(gw.url).post('/api/auth/login', { email: settled.email, password: 'Other@2026x' })).status,
    ).toBe(401);
  });

  it('refuses to make a tenant user the platform admin', async () => {
    await createMember({
      clientId: newId(),
      role: 'business_owner',
      email: 'owner@ops.example.com',
      password: 'Owner@2026x',
      firstName: 'Some',
      lastName: 'Owner',
    });
    await expect(runBootstrap({ adminEmail: 'owner@ops.example.com' })).rejects.toThrow(/business_owner user/);
  });

  it('names a malformed adminEmail', async () => {
    await expect(runBootstrap({ adminEmail: 'not-an-email' })).rejects.toThrow(
      'adminEmail "not-an-email" is not an email address',
    );
  });
});
