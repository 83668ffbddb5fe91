import type { Logger } from '../../base/logger';
import * as db from '../../db/table-entities';
import { mailTeam } from '../alerts/send';
import { tenantMailAlerts } from '../alerts/settings';
import type { StatusChange } from './sync';

/**
 * A subscription the gateway could not charge (issue 31 item 4): the sync saw it turn past due (Razorpay
 * `pending`, Stripe `past_due`/`unpaid`), whichever event said so. The owners and the billing address are
 * mailed, once per event (the key), unless the owner turned the alert off. After the webhook is recorded
 * as done, like its activity entry: a mail that cannot be queued is logged, never a reason to make the
 * gateway deliver again (the sync would find no change the second time).
 */
export async function alertPaymentFailed(change: StatusChange, key: string, log: Logger): Promise<void> {
  if (change.to !== 'past_due' || change.from === 'past_due') return;
  try {
    const { data: client } = await db
      .client()
      .get({ clientId: change.clientId })
      .go({ attributes: ['billingEmail', 'mailAlerts'] });
    if (!client || !tenantMailAlerts(client.mailAlerts).paymentFailed) return;
    await mailTeam(
      change.clientId,
      'billing',
      { template: 'payment-failed', data: { planName: change.planName }, key },
      [client.billingEmail],
    );
  } catch (error) {
    log.error('payment-failed alert not queued', { clientId: change.clientId, error });
  }
}
