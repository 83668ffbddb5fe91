import type { IntentInput } from '@shared/schemas/intent';
import { phraseVectors } from '../../ai/embeddings/phrase-vectors';
import type { Embedder } from '../../ai/embeddings/types';
import { ConflictError } from '../../base/errors';
import { newId } from '../../db/ids';
import * as db from '../../db/table-entities';
import { checkIntentRoom } from './intent-limit';
import { allIntents, bumpIntentsVersion } from './intents';

/** Rounds against concurrent intent changes (each lost round means another write to the tenant's intents landed). */
const ATTEMPTS = 5;

export interface SkippedIntent {
  index: number;
  title: string;
  reason: 'covered' | 'repeated';
  detail: string;
}

const phraseKey = (p: string) =>
  p
    .toLowerCase()
    .replace(/[^\p{L}\p{N}]+/gu, ' ')
    .trim();

/**
 * Which of `inputs` an intent already answers: one whose phrase (or title) equals a phrase of the input,
 * or an earlier input sharing a phrase. Compared without case or punctuation, as a visitor's question is.
 */
export function splitCovered(
  existing: readonly { title: string; phrases: readonly string[] }[],
  inputs: readonly IntentInput[],
): { fresh: { index: number; input: IntentInput }[]; skipped: SkippedIntent[] } {
  const trained = new Map<string, string>();
  for (const intent of existing)
    for (const p of [...intent.phrases, intent.title])
      if (!trained.has(phraseKey(p))) trained.set(phraseKey(p), intent.title);
  const inBatch = new Map<string, string>();
  const fresh: { index: number; input: IntentInput }[] = [];
  const skipped: SkippedIntent[] = [];
  inputs.forEach((input, index) => {
    const keys = input.phrases.map(phraseKey);
    const onIntent = input.phrases.find((_, i) => trained.has(keys[i]));
    const repeated = input.phrases.find((_, i) => inBatch.has(keys[i]));
    if (onIntent !== undefined)
      skipped.push({
        index,
        title: input.title,
        reason: 'covered',
        detail: `"${onIntent}" is already a phrase of the intent "${trained.get(phraseKey(onIntent))}"`,
      });
    else if (repeated !== undefined)
      skipped.push({
        index,
        title: input.title,
        reason: 'repeated',
        detail: `"${repeated}" is also in the draft "${inBatch.get(phraseKey(repeated))}"`,
      });
    else {
      for (const key of keys) inBatch.set(key, input.title);
      fresh.push({ index, input });
    }
  });
  return { fresh, skipped };
}

/**
 * Several intents at once (drafts accepted from knowledge): each through the create path's rules — the
 * intent input schema the route parsed, the plan's intent limit (checkIntentRoom) — and all in ONE
 * transaction with the tenant's intentsVersion, conditioned on the version the check read: every intent
 * is created or none is, and a concurrent change of the intents (which moves the version) makes this
 * round check again rather than pass the limit. Inputs an intent already answers are skipped, not created.
 */
export async function createIntents(
  clientId: string,
  userId: string,
  inputs: readonly IntentInput[],
  embedder?: Embedder | null,
) {
  for (let attempt = 1; ; attempt++) {
    const [{ data: client }, existing] = await Promise.all([
      db
        .client()
        .get({ clientId })
        .go({ attributes: ['intentsVersion'] }),
      allIntents(clientId),
    ]);
    const { fresh, skipped } = splitCovered(existing, inputs);
    if (fresh.length === 0) return { created: [], skipped };
    await checkIntentRoom(clientId, fresh.length, 'intents');
    const version = client?.intentsVersion;
    const ids = fresh.map(() => newId());
    const result = await db
      .writeTransaction({ intent: db.intent(), client: db.client() }, (tx) => [
        ...fresh.map(({ input }, i) =>
          tx.intent
            .create({ ...input, clientId, id: ids[i], createdBy: userId, matchCount: 0, confidenceSum: 0 })
            .commit(),
        ),
        tx.client
          .patch({ clientId })
          .add({ intentsVersion: 1 })
          .where(({ intentsVersion }, { eq, notExists }) =>
            version === undefined ? notExists(intentsVersion) : eq(intentsVersion, version),
          )
          .commit(),
      ])
      .go();
    if (result.canceled) {
      if (attempt >= ATTEMPTS)
        throw new ConflictError('Your intents are being changed by someone else. Please try again.');
      await new Promise((r) => setTimeout(r, 20 * attempt + Math.random() * 40));
      continue;
    }
    const { data } = await db
      .intent()
      .get(ids.map((id) => ({ clientId, id })))
      .go();
    const created = ids.map((id) => data.find((d) => d.id === id)).filter((d) => d !== undefined);
    if (embedder && created.length) {
      // the vectors after the commit, then the version again, so warm chat functions rebuild with them
      await phraseVectors(clientId, created, embedder);
      await bumpIntentsVersion(clientId);
    }
    return { created, skipped };
  }
}
