import { accountResponse } from '../../../shared/schemas/account-deletion';
import { db } from '../../db/service';
import { NotFoundError } from '../../kit/errors';
import { http } from '../../kit/http';

/** GET /api/settings/account — the company name the owner types to confirm Delete Account. */
export const handler = http({ auth: 'owner', response: accountResponse }, async ({ session }) => {
  const { data } = await db().entities.client.get({ clientId: session.clientId }).go();
  if (!data) throw new NotFoundError('Account');
  return { companyName: data.companyName };
});
