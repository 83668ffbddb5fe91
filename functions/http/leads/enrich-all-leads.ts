import { leads } from '@shared/api/contracts/leads';
import { reply } from '../../base/response';
import { startEnrichAll } from '../../core/leads/bulk-enrichment';
import { http } from '../../kit/http';

/** POST /api/leads/enrich-all — starts a bulk enrichment job and answers 202 at once with it (poll GET /api/jobs/{id}). */
export const handler = http(leads.enrichAllLeads, async ({ session }) =>
  reply(202, { job: await startEnrichAll(session.clientId, session.userId) }),
);
