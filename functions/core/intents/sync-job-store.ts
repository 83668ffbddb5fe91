import type { SyncJob } from '@shared/schemas/sync-job';
import { NotFoundError } from '../../base/errors';
import * as db from '../../db/table-entities';

/**
 * Dialogflow CX sync-all as a queued job: one message per active intent (functions/queue/intent-sync.ts),
 * so no HTTP request waits on Dialogflow and no single Lambda syncs every intent one after another.
 * The job item (db/entities/sync-job.ts) keeps the progress the AI Training Center polls.
 */

export type StoredJob = {
  id: string;
  status: SyncJob['status'];
  total: number;
  syncedIds?: string[];
  failedIds?: string[];
  failures?: SyncJob['failures'];
  error?: string;
  createdAt: string;
  updatedAt: string;
};

/** The API's view: counts from the per-intent sets. */
export function toJob(item: StoredJob): SyncJob {
  return {
    id: item.id,
    status: item.status,
    total: item.total,
    syncedCount: item.syncedIds?.length ?? 0,
    failedCount: item.failedIds?.length ?? 0,
    failures: item.failures ?? [],
    ...(item.error ? { error: item.error } : {}),
    createdAt: item.createdAt,
    updatedAt: item.updatedAt,
  };
}

export async function getSyncJob(clientId: string, id: string): Promise<SyncJob> {
  const { data } = await db.syncJob().get({ clientId, id }).go();
  if (!data) throw new NotFoundError('Sync job');
  return toJob(data as StoredJob);
}
