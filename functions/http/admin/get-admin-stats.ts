import { admin } from '@shared/api/contracts/admin';
import { adminStats } from '../../core/admin/health';
import { http } from '../../kit/http';

/** GET /api/admin/stats — the admin dashboard's cards (spec part 3 §3 "Admin stats") with the health checks. */
export const handler = http(admin.getAdminStats, () => adminStats());
