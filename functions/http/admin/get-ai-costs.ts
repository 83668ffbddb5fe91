import { aiCostsResponse, analyticsQuery } from '../../../shared/schemas/admin-analytics';
import { aiCosts } from '../../core/admin/ai-costs';
import { http } from '../../kit/http';

/** GET /api/admin/ai-costs?period= — model calls and tokens by provider, estimated costs, suggestions. */
export const handler = http({ auth: 'admin', response: aiCostsResponse, query: analyticsQuery }, ({ query }) =>
  aiCosts(query.period),
);
