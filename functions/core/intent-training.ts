import { MAX_PHRASES_PER_INTENT } from '../../shared/constants';
import { dialogflowClient } from '../adapters/dialogflow';
import { listMissedIntents } from '../ai/intent-matcher';
import { aiProvider } from '../ai/providers';
import { db } from '../db/service';
import { ConflictError } from '../kit/errors';
import { addPhrases, allIntents, getIntent } from './intents';
import { readPlatformConfig } from './platform-config';

const ENHANCE_COUNT = 5;

/**
 * AI Enhance: new paraphrases are added to the intent's training phrases through the same append as
 * "Add phrases"; `enhancedPhrases` are the ones that were really added.
 */
export async function enhanceIntent(clientId: string, id: string) {
  const intent = await getIntent(clientId, id);
  // checked before the provider call too, so a full intent costs no AI request
  const room = MAX_PHRASES_PER_INTENT - intent.phrases.length;
  if (room <= 0)
    throw new ConflictError(`This intent already has the maximum of ${MAX_PHRASES_PER_INTENT} training phrases`);
  const provider = await aiProvider();
  const suggested = await provider.enhancePhrases(intent, Math.min(ENHANCE_COUNT, room));
  const { addedPhrases, intent: updated } = await addPhrases(clientId, id, suggested);
  return { enhancedPhrases: addedPhrases, intent: updated, provider: provider.name };
}

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

export async function optimizeTraining(clientId: string) {
  const [intents, missed, provider] = await Promise.all([
    allIntents(clientId),
    listMissedIntents(clientId),
    aiProvider(),
  ]);
  const result = await provider.optimizeTraining({
    intents: intents.map((i) => ({
      ...i,
      avgConfidence: i.matchCount ? (i.confidenceSum ?? 0) / i.matchCount : undefined,
    })),
    missed: missed.map((m) => ({ userQuery: m.userQuery, frequency: m.frequency })),
  });
  return { ...result, provider: provider.name, missedIntentCount: missed.length };
}
