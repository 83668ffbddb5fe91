import { intents } from '@shared/api/contracts/intents';
import { reply } from '../../base/response';
import { startSyncJob } from '../../core/intents/start-sync-job';
import { http } from '../../kit/http';

/** POST /api/intents/sync-dialogflow — queues a job that syncs every active intent; 202 with the job to poll. */
export const handler = http(intents.syncAllIntents, async ({ session }) =>
  reply(202, await startSyncJob(session.clientId, session.userId)),
);
