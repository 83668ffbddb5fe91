import { dialogflowClient } from '../adapters/dialogflow';
import { db } from '../db/service';
import { ConflictError } from '../kit/errors';
import { allIntents, getIntent } from './intents';
import { readPlatformConfig } from './platform-config';

/**
 * Dialogflow CX sync, apart from the AI Training features (core/intent-training.ts) so that the sync
 * functions do not bundle the AI providers (openai: 150 KB minified) they never call.
 */
async function syncOne(
  client: ReturnType<typeof dialogflowClient>,
  clientId: string,
  intent: Awaited<ReturnType<typeof getIntent>>,
) {
  const name = await client.upsertIntent(intent);
  await db()
    .entities.intent.patch({ clientId, id: intent.id })
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

/** Sync all active intents; one after another so a failure names how far it got. */
export async function syncAllToDialogflow(clientId: string) {
  const client = dialogflowClient(await readPlatformConfig('dialogflow'));
  const active = (await allIntents(clientId)).filter((i) => i.isActive);
  const syncedIntents = [];
  for (const intent of active) syncedIntents.push(await syncOne(client, clientId, intent));
  return { success: true, syncedIntents };
}
