import { MAX_PHRASES_PER_INTENT } from '@shared/constants';
import { newPhrases } from '@shared/phrases';
import type { IntentInput } from '@shared/schemas/intent';
import { deletePhraseVectors, phraseVectors } from '../../ai/embeddings/phrase-vectors';
import type { Embedder } from '../../ai/embeddings/types';
import { ConflictError, NotFoundError } from '../../base/errors';
import { rootLogger } from '../../base/logger';
import { isConditionalFailure } from '../../db/errors';
import { newId } from '../../db/ids';
import { addIntentMatch } from '../../db/item-counters';
import * as db from '../../db/table-entities';
import { checkIntentRoom } from './intent-limit';

/**
 * A tenant's intents: CRUD that keeps the per-tenant model cache honest (intentsVersion). Saves that
 * may change the phrases take the platform's embedder (ai/embeddings: platformEmbedder, passed in by
 * the HTTP handlers so the chat functions, which read intents, do not bundle the provider) and store the
 * phrase vectors before the version moves; phrases that did not change are not embedded again (the
 * stored set still matches them), and a failed embedding never fails the save.
 */
const PAGE = 500;

export async function listIntents(clientId: string, cursor?: string, limit = PAGE) {
  // the index keeps newest-change-first order; sorting a page here would reorder only that page
  const res = await db
    .intent()
    .query.byUpdated({ clientId })
    .go({ order: 'desc', limit, cursor: cursor ?? null });
  return { intents: res.data, nextCursor: res.cursor ?? null };
}

/** Every intent of the tenant (model training and analytics), page by page. */
export async function allIntents(clientId: string) {
  const { data } = await db.intent().query.byId({ clientId }).go({ pages: 'all' });
  return data;
}

export async function getIntent(clientId: string, id: string) {
  const { data } = await db.intent().get({ clientId, id }).go();
  if (!data) throw new NotFoundError('Intent');
  return data;
}

/** patch: a tenant that is gone gets a 404, never a half-made client record holding only the counter. */
export async function bumpIntentsVersion(clientId: string) {
  try {
    await db.client().patch({ clientId }).add({ intentsVersion: 1 }).go();
  } catch (err) {
    if (isConditionalFailure(err)) throw new NotFoundError('Client');
    throw err;
  }
}

export async function createIntent(clientId: string, userId: string, input: IntentInput, embedder?: Embedder | null) {
  await checkIntentRoom(clientId, 1);
  const { data } = await db
    .intent()
    .create({ ...input, clientId, id: newId(), createdBy: userId, matchCount: 0, confidenceSum: 0 })
    .go();
  if (embedder) await phraseVectors(clientId, [data], embedder);
  await bumpIntentsVersion(clientId);
  return data;
}

/** patch, never update: an id of another tenant (or none) is a 404, not a new record. */
export async function updateIntent(
  clientId: string,
  id: string,
  input: Partial<IntentInput>,
  embedder?: Embedder | null,
) {
  try {
    const { category, ...rest } = input;
    const patch = db
      .intent()
      .patch({ clientId, id })
      .set(category ? { ...rest, category } : rest);
    // PUT replaces the whole intent: an omitted category is cleared, not kept
    const { data } = await (category ? patch : patch.remove(['category'])).go({ response: 'all_new' });
    if (embedder) await phraseVectors(clientId, [data], embedder);
    await bumpIntentsVersion(clientId);
    return data;
  } catch (err) {
    if (isConditionalFailure(err)) throw new NotFoundError('Intent');
    throw err;
  }
}

/** Enough rounds for a burst of parallel appends to one intent; each lost round means another one landed. */
const APPEND_ATTEMPTS = 10;

/**
 * Adds training phrases (AI Enhance, "Add phrases") without touching the intent's other fields: only
 * phrases the intent lacks (shared/phrases.ts), up to the per-intent limit. The append is conditional
 * on the list being the one the dedupe and the limit were checked against; if another write changed
 * it meanwhile, the intent is read again and the append retried, so parallel appends all land once.
 */
export async function addPhrases(clientId: string, id: string, phrases: string[], embedder?: Embedder | null) {
  for (let attempt = 1; ; attempt++) {
    const intent = await getIntent(clientId, id);
    const fresh = newPhrases(intent.phrases, phrases);
    if (fresh.length === 0) return { addedPhrases: [], intent };
    const room = MAX_PHRASES_PER_INTENT - intent.phrases.length;
    if (room <= 0)
      throw new ConflictError(`This intent already has the maximum of ${MAX_PHRASES_PER_INTENT} training phrases`);
    const addedPhrases = fresh.slice(0, room);
    try {
      const { data } = await db
        .intent()
        .patch({ clientId, id })
        .append({ phrases: addedPhrases })
        .where(({ phrases: current }, { eq }) => eq(current, intent.phrases))
        .go({ response: 'all_new' });
      if (embedder) await phraseVectors(clientId, [data], embedder);
      await bumpIntentsVersion(clientId);
      return { addedPhrases, intent: data };
    } catch (err) {
      // gone (the next read answers 404) or changed meanwhile (the next round sees the new list)
      if (!isConditionalFailure(err)) throw err;
      if (attempt >= APPEND_ATTEMPTS)
        throw new ConflictError('The intent is being changed by someone else. Please try again.');
    }
  }
}

export async function deleteIntent(clientId: string, id: string) {
  try {
    await db.intent().remove({ clientId, id }).go();
  } catch (err) {
    if (isConditionalFailure(err)) throw new NotFoundError('Intent');
    throw err;
  }
  // the version first: a failure after the intent is gone must not leave warm chat functions answering with it
  await bumpIntentsVersion(clientId);
  // best effort: leftover vectors are keyed to an intent that no longer exists and are never read for a model
  await deletePhraseVectors(clientId, id).catch((err) =>
    rootLogger.error('phrase vectors of a deleted intent not removed', { clientId, intentId: id, err }),
  );
}

/**
 * Counts a visitor match on the intent (the analytics tab). An ADD on the intent's own item that leaves
 * updatedAt alone (db/item-counters.ts): every visitor question must not reorder the training list or
 * change the intent's "Updated" date. ADD keeps concurrent conversations from losing counts; an intent
 * deleted meanwhile has nothing to count.
 */
export async function recordMatch(clientId: string, id: string, confidence: number) {
  await addIntentMatch(clientId, id, confidence);
}
