import { JobProgress } from '../../../components/job-progress';
import type { SyncJob } from '../api/intents';

/** The running sync-all job: how many of the active intents Dialogflow CX has answered for so far. */
export function SyncProgress({ job }: { job: SyncJob | undefined }) {
  const finished = (job?.syncedCount ?? 0) + (job?.failedCount ?? 0);
  return (
    <JobProgress
      label={job ? `Syncing intents to Dialogflow CX: ${finished} of ${job.total}` : 'Starting the sync...'}
      done={job ? finished : undefined}
      total={job?.total}
      palette="blue"
    />
  );
}
