import { admin } from '@shared/api/contracts/admin';
import { aiCosts } from '../../core/admin/ai-costs';
import { http } from '../../kit/http';

/** GET /api/admin/ai-costs?period= — model calls and tokens by provider, estimated costs, suggestions. */
export const handler = http(admin.getAiCosts, ({ query }) => aiCosts(query.period));
