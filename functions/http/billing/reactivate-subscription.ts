import { billing } from '@shared/api/contracts/billing';
import { recordBillingChange } from '../../core/billing/activity';
import { explainGatewayFailure } from '../../core/billing/gateway-errors';
import { reactivateSubscription } from '../../core/billing/manage';
import { http } from '../../kit/http';
import { byRequest } from '../../kit/request-actor';

/** POST /api/billing/reactivate-subscription — undoes a scheduled cancellation where the gateway can. */
export const handler = http(billing.reactivateSubscription, async (ctx) => {
  const view = await explainGatewayFailure(ctx.log, () => reactivateSubscription(ctx.session.clientId, ctx.log));
  await recordBillingChange(
    byRequest(ctx),
    ctx.session.clientId,
    'subscription.reactivated',
    'Scheduled cancellation undone',
  );
  return view;
});
