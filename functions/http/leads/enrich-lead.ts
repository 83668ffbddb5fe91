import { leads } from '@shared/api/contracts/leads';
import { enrichLead } from '../../core/leads/enrichment';
import { toLeadRow } from '../../core/leads/store';
import { newId } from '../../db/ids';
import { http } from '../../kit/http';

/** POST /api/leads/{id}/enrich — enriches one lead now (spec §7 reads success and enrichment). */
export const handler = http(leads.enrichLead, async ({ session, params }) => {
  const outcome = await enrichLead(session.clientId, params.id, { key: `manual:${newId()}` });
  if (outcome.status === 'enriched') {
    return { success: true, enrichment: outcome.enrichment, lead: toLeadRow(outcome.lead) };
  }
  const message = outcome.status === 'no-text' ? outcome.message : undefined;
  return { success: false, enrichment: null, lead: toLeadRow(outcome.lead), message };
});
