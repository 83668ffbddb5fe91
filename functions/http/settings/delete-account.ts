import { settings } from '@shared/api/contracts/settings';
import { reply } from '../../base/response';
import { recordActivity } from '../../core/activity/record';
import { deleteAccount } from '../../core/tenants/account-deletion';
import { clearedCookies } from '../../kit/cookies';
import { http } from '../../kit/http';
import { byRequest } from '../../kit/request-actor';

/**
 * POST /api/settings/account/delete `{confirmation: "<company name>"}` — Delete Account (owner only).
 * 400 naming `confirmation` unless it is the exact company name; 409 for the platform's own account.
 * Erases the tenant (core/tenants/account-deletion.ts), ends every session and clears this browser's cookies.
 */
export const handler = http(settings.deleteAccount, async (ctx) => {
  const { companyName } = await deleteAccount(ctx.session.clientId, ctx.body.confirmation);
  // the platform's log keeps the event (by name only), after every record of the tenant is gone
  await recordActivity({
    ...byRequest(ctx),
    level: 'warn',
    category: 'user',
    action: 'tenant.deleted',
    message: `${companyName} deleted its account`,
    clientId: ctx.session.clientId,
  });
  ctx.log.info('account deleted');
  return reply(204, undefined, { cookies: clearedCookies() });
});
