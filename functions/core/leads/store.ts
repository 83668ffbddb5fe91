import type { LeadRow } from '@shared/schemas/leads';
import type { EntityItem } from 'electrodb';
import { ConflictError, NotFoundError } from '../../base/errors';
import type { Lead } from '../../db/entities/crm';
import { isConditionalFailure } from '../../db/errors';
import * as db from '../../db/table-entities';
import { addCounters } from '../metrics/counters';
import { countGrowth } from '../metrics/platform-metrics';
import { type AggregatedLead, type CounterDelta, counterDeltas, isOpen } from './aggregates';
import { scoreLead } from './score';

/**
 * The one way a lead is written: every create, change and erase goes through here, with its score
 * (score.ts) and the counters it moves (aggregates.ts). Changes are optimistic: the write is conditioned
 * on the `updatedAt` it read, and a lost race reads again and retries, so two concurrent changes never
 * count a lead twice. The counters move after the lead's write committed, each by a plain ADD
 * (core/metrics/counters.ts addCounters), by the deltas of that write only: ADDs commute, so the winner
 * of a race moves them by what it changed and the retry by what it changed after. Outside the
 * transaction a counter costs 1 WRU instead of 2, and the lead's own write, alone, is a plain
 * conditional write instead of a transaction (half its units across the lead's three indexes).
 */
export type StoredLead = EntityItem<ReturnType<typeof Lead>>;
type Tx = db.WriteTx<'lead' | 'tenantCounter' | 'job'>;
type TxItem = db.WriteTxItem;

/** Attributes a change may set. */
export type LeadChange = Partial<
  Pick<
    StoredLead,
    | 'status'
    | 'internalNotes'
    | 'aiEnrichment'
    | 'engagement'
    | 'enrichmentKey'
    | 'jobId'
    | 'lastActivityAt'
    | 'convertedAt'
  >
>;

const MAX_ATTEMPTS = 5;

/** What the Leads search matches: name, company, email and phone in lower case (DynamoDB's contains is case-sensitive). */
export const searchTextOf = (l: { name: string; company?: string; email?: string; phone?: string }) =>
  [l.name, l.company, l.email, l.phone].filter(Boolean).join(' ').toLowerCase();

/** score, tier key and pipeline of a lead as it will be stored, scored at `at`. */
export function derived(lead: Parameters<typeof scoreLead>[0], at: Date) {
  const { score } = scoreLead(lead, at);
  return {
    score,
    scoreKey: String(score).padStart(3, '0'),
    pipeline: isOpen(lead.status) ? 'open' : 'closed',
  } as const;
}

const aggregated = (l: StoredLead): AggregatedLead => ({
  status: l.status,
  source: l.source,
  createdAt: l.createdAt,
  score: l.score,
  lastActivityAt: l.lastActivityAt ?? l.createdAt,
  convertedAt: l.convertedAt,
  aiEnrichment: l.aiEnrichment,
});

export async function getLead(clientId: string, id: string): Promise<StoredLead> {
  const { data } = await db.lead().get({ clientId, id }).go();
  if (!data) throw new NotFoundError('Lead');
  return data;
}

type NewLead = Omit<Parameters<Tx['lead']['create']>[0], 'score' | 'scoreKey' | 'pipeline' | 'searchText'>;

/**
 * The item that creates a lead, for a caller's own transaction (the widget's conversation start), and
 * the counters it moves, for the caller to add once that transaction committed.
 */
export function createLeadItem(
  tx: Pick<Tx, 'lead'>,
  lead: NewLead & { createdAt: string },
): { item: TxItem; counters: CounterDelta[] } {
  const at = new Date(lead.createdAt);
  const status = lead.status ?? 'new';
  const full = { ...lead, status, lastActivityAt: lead.lastActivityAt ?? lead.createdAt };
  const d = derived(full, at);
  const searchText = searchTextOf(lead);
  const item = { ...full, ...d, searchText, source: lead.source ?? 'chat' };
  return {
    item: tx.lead.create(item).commit(),
    counters: counterDeltas(undefined, aggregated(item as StoredLead)),
  };
}

