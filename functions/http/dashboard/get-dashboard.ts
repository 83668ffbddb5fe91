import { dashboard } from '@shared/api/contracts/dashboard';
import { getDashboard } from '../../core/metrics/dashboard';
import { http } from '../../kit/http';

/** GET /api/dashboard — the home screen's cards (spec part 1 §2, §3). */
export const handler = http(dashboard.getDashboard, async ({ session }) => getDashboard(session.clientId));
