import type { Job } from '@shared/schemas/leads';
import { NotFoundError } from '../../base/errors';
import * as db from '../../db/table-entities';

/**
 * Reading a bulk-enrichment job (GET /api/jobs/{id}) apart from starting and paging one
 * (bulk-enrichment.ts), so the function that only reads progress does not bundle the queue adapter
 * and needs no 'queue:send' (functions/routes-access.test.ts), like core/intents/sync-job-store.ts for Dialogflow.
 */
export type StoredJob = {
  id: string;
  total: number;
  succeeded: number;
  failed: number;
  queued: boolean;
  createdAt: string;
  updatedAt: string;
};

export const toJob = (j: StoredJob): Job => ({
  id: j.id,
  kind: 'leads.enrich-all',
  status: j.queued && j.succeeded + j.failed >= j.total ? 'done' : 'running',
  total: j.total,
  succeeded: j.succeeded,
  failed: j.failed,
  createdAt: j.createdAt,
  updatedAt: j.updatedAt,
});

export async function getJob(clientId: string, id: string): Promise<Job> {
  const { data } = await db.job().get({ clientId, id }).go();
  if (!data) throw new NotFoundError('Job');
  return toJob(data as StoredJob);
}
