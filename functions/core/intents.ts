import type { IntentInput } from '../../shared/schemas/intent';
import { isConditionalFailure } from '../db/errors';
import { newId } from '../db/ids';
import { db } from '../db/service';
import { NotFoundError } from '../kit/errors';

/** A tenant's intents: CRUD that keeps the per-tenant model cache honest (intentsVersion). */
const PAGE = 500;

export async function listIntents(clientId: string, cursor?: string) {
  const res = await db()
    .entities.intent.query.byId({ clientId })
    .go({ limit: PAGE, cursor: cursor ?? null });
  const intents = res.data.sort((a, b) => b.updatedAt.localeCompare(a.updatedAt));
  return { intents, nextCursor: res.cursor ?? null };
}

/** Every intent of the tenant (model training and analytics), page by page. */
export async function allIntents(clientId: string) {
  const { data } = await db().entities.intent.query.byId({ clientId }).go({ pages: 'all' });
  return data;
}

export async function getIntent(clientId: string, id: string) {
  const { data } = await db().entities.intent.get({ clientId, id }).go();
  if (!data) throw new NotFoundError('Intent');
  return data;
}

async function bumpIntentsVersion(clientId: string) {
  await db().entities.client.update({ clientId }).add({ intentsVersion: 1 }).go();
}

export async function createIntent(clientId: string, userId: string, input: IntentInput) {
  const { data } = await db()
    .entities.intent.create({ ...input, clientId, id: newId(), createdBy: userId, matchCount: 0, confidenceSum: 0 })
    .go();
  await bumpIntentsVersion(clientId);
  return data;
}

/** patch, never update: an id of another tenant (or none) is a 404, not a new record. */
export async function updateIntent(clientId: string, id: string, input: Partial<IntentInput>) {
  try {
    const { category, ...rest } = input;
    const patch = db()
      .entities.intent.patch({ clientId, id })
      .set(category ? { ...rest, category } : rest);
    // PUT replaces the whole intent: an omitted category is cleared, not kept
    const { data } = await (category ? patch : patch.remove(['category'])).go({ response: 'all_new' });
    await bumpIntentsVersion(clientId);
    return data;
  } catch (err) {
    if (isConditionalFailure(err)) throw new NotFoundError('Intent');
    throw err;
  }
}

/** Adds training phrases (AI Enhance) without touching the intent's other fields. */
export async function appendPhrases(clientId: string, id: string, phrases: string[]) {
  try {
    const { data } = await db().entities.intent.patch({ clientId, id }).append({ phrases }).go({ response: 'all_new' });
    await bumpIntentsVersion(clientId);
    return data;
  } catch (err) {
    if (isConditionalFailure(err)) throw new NotFoundError('Intent');
    throw err;
  }
}

export async function deleteIntent(clientId: string, id: string) {
  try {
    await db().entities.intent.remove({ clientId, id }).go();
  } catch (err) {
    if (isConditionalFailure(err)) throw new NotFoundError('Intent');
    throw err;
  }
  await bumpIntentsVersion(clientId);
}

/** Match statistics feed the analytics tab; ADD keeps concurrent conversations from losing counts. */
export async function recordMatch(clientId: string, id: string, confidence: number) {
  await db()
    .entities.intent.patch({ clientId, id })
    .add({ matchCount: 1, confidenceSum: confidence })
    .go()
    .catch((err) => {
      if (!isConditionalFailure(err)) throw err; // deleted meanwhile: nothing to count
    });
}
