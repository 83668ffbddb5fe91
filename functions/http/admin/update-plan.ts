import { adminPlanResponse, planParams } from '../../../shared/schemas/admin';
import { planInputSchema } from '../../../shared/schemas/plan';
import { updatePlan } from '../../core/admin/plans';
import { http } from '../../kit/http';

/** PUT /api/admin/plans/{id} — edit a plan (404 unknown). Tenants keep their limit until their plan is set again. */
export const handler = http(
  { auth: 'admin', response: adminPlanResponse, body: planInputSchema, params: planParams },
  async ({ body, params }) => ({ plan: await updatePlan(params.id, body) }),
);
