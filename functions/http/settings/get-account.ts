import { settings } from '@shared/api/contracts/settings';
import { NotFoundError } from '../../base/errors';
import { db } from '../../db/service';
import { http } from '../../kit/http';

/** GET /api/settings/account — the company name the owner types to confirm Delete Account. */
export const handler = http(settings.getAccount, async ({ session }) => {
  const { data } = await db().entities.client.get({ clientId: session.clientId }).go();
  if (!data) throw new NotFoundError('Account');
  return { companyName: data.companyName };
});
