import { LEAD_STATUSES } from '@shared/enums';
import type { LeadFilter, LeadRow, LeadStats } from '@shared/schemas/leads';
import * as db from '../../db/table-entities';
import { ALL, LEAD_COUNTERS } from './aggregates';
import { type StoredLead, toLeadRow } from './store';

type LeadPage = { data: StoredLead[]; cursor: string | null };
const MAX_READS = 10;

/**
 * The Leads table, newest first, filtered on the server: status by index (byStatus), the search as a
 * filter on the lead's lower-case search text. DynamoDB filters after reading a page, so this reads up
 * to MAX_READS pages until it has `limit` rows and hands back where to continue.
 */
export async function listLeads(
  clientId: string,
  filter: Pick<LeadFilter, 'status' | 'search'> & { limit: number },
  cursor: string | undefined,
): Promise<{ leads: LeadRow[]; nextCursor: string | null }> {
  const search = filter.search?.trim().toLowerCase();
  const rows: LeadRow[] = [];
  let next: string | null | undefined = cursor;
  for (let reads = 0; reads < MAX_READS && rows.length < filter.limit; reads++) {
    const query =
      filter.status === 'all'
        ? db.lead().query.byCreated({ clientId })
        : db.lead().query.byStatus({ clientId, status: filter.status });
    const page: LeadPage = await (search
      ? query.where(({ searchText }, { contains }) => contains(searchText, search))
      : query
    ).go({ order: 'desc', limit: filter.limit - rows.length, cursor: next ?? null });
    rows.push(...page.data.map(toLeadRow));
    next = page.cursor;
    if (!next) break;
  }
  return { leads: rows, nextCursor: next ?? null };
}

/** The five stat cards (spec §2.2): a handful of counter items, whatever the number of leads. */
export async function leadStats(clientId: string): Promise<LeadStats> {
  const names = [LEAD_COUNTERS.total, LEAD_COUNTERS.enriched, ...LEAD_STATUSES.map(LEAD_COUNTERS.status)];
  const counts = await readCounters(clientId, names);
  const total = counts.get(LEAD_COUNTERS.total) ?? 0;
  const byStatus = Object.fromEntries(
    LEAD_STATUSES.map((s) => [s, counts.get(LEAD_COUNTERS.status(s)) ?? 0]),
  ) as LeadStats['byStatus'];
  return {
    total,
    byStatus,
    conversionRate: total > 0 ? Math.round((byStatus.converted / total) * 100) : null,
    enriched: counts.get(LEAD_COUNTERS.enriched) ?? 0,
  };
}

/** All-time counters by name, in one batch get. */
export async function readCounters(clientId: string, names: string[]): Promise<Map<string, number>> {
  const { data } = await db
    .tenantCounter()
    .get(names.map((name) => ({ clientId, name, period: ALL })))
    .go();
  return new Map(data.map((c) => [c.name, c.count ?? 0]));
}
