import type { Intent } from '@shared/schemas/intent';
import { useEffect, useState } from 'react';
import { notify } from '../../../components/notify';
import { serverErrorText } from '../../../lib/api-client';
import {
  isSyncJobOver,
  type SyncJob,
  useSyncAllIntents,
  useSyncIntent,
  useSyncingIds,
  useSyncJob,
} from '../api/intents';

/** 'Sync failed' with the spec's detail, plus the server's reason when it gives one. */
function syncFailed(error: unknown, detail: string) {
  const reason = serverErrorText(error, '');
  notify.error('Sync failed', reason ? `${detail}: ${reason}` : detail);
}

const SYNC_ALL_FAILED = 'Failed to sync intents to Dialogflow CX';

/** The toast of a finished sync-all job: every intent synced, or which ones were not and why. */
function announceSyncJob(job: SyncJob) {
  const plural = (n: number) => `${n} ${n === 1 ? 'intent' : 'intents'}`;
  if (job.status === 'done' && job.failedCount === 0) {
    notify.success('Intents synced', `Synced ${plural(job.syncedCount)} to Dialogflow CX.`);
    return;
  }
  const first = job.failures[0];
  const reason = job.error ?? (first ? `"${first.title}": ${first.message}` : '');
  const counts = job.total > 0 ? `${job.failedCount} of ${plural(job.total)} not synced` : '';
  notify.error(
    'Sync failed',
    [SYNC_ALL_FAILED, [counts, reason].filter(Boolean).join(', ')].filter(Boolean).join(': '),
  );
}

/**
 * Sync to Dialogflow CX: one intent at once, or every intent as a queued job (202) that is polled until
 * it ends and then announced.
 */
export function useIntentSync() {
  const syncOne = useSyncIntent();
  const syncAll = useSyncAllIntents();
  const [syncJobId, setSyncJobId] = useState<string | null>(null);
  const syncJob = useSyncJob(syncJobId);
  const syncingIds = useSyncingIds();

  const onSyncOne = (intent: Intent) =>
    syncOne.mutate(intent.id, {
      onSuccess: () => notify.success('Intent synced', `"${intent.title}" was synced to Dialogflow CX.`),
      onError: (error) => syncFailed(error, 'Failed to sync intent to Dialogflow CX'),
    });

  const onSyncAll = () =>
    syncAll.mutate(undefined, {
      onSuccess: (job) => {
        if (isSyncJobOver(job)) announceSyncJob(job);
        else setSyncJobId(job.id);
      },
      onError: (error) => syncFailed(error, SYNC_ALL_FAILED),
    });
  useEffect(() => {
    const job = syncJob.data;
    const error = syncJob.isError ? syncJob.error : undefined;
    if (!(job && isSyncJobOver(job)) && !error) return;
    setSyncJobId(null);
    // the toaster flushes synchronously, which React refuses inside an effect: toast just after it
    queueMicrotask(() => (error ? syncFailed(error, SYNC_ALL_FAILED) : job && announceSyncJob(job)));
  }, [syncJob.data, syncJob.isError, syncJob.error]);

  return {
    onSyncOne,
    onSyncAll,
    running: syncAll.isPending || syncJobId !== null,
    /** The sync-all job while it runs (null when none does). */
    job: syncJobId === null ? null : syncJob.data,
    syncingIds,
  };
}
