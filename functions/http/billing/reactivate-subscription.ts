import { billing } from '@shared/api/contracts/billing';
import { ownerBillingAction } from '../../core/billing/activity';
import { reactivateSubscription } from '../../core/billing/manage';
import { http } from '../../kit/http';
import { byRequest } from '../../kit/request-actor';

/** POST /api/billing/reactivate-subscription — undoes a scheduled cancellation where the gateway can. */
export const handler = http(billing.reactivateSubscription, (ctx) =>
  ownerBillingAction(
    { ...byRequest(ctx), clientId: ctx.session.clientId, log: ctx.log },
    reactivateSubscription,
    () => ['subscription.reactivated', 'Scheduled cancellation undone'],
  ),
);
