import { dialogflowClient } from '../../adapters/dialogflow';
import { ConflictError } from '../../base/errors';
import * as db from '../../db/table-entities';
import { countAiCall } from '../metrics/platform-metrics';
import { readPlatformConfig } from '../platform/platform-config';
import { getIntent } from './intents';

/**
 * Dialogflow CX sync, apart from the AI Training features (core/intents/intent-training.ts) so that the sync
 * functions do not bundle the AI providers (openai: 150 KB minified) they never call.
 */
/** Pushes one intent to Dialogflow CX and keeps its resource name (also one step of a sync-all job). */
export async function syncOne(
  client: ReturnType<typeof dialogflowClient>,
  clientId: string,
  intent: Awaited<ReturnType<typeof getIntent>>,
) {
  const name = await client.upsertIntent(intent);
  // a Dialogflow CX call in AI Cost Optimization (no tokens: CX does not report any)
  await countAiCall('dialogflow', 'cx');
  await db
    .intent()
    .patch({ clientId, id: intent.id })
    .set({ dialogflowIntentName: name, lastSyncedAt: new Date().toISOString() })
    .go();
  return { intentId: intent.id, title: intent.title, dialogflowIntentName: name };
}

export async function syncIntentToDialogflow(clientId: string, id: string) {
  const intent = await getIntent(clientId, id);
  if (!intent.isActive) throw new ConflictError('Intent must be active to sync');
  const client = dialogflowClient(await readPlatformConfig('dialogflow'));
  return { success: true, syncedIntent: await syncOne(client, clientId, intent) };
}
