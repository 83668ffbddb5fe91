import { performance } from '@shared/api/contracts/performance';
import { readPerformance } from '../../core/inbox/performance';
import { http } from '../../kit/http';

/** GET /api/inbox/performance — the month's CSAT and agent figures: an owner sees every agent, an agent their own. */
export const handler = http(performance.getPerformance, async ({ session, query }) =>
  readPerformance(session, query.month),
);