/** Creates a lead (a conditional create: a fresh id) and counts it. */
export async function createLead(lead: NewLead & { createdAt?: string }): Promise<void> {
  const createdAt = lead.createdAt ?? new Date().toISOString();
  const status = lead.status ?? 'new';
  const full = { ...lead, createdAt, status, lastActivityAt: lead.lastActivityAt ?? createdAt };
  const item = {
    ...full,
    ...derived(full, new Date(createdAt)),
    searchText: searchTextOf(lead),
    source: lead.source ?? 'chat',
  };
  try {
    await db.lead().create(item).go();
  } catch (err) {
    if (isConditionalFailure(err)) throw new ConflictError('The lead could not be saved. Please try again.');
    throw err;
  }
  // the lead's counters, and the admin's Analytics (leads per day); the widget's leads are counted in core/chat/conversations.ts
  await Promise.all([
    addCounters(lead.clientId, counterDeltas(undefined, aggregated(item as StoredLead))),
    countGrowth('leads', new Date(createdAt)),
  ]);
}

/**
 * Applies `change` to the lead as it is now. `change` answers the attributes to set, or null when there
 * is nothing to do (e.g. a redelivered enrichment); `extra` adds items (a bulk job's progress) to the
 * lead's write, which is then a transaction; without it, a plain conditional update.
 */
export async function changeLead(
  clientId: string,
  id: string,
  change: (lead: StoredLead) => LeadChange | null,
  extra?: (tx: Tx, lead: StoredLead) => TxItem[],
): Promise<{ lead: StoredLead; changed: boolean }> {
  for (let attempt = 1; ; attempt++) {
    const before = await getLead(clientId, id);
    const set = change(before);
    if (!set) return { lead: before, changed: false };
    const now = new Date();
    const merged = { ...before, ...set, lastActivityAt: set.lastActivityAt ?? now.toISOString() };
    if (set.status === 'converted' && before.status !== 'converted') merged.convertedAt = now.toISOString();
    const after = { ...merged, ...derived(merged, now) };
    const attributes = {
      ...set,
      lastActivityAt: after.lastActivityAt,
      ...(after.convertedAt ? { convertedAt: after.convertedAt } : {}),
      score: after.score,
      scoreKey: after.scoreKey,
      pipeline: after.pipeline,
    };
    let written = true;
    if (extra) {
      const result = await db
        .writeTransaction({ job: db.job(), lead: db.lead(), tenantCounter: db.tenantCounter() }, (tx) => [
          tx.lead
            .patch({ clientId, id })
            .set(attributes)
            .where(({ updatedAt }, { eq }) => eq(updatedAt, before.updatedAt))
            .commit(),
          ...extra(tx, before),
        ])
        .go();
      written = !result.canceled;
    } else {
      try {
        await db
          .lead()
          .patch({ clientId, id })
          .set(attributes)
          .where(({ updatedAt }, { eq }) => eq(updatedAt, before.updatedAt))
          .go();
      } catch (err) {
        if (!isConditionalFailure(err)) throw err;
        written = false;
      }
    }
    if (written) {
      await addCounters(clientId, counterDeltas(aggregated(before), aggregated(after as StoredLead)));
      return { lead: await getLead(clientId, id), changed: true };
    }
    if (attempt >= MAX_ATTEMPTS)
      throw new ConflictError('The lead is being changed by someone else. Please try again.');
  }
}

/** Deletes the lead (conditioned on the version read) and uncounts it; a lead changed meanwhile is read again. */
export async function deleteLead(clientId: string, id: string): Promise<void> {
  for (let attempt = 1; ; attempt++) {
    const before = await getLead(clientId, id);
    try {
      await db
        .lead()
        .delete({ clientId, id })
        .where(({ updatedAt }, { eq }) => eq(updatedAt, before.updatedAt))
        .go();
      await addCounters(clientId, counterDeltas(aggregated(before), undefined));
      return;
    } catch (err) {
      if (!isConditionalFailure(err)) throw err;
    }
    if (attempt >= MAX_ATTEMPTS)
      throw new ConflictError('The lead is being changed by someone else. Please try again.');
  }
}

/** The wire row; its reasons are the stored score's, taken when it was last scored. */
export function toLeadRow(l: StoredLead): LeadRow {
  const { score, tier, reasons } = scoreLead(
    { ...l, lastActivityAt: l.lastActivityAt ?? l.createdAt } as Parameters<typeof scoreLead>[0],
    new Date(l.updatedAt),
  );
  return {
    id: l.id,
    name: l.name,
    email: l.email ?? null,
    phone: l.phone ?? null,
    company: l.company ?? null,
    source: l.source,
    status: l.status,
    message: l.message ?? null,
    internalNotes: l.internalNotes ?? null,
    aiEnrichment: (l.aiEnrichment as LeadRow['aiEnrichment']) ?? null,
    score: l.score ?? score,
    tier,
    scoreReasons: reasons,
    createdAt: l.createdAt,
    updatedAt: l.updatedAt,
  };
}
