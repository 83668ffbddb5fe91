import { listPlansResponse } from '../../../shared/schemas/plan';
import { listActivePlans } from '../../core/billing/plans';
import { http } from '../../kit/http';

/** GET /api/plans — the public plan catalogue (spec part 1 §7). */
export const handler = http({ auth: 'public', response: listPlansResponse }, async () => ({
  success: true,
  plans: await listActivePlans(),
}));
