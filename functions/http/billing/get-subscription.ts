import { subscriptionResponse } from '../../../shared/schemas/billing';
import { subscriptionView } from '../../core/billing/view';
import { http } from '../../kit/http';

/** GET /api/billing/subscription — the Current Plan tab (spec part 3 §2, §7). */
export const handler = http({ auth: 'owner', response: subscriptionResponse }, async ({ session }) =>
  subscriptionView(session.clientId),
);
