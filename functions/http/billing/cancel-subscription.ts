import { billing } from '@shared/api/contracts/billing';
import { recordBillingChange } from '../../core/billing/activity';
import { explainGatewayFailure } from '../../core/billing/gateway-errors';
import { cancelSubscription } from '../../core/billing/manage';
import { http } from '../../kit/http';
import { byRequest } from '../../kit/request-actor';

/** POST /api/billing/cancel-subscription — ends at the period end, at the gateway too (spec part 3 §4). */
export const handler = http(billing.cancelSubscription, async (ctx) => {
  const view = await explainGatewayFailure(ctx.log, () => cancelSubscription(ctx.session.clientId, ctx.log));
  await recordBillingChange(
    byRequest(ctx),
    ctx.session.clientId,
    'subscription.canceled',
    `Subscription set to end on ${view.subscription?.currentPeriodEnd}`,
  );
  return view;
});
