import { billing } from '@shared/api/contracts/billing';
import { getUsage } from '../../core/billing/usage';
import { http } from '../../kit/http';

/** GET /api/billing/usage — the Usage and Cost Insights tabs of the billing screen (spec part 3 §2, §3). */
export const handler = http(billing.getUsage, async ({ session }) => getUsage(session.clientId));
