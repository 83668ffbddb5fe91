import { settings } from '@shared/api/contracts/settings';
import { NotFoundError } from '../../base/errors';
import * as db from '../../db/table-entities';
import { http } from '../../kit/http';

/** GET /api/settings/account — the company name the owner types to confirm Delete Account. */
export const handler = http(settings.getAccount, async ({ session }) => {
  const { data } = await db.client().get({ clientId: session.clientId }).go();
  if (!data) throw new NotFoundError('Account');
  return { companyName: data.companyName };
});
