import { listActivePlans } from '../../core/plans';
import { http } from '../../kit/http';

/** GET /api/plans — the public plan catalogue (spec part 1 §7). */
export const handler = http({ auth: 'public' }, async () => ({ success: true, plans: await listActivePlans() }));
