import type { Role } from '@shared/enums';
import { updateIdentityAttributes } from '../adapters/identity';
import { createMember } from '../core/tenants/tenancy';
import { ApiClient, uniqueEmail } from './api';

export const TEST_PASSWORD = 'Sup3rSecret!';

export function signupPayload(overrides: Record<string, unknown> = {}) {
  return {
    firstName: 'Asha',
    lastName: 'Verma',
    email: uniqueEmail('owner'),
    password: TEST_PASSWORD,
    confirmPassword: TEST_PASSWORD,
    companyName: 'Verma Opticals',
    phone: '+91 90000 00000',
    industry: 'Retail',
    planId: 'plan-starter',
    ...overrides,
  };
}

export interface TestTenant {
  clientId: string;
  owner: ApiClient;
  ownerEmail: string;
  /** A signed-in client for a member of this tenant with the given role (named "Team Member" unless told). */
  member(role: Role, name?: { firstName: string; lastName: string }): Promise<ApiClient>;
}

/**
 * For callers in another process than the product (benches against `npm start` or a started stage): they
 * cannot mark the address verified (that is an admin call with the runtime's Cognito config), and need not.
 */
export const NOT_VERIFIED = { verified: false } as const;

/**
 * Signs a new tenant up through the real API; the returned client holds the owner's cookies. The owner's
 * address is then marked verified in Cognito (as if the mailed code had been entered) unless
 * `{ verified: false }`: the suites of other features act as an owner who has verified; the email
 * verification's own tests (functions/http/auth/email-verification.int.test.ts) enter the real code.
 */
export async function signUpTenant(
  base: string,
  overrides: Record<string, unknown> = {},
  { verified = true }: { verified?: boolean } = {},
): Promise<TestTenant> {
  const owner = new ApiClient(base);
  const payload = signupPayload(overrides);
  const r = await owner.post('/api/auth/register', payload);
  if (r.status !== 201) throw new Error(`signup failed: ${r.status} ${r.text}`);
  const clientId = r.json.user.clientId as string;
  const email = payload.email as string;
  // cognito-local wants the address beside its email_verified; sign-up stores the address lower-cased
  const stored = email.trim().toLowerCase();
  if (verified) await updateIdentityAttributes(stored, { email: stored, email_verified: 'true' });
  return {
    clientId,
    owner,
    ownerEmail: payload.email as string,
    async member(role: Role, name = { firstName: 'Team', lastName: 'Member' }) {
      const email = uniqueEmail(role);
      await createMember({ clientId, role, email, password: TEST_PASSWORD, ...name });
      return loginAs(base, email);
    },
  };
}

export async function loginAs(base: string, email: string, password = TEST_PASSWORD): Promise<ApiClient> {
  const api = new ApiClient(base);
  const r = await api.post('/api/auth/login', { email, password });
  if (r.status !== 200) throw new Error(`login failed for ${email}: ${r.status} ${r.text}`);
  return api;
}

/** A platform admin (clientId "platform"). */
export async function signInAdmin(base: string): Promise<ApiClient> {
  const email = uniqueEmail('admin');
  await createMember({
    clientId: 'platform',
    role: 'admin',
    email,
    password: TEST_PASSWORD,
    firstName: 'Plat',
    lastName: 'Admin',
  });
  return loginAs(base, email);
}
