import type { MessagePayload } from '@shared/schemas/queue-messages';
import type { SyncJob } from '@shared/schemas/sync-job';
import { dialogflowClient } from '../../adapters/dialogflow';
import { AppError, NotFoundError } from '../../base/errors';
import type { Logger } from '../../base/logger';
import { isConditionalFailure } from '../../db/errors';
import * as db from '../../db/table-entities';
import { readPlatformConfig } from '../platform/platform-config';
import { syncOne } from './dialogflow-sync';
import { getIntent } from './intents';
import type { StoredJob } from './sync-job-store';

/**
 * One intent of a job. A Dialogflow refusal, a timeout, a deleted or deactivated intent are the
 * intent's failure, recorded on the job (retrying would not help or the user retries the sync); any
 * other error (e.g. DynamoDB) is thrown so the queue delivers the message again.
 */
export async function syncJobIntent(
  { clientId, jobId, intentId }: MessagePayload<'intents.sync'>,
  log: Logger,
): Promise<void> {
  const { data: job } = await db.syncJob().get({ clientId, id: jobId }).go();
  if (!job) {
    log.warn('sync job gone', { clientId, jobId });
    return;
  }
  let title = intentId;
  let failure: string | undefined;
  try {
    const intent = await getIntent(clientId, intentId);
    title = intent.title;
    if (!intent.isActive) throw new AppError(409, 'CONFLICT', 'The intent was deactivated before it was synced');
    await syncOne(dialogflowClient(await readPlatformConfig('dialogflow')), clientId, intent);
  } catch (err) {
    if (!(err instanceof AppError)) throw err;
    failure = err instanceof NotFoundError ? 'The intent was deleted before it was synced' : err.message;
  }
  const updated = failure
    ? await recordFailure(clientId, jobId, { intentId, title, message: failure })
    : await recordSynced(clientId, jobId, intentId);
  await advanceStatus(clientId, updated);
}

async function recordSynced(clientId: string, id: string, intentId: string): Promise<StoredJob> {
  // a set: the same intent added twice counts once
  const { data } = await db
    .syncJob()
    .patch({ clientId, id })
    .add({ syncedIds: [intentId] })
    .go({ response: 'all_new' });
  return data as StoredJob;
}

async function recordFailure(clientId: string, id: string, failure: SyncJob['failures'][number]): Promise<StoredJob> {
  try {
    const { data } = await db
      .syncJob()
      .patch({ clientId, id })
      .add({ failedIds: [failure.intentId] })
      .append({ failures: [failure] })
      // the failure list is appended to, so a second delivery must not append the same intent again
      .where((a, { notContains }) => notContains(a.failedIds, failure.intentId))
      .go({ response: 'all_new' });
    return data as StoredJob;
  } catch (err) {
    if (!isConditionalFailure(err)) throw err;
    const { data } = await db.syncJob().get({ clientId, id }).go();
    return data as StoredJob;
  }
}

/** queued → running on the first outcome; → done (or failed when nothing synced) on the last. */
async function advanceStatus(clientId: string, job: StoredJob): Promise<void> {
  const synced = job.syncedIds?.length ?? 0;
  const finished = synced + (job.failedIds?.length ?? 0) >= job.total;
  const next = finished ? (synced > 0 ? 'done' : 'failed') : 'running';
  if (job.status === next || job.status === 'done' || job.status === 'failed') return;
  try {
    const patch = db.syncJob().patch({ clientId, id: job.id }).set({ status: next });
    // "running" must never overwrite a finish another message wrote meanwhile
    await (finished ? patch : patch.where((a, { eq }) => eq(a.status, 'queued'))).go();
  } catch (err) {
    if (!isConditionalFailure(err)) throw err;
  }
}
