import { recordActivity } from '../activity/record';
import { byRequest } from '../activity/request';

/** A subscription change in the admin's activity log (issue 12 left subscription events open). */
export const recordBillingChange = (
  ctx: Parameters<typeof byRequest>[0] & { session: { clientId: string } },
  action: string,
  message: string,
) =>
  recordActivity({
    ...byRequest(ctx),
    clientId: ctx.session.clientId,
    level: 'info',
    category: 'user',
    action,
    message,
  });
