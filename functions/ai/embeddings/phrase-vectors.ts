import { createHash } from 'node:crypto';
import { rootLogger } from '../../base/logger';
import * as db from '../../db/table-entities';
import { decodeVectors, encodeVectors } from './codec';
import type { Embedder } from './types';

/**
 * Phrase vectors are made when an intent is saved and kept beside it (db/entities/phrase-vectors.ts), so training a model needs no embedding call. Each set records which phrase list it was
 * made from: a set whose list differs from the intent's (phrases changed by a path that did not embed,
 * or embedding failed at the time) is stale, and the next model build embeds those intents again.
 */

export const phrasesHash = (phrases: readonly string[]) =>
  createHash('sha256').update(JSON.stringify(phrases)).digest('base64url').slice(0, 22);

interface IntentPhrases {
  id: string;
  phrases: string[];
}

/**
 * The phrase vectors of `intents` from `embedder`, by intent id: the stored ones that still match the
 * phrases, the others embedded and stored chunk by chunk (intentChunks). Never throws: an intent whose vectors
 * could not be had (embedding failed or timed out, logged) is left out, and a save or a model build
 * goes on without them.
 */
export async function phraseVectors(
  clientId: string,
  intents: readonly IntentPhrases[],
  embedder: Embedder,
  options: { signal?: AbortSignal } = {},
): Promise<Map<string, Float32Array[]>> {
  const out = new Map<string, Float32Array[]>();
  const missing: IntentPhrases[] = [];
  try {
    const stored = await storedPhraseVectors(clientId, intents.length === 1 ? intents[0].id : undefined);
    for (const intent of intents) {
      const set = stored.find((s) => s.intentId === intent.id && s.embedder === embedder.id);
      const vectors = set?.phrasesHash === phrasesHash(intent.phrases) ? decodeVectors(set.vectors) : [];
      if (vectors.length && vectors.length === intent.phrases.length) out.set(intent.id, vectors);
      else missing.push(intent);
    }
    if (missing.length === 0) return out;
    // Chunk by chunk, each stored as soon as it is embedded: a turn's deadline cutting a large tenant's
    // fill short keeps what was done, and the next fill starts from there.
    for (const chunk of intentChunks(missing)) {
      const { vectors } = await embedder.embed(
        chunk.flatMap((i) => i.phrases),
        options,
      );
      let at = 0;
      // one PutItem per intent: functions are granted single-item writes only (infra/stacks/function-permissions.ts)
      await Promise.all(
        chunk.map((intent) => {
          const mine = vectors.slice(at, at + intent.phrases.length);
          at += intent.phrases.length;
          out.set(intent.id, mine);
          return db
            .phraseVectors()
            .put({
              clientId,
              intentId: intent.id,
              embedder: embedder.id,
              phrasesHash: phrasesHash(intent.phrases),
              vectors: encodeVectors(mine),
            })
            .go();
        }),
      );
    }
  } catch (err) {
    const status = (err as { status?: number }).status;
    rootLogger.error('phrase embedding failed; those intents match lexically', {
      clientId,
      embedder: embedder.id,
      intents: missing.length,
      status,
      err,
    });
  }
  return out;
}

/** Phrases per embedding request while filling: small enough that a chunk finishes well inside a turn. */
const CHUNK_PHRASES = 256;

/** Consecutive groups of whole intents of up to CHUNK_PHRASES phrases (an intent over it goes alone). */
function intentChunks<T extends { phrases: string[] }>(intents: readonly T[]): T[][] {
  const out: T[][] = [];
  let size = 0;
  for (const intent of intents) {
    const last = out.at(-1);
    if (!last || size + intent.phrases.length > CHUNK_PHRASES) {
      out.push([intent]);
      size = intent.phrases.length;
    } else {
      last.push(intent);
      size += intent.phrases.length;
    }
  }
  return out;
}

/** The tenant's stored sets (every embedder), or one intent's. */
export async function storedPhraseVectors(clientId: string, intentId?: string) {
  const { data } = await db
    .phraseVectors()
    .query.byIntent(intentId ? { clientId, intentId } : { clientId })
    .go({ pages: 'all' });
  return data;
}

/** With the intent: its vectors of every embedder. */
export async function deletePhraseVectors(clientId: string, intentId: string): Promise<void> {
  const sets = await storedPhraseVectors(clientId, intentId);
  // one DeleteItem each: no function is granted BatchWriteItem
  await Promise.all(sets.map((set) => db.phraseVectors().delete(set).go()));
}
