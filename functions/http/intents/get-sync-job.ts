import { intents } from '@shared/api/contracts/intents';
import { getSyncJob } from '../../core/intents/sync-job-store';
import { http } from '../../kit/http';

/** GET /api/intents/sync-dialogflow/{jobId} — the progress of the tenant's own sync job (404 for any other). */
export const handler = http(intents.getSyncJob, async ({ session, params }) =>
  getSyncJob(session.clientId, params.jobId),
);
