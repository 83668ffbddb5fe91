import { identityExists } from '../../adapters/identity';
import { newId } from '../../db/ids';
import { db } from '../../db/service';
import { seedPlans } from '../../ops/seed';
import { uniqueEmail } from '../../test-support/api';
import { signupPayload } from '../../test-support/tenants';
import { createTenant } from './tenancy';

beforeAll(() => seedPlans());

describe('createTenant', () => {
  it('removes the Cognito user again when the database transaction fails', async () => {
    const clientId = newId();
    // an existing client record with the same id makes the transaction's create condition fail
    await db()
      .entities.client.create({
        clientId,
        companyName: 'Squatter',
        planId: 'plan-mini',
        conversationsLimit: 1,
        billingEmail: 'x@y.co',
      })
      .go();
    const { confirmPassword: _c, ...payload } = signupPayload({ email: uniqueEmail('rollback') });
    await expect(createTenant({ ...payload, clientId } as never)).rejects.toThrow();
    expect(await identityExists(payload.email as string)).toBe(false);
    const { data: users } = await db()
      .entities.user.query.byEmail({ email: payload.email as string })
      .go();
    expect(users).toHaveLength(0);
    const { data: client } = await db().entities.client.get({ clientId }).go();
    expect(client?.companyName).toBe('Squatter');
  });
});
