import * as plan from '../../schemas/plan';
import { withSchemas } from '../route';
import { plans as routes } from '../routes/plans';

/** plans: each route of routes/plans.ts with its schemas. */
export const plans = withSchemas(routes, {
  listPlans: { response: plan.listPlansResponse },
});
