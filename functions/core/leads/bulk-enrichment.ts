import type { Job } from '@shared/schemas/leads';
import { sendMessage, sendMessages } from '../../adapters/queue';
import { isConditionalFailure } from '../../db/errors';
import { newId } from '../../db/ids';
import * as db from '../../db/table-entities';
import { ALL, LEAD_COUNTERS } from './aggregates';
import { type StoredJob, toJob } from './jobs';

/**
 * Bulk enrichment ("Bulk Enrich All" / "Analyze All") as a queued job. The request stores the job and
 * queues its first page; each page message queues up to PAGE_SIZE `leads.enrich` messages and the next
 * page, so the work is spread over the queue whatever the tenant's size. Each lead adds to the job's
 * succeeded or failed count in the same transaction as its own write (core/leads/enrichment.ts).
 */
export const PAGE_SIZE = 100;
/** A job's progress is of no use a week after it started (the item expires by TTL). */
const JOB_TTL_SECONDS = 7 * 24 * 3600;

export async function startEnrichAll(clientId: string, userId: string): Promise<Job> {
  const { data: counter } = await db.tenantCounter().get({ clientId, name: LEAD_COUNTERS.total, period: ALL }).go();
  const id = newId();
  const cutoff = new Date().toISOString();
  const { data } = await db
    .job()
    .create({
      clientId,
      id,
      kind: 'leads.enrich-all',
      // the leads there are now; made exact when the last page is queued
      total: Math.max(0, counter?.count ?? 0),
      cutoff,
      createdBy: userId,
      expiresAt: Math.floor(Date.now() / 1000) + JOB_TTL_SECONDS,
    })
    .go();
  try {
    await sendMessage('leads.enrich-page', {
      payload: { clientId, jobId: id, page: 0, cursor: null },
      idempotencyKey: `${id}:page:0`,
    });
  } catch (err) {
    // nothing was queued: the job is over with nothing done, and the request fails
    await db.job().patch({ clientId, id }).set({ queued: true, total: 0 }).go();
    throw err;
  }
  return toJob(data as StoredJob);
}

/** One page of a job: its leads go on the queue, then the next page (or the job learns its exact total). */
export async function enqueueJobPage(p: { clientId: string; jobId: string; page: number; cursor: string | null }) {
  const { data: job } = await db.job().get({ clientId: p.clientId, id: p.jobId }).go();
  if (!job) return; // expired or never stored: nothing to do
  const result = await db
    .lead()
    .query.byCreated({ clientId: p.clientId })
    .lte({ createdAt: job.cutoff })
    .go({ limit: PAGE_SIZE, cursor: p.cursor, attributes: ['id'] });
  await sendMessages(
    'leads.enrich',
    result.data.map((l) => ({
      payload: { clientId: p.clientId, leadId: l.id, jobId: p.jobId },
      idempotencyKey: `${p.jobId}:${l.id}`,
    })),
  );
  // counted once per page however often this message arrives (the page number is remembered)
  const last = !result.cursor;
  try {
    await db
      .job()
      .update({ clientId: p.clientId, id: p.jobId })
      .add({ queuedCount: result.data.length })
      .append({ pages: [p.page] })
      .where(({ pages }, { notContains }) => notContains(pages, p.page))
      .go();
  } catch (err) {
    if (!isConditionalFailure(err)) throw err;
  }
  if (last) {
    const { data: now } = await db.job().get({ clientId: p.clientId, id: p.jobId }).go();
    await db
      .job()
      .patch({ clientId: p.clientId, id: p.jobId })
      .set({ queued: true, total: now?.queuedCount ?? 0 })
      .go();
    return;
  }
  await sendMessage('leads.enrich-page', {
    payload: { ...p, page: p.page + 1, cursor: result.cursor },
    idempotencyKey: `${p.jobId}:page:${p.page + 1}`,
  });
}
