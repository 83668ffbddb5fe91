import { syncJobIntent } from '../core/intents/sync-job-intent';
import { queueConsumer } from '../kit/queue-consumer';

/** Queue consumer intent-sync (routes.ts): one intent of a Dialogflow CX sync-all job per message. */
export const handler = queueConsumer('intent-sync', {
  'intents.sync': (payload, { log }) => syncJobIntent(payload, log),
});
