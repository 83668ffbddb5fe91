import { plans } from '@shared/api/contracts/plans';
import { listActivePlans } from '../../core/billing/plans';
import { http } from '../../kit/http';

/** GET /api/plans — the public plan catalogue (spec part 1 §7). */
export const handler = http(plans.listPlans, async () => ({
  success: true,
  plans: await listActivePlans(),
}));
