import { billing } from '@shared/api/contracts/billing';
import { subscriptionView } from '../../core/billing/view';
import { http } from '../../kit/http';

/** GET /api/billing/subscription — the Current Plan tab (spec part 3 §2, §7). */
export const handler = http(billing.getSubscription, async ({ session }) => subscriptionView(session.clientId));
