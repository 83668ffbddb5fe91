import type { SyncJob } from '@shared/schemas/sync-job';
import { NotConfiguredError } from '../../adapters/dialogflow';
import { sendMessages } from '../../adapters/queue';
import { newId } from '../../db/ids';
import * as db from '../../db/table-entities';
import { allIntents } from './intents';
import { type StoredJob, toJob } from './sync-job-store';

/** A job's progress is of no use a week after it started (the item expires by TTL). */
const JOB_TTL_SECONDS = 7 * 24 * 3600;

/** Checks Dialogflow is configured (a clear 409 now rather than N failures later), stores the job, queues its intents. */
export async function startSyncJob(clientId: string, userId: string): Promise<SyncJob> {
  await assertDialogflowConfigured();
  const active = (await allIntents(clientId)).filter((i) => i.isActive);
  const id = newId();
  const { data } = await db
    .syncJob()
    .create({
      clientId,
      id,
      status: active.length > 0 ? 'queued' : 'done',
      total: active.length,
      createdBy: userId,
      expiresAt: Math.floor(Date.now() / 1000) + JOB_TTL_SECONDS,
    })
    .go();
  try {
    await sendMessages(
      'intents.sync',
      active.map((intent) => ({
        payload: { clientId, jobId: id, intentId: intent.id },
        // one sync per intent and job, however often the message arrives
        idempotencyKey: `${id}:${intent.id}`,
      })),
    );
  } catch (err) {
    await db
      .syncJob()
      .patch({ clientId, id })
      .set({ status: 'failed', error: 'The sync could not be queued. Please try again.' })
      .go();
    throw err;
  }
  return toJob(data as StoredJob);
}

/**
 * The stored settings name an agent and hold a service account. Checked without decrypting the key:
 * this function needs no KMS access (routes.ts) and stays small; the consumer decrypts it and reports a
 * key that does not work on each intent.
 */
async function assertDialogflowConfigured(): Promise<void> {
  const { data } = await db.platformConfig().get({ type: 'dialogflow' }).go();
  const c = (data?.config ?? {}) as Record<string, unknown>;
  if (!(c.enabled === true && c.projectId && c.agentId && c.credentialsJson)) throw new NotConfiguredError();
}
