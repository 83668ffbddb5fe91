import { admin } from '@shared/api/contracts/admin';
import { listPlansForAdmin } from '../../core/admin/plans';
import { http } from '../../kit/http';

/** GET /api/admin/plans — every plan, active or not, with how many tenants are on it. */
export const handler = http(admin.listAdminPlans, async () => ({
  plans: await listPlansForAdmin(),
}));
