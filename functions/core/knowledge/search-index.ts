import MiniSearch, { type Options, type SearchOptions } from 'minisearch';
import { decodeVectors, encodeVectors } from '../../ai/embeddings/codec';
import { stem } from '../../ai/engine';
import { STOP_WORDS } from '../../ai/engine/stopwords';
import type { KnowledgeChunk } from './search-chunk';
import { canonical, wordsOf } from './search-synonyms';

/**
 * A tenant's knowledge as a lexical (BM25+) index: MiniSearch over the chunk's question, heading, title and
 * text. Words go through the intent engine's own normaliser and stemmer (contractions, accents, "charges" =
 * "charging" = "charg"), and its stop words are dropped, so the knowledge and the intents read a message
 * the same way. One index holds ONE tenant's chunks (built from them, cached under the tenant's id): a
 * search can only ever return the chunks of the tenant whose index it is.
 *
 * The index stores the fields an answer and its citation need, so an index loaded from storage answers
 * without reading a chunk.
 *
 * With a sentence embedder (a synchronous one: the offline static table, functions/ai/embeddings), the
 * index also keeps two vectors a chunk, built once with the index and stored with it (int8, the phrase
 * vectors' codec): the Q&A pair's question, and its answer (a passage: its text). A search then reads the
 * message both ways, by its words (BM25) and by its meaning (cosine to the question and to the answer),
 * and ranks the union of both candidate lists by a fused score (FUSIONS). Vectors from another embedder
 * than the one at hand (a stored index from before a table changed) are ignored: the search is lexical.
 * The product's indexes (index-cache.ts) are built without an embedder for now: on bench/knowledge.ts the
 * distilled static table (static-use-lite-v1) answers no more questions than the words alone, and v2, the
 * table the chat functions carry, answers at most 2 more of 142 out of sample (bench/knowledge-lobo.ts KA),
 * while costing its 10 MB table, ~2x the build time and +25 % stored size at 2,000 pages. USE lite does pay
 * (+8 points right held out) but is a bench embedder; a table that pays is one `embedder` away.
 */

/** What the index keeps of a chunk beside the terms: the answer and its source. */
const STORED_FIELDS = [
  'sourceId',
  'sourceKind',
  'title',
  'url',
  'page',
  'heading',
  'question',
  'answer',
  'text',
] as const;
const FIELDS = ['question', 'heading', 'title', 'text'] as const;

/**
 * Field boosts and fuzziness, chosen on the tuning half of bench/data/knowledge-faq.json (bench/knowledge.ts):
 * a customer's question looks most like the FAQ's question, then like a heading.
 */
export const SEARCH_OPTIONS: SearchOptions = {
  boost: { question: 3, heading: 1.5, title: 1, text: 1 },
  // typos and near forms ("whiter"/"whiten", "recieve") on longer words only: short words fuzz into others
  fuzzy: (term) => (term.length >= 5 ? 0.2 : false),
  prefix: (term) => term.length >= 4,
  weights: { fuzzy: 0.3, prefix: 0.4 },
  combineWith: 'OR',
};

export const termsOf = wordsOf;

/** Question words the intent engine's stop list keeps (it scores them; a search is better without). */
const SEARCH_STOP_WORDS = new Set(['many'].map(stem));

/** Stemming is most of the time an index build takes: a word is stemmed once per instance. */
const processed = new Map<string, string | null>();
const MAX_PROCESSED = 200_000;

export function processTerm(term: string): string | null {
  if (term === '') return null;
  let out = processed.get(term);
  if (out !== undefined) return out;
  const s = stem(term);
  out = STOP_WORDS.has(s) || SEARCH_STOP_WORDS.has(s) ? null : canonical(s);
  if (processed.size >= MAX_PROCESSED) processed.clear();
  processed.set(term, out);
  return out;
}

const chunkKey = (c: Pick<KnowledgeChunk, 'sourceId' | 'id'>) => `${c.sourceId}/${c.id}`;

/** The options an index is built and loaded with (MiniSearch needs the same on both sides). */
const INDEX_OPTIONS: Options = {
  // a chunk's id is unique within its source only (every file, text and Q&A source's first chunk is
  // `doc.00000`): the index keys a chunk by source and id, and keeps the id to hand back (as `chunkId`:
  // a stored `id` would shadow the key in MiniSearch's results)
  idField: 'key',
  extractField: (doc, field) =>
    field === 'key' ? chunkKey(doc as KnowledgeChunk) : field === 'chunkId' ? doc.id : doc[field],
  fields: [...FIELDS],
  storeFields: [...STORED_FIELDS, 'chunkId'],
  tokenize: termsOf,
  processTerm,
  searchOptions: SEARCH_OPTIONS,
};

/**
 * How a chunk's words and meaning add up to its rank: BM25 relative to the best of the search, the share
 * of the message's words the chunk has, and the cosine of the message to the pair's question and to its
 * answer. Cosines differ in scale from one embedder to another, so the weights are per embedder, each
 * chosen on the tuning half of the bench's FAQs (bench/knowledge.ts prints the sweep: the search's top-1
 * on the tuned questions). An embedder without weights here ranks by BM25 alone (its cosines are still
 * in the hits).
 */
export interface Fusion {
  bm25: number;
  coverage: number;
  question: number;
  answer: number;
}
export const FUSIONS: Readonly<Record<string, Fusion>> = {
  'use-lite-512': { bm25: 0, coverage: 0.4, question: 1, answer: 1 },
  // chosen for static-use-lite-v1 (words embedded alone); carried over to v2 (fitted to sentences), not re-tuned
  'static-use-lite-v2': { bm25: 0.6, coverage: 0.4, question: 1, answer: 0.75 },
};
const BM25_ONLY: Fusion = { bm25: 1, coverage: 0, question: 0, answer: 0 };
export const fusionFor = (embedderId: string | null): Fusion =>
  (embedderId !== null ? FUSIONS[embedderId] : undefined) ?? BM25_ONLY;

/** A synchronous sentence embedder (unit vectors); its id is stored with the vectors. */
export interface SyncEmbedder {
  readonly id: string;
  embed(text: string): Float32Array;
}

/** One processed term looked up as it is (no fuzzy, no prefix) in the chunks' text: its document frequency. */
const EXACT_TERM: SearchOptions = {
  fields: ['text'],
  tokenize: (t) => [t],
  processTerm: (t) => t,
  fuzzy: false,
  prefix: false,
};

/** Candidates each reading (words, meaning) brings to the fused ranking. */
const CANDIDATES = 10;

export type StoredChunk = Pick<KnowledgeChunk, 'id' | (typeof STORED_FIELDS)[number]>;

export interface KnowledgeHit {
  chunk: StoredChunk;
  /** BM25+ with the field boosts. Comparable within one search only. */
  score: number;
  /** Share of the query's content words (stems, stop words out) the chunk has, fuzzy matches included. */
  coverage: number;
  /** Share of a Q&A chunk's question words the query has (how much of the question was asked); null: no question. */
  questionRecall: number | null;
  /**
   * A Q&A chunk's key question word is one of the query's words: its question word the fewest of the
   * tenant's chunks have ("prenatal" in "Do you have prenatal yoga?"; ties: any of them), matched as the
   * search matches words, so a typo or a near form of it counts ("prenatel", "whiter" for "whiten"; on the
   * six tuning businesses out of sample +5 of 142 right, +1 of 349 uncovered answered, bench/knowledge-lobo.ts).
   * null: no question.
   */
  keyTermAsked: boolean | null;
  /**
   * Cosine of the message to the pair's question and to its answer (a passage: question null, answer =
   * its text); null when the index has no vectors.
   */
  similarity: { question: number | null; answer: number } | null;
  /** The fused rank score (fusionFor the index's embedder); `score` on a lexical index. */
  rank: number;
}

export interface KnowledgeIndex {
  readonly clientId: string;
  readonly chunkCount: number;
  /** The embedder whose vectors the index holds and reads messages with, or null (lexical only). */
  readonly embedderId: string | null;
  /** The best chunks for a visitor's message, best first (by `rank`). */
  search(query: string, limit?: number, fusion?: Fusion): KnowledgeHit[];
  /** The query's content words as the index reads them (stemmed, stop words out, distinct). */
  queryTerms(query: string): string[];
  toJSON(): SerializedIndex;
}

/** Stored vectors: chunk ids in order, and the question and answer vectors (codec.ts; a passage's question is zero). */
interface SerializedVectors {
  embedderId: string;
  ids: string[];
  questions: string;
  answers: string;
}

export interface SerializedIndex {
  /** 1: lexical only (still loaded); 2: with vectors when an embedder built it. */
  format: 1 | 2;
  clientId: string;
  index: ReturnType<MiniSearch['toJSON']>;
  vectors?: SerializedVectors;
  /** The Q&A pairs whose question has no content word (absent in an index stored before them: none). */
  wordForWord?: WordForWord[];
}

/**
 * A Q&A pair whose question is all stop words ("Who are you?", "What do you do?"): BM25 has no word of it
 * to find, so such a pair is asked word for word instead: a message with no content word whose words are
 * the question's (chat spellings read as words: "who r u") gets it.
 */
interface WordForWord {
  key: string;
  words: string;
}

/** The chunk vectors in memory: flat arrays, one row of `dims` a chunk. */
interface ChunkVectors {
  embedderId: string;
  dims: number;
  row: Map<string, number>;
  ids: string[];
  questions: Float32Array;
  answers: Float32Array;
  hasQuestion: Uint8Array;
}

export interface IndexOptions {
  /** Embeds the chunks at build and each message at search; without it the index is lexical. */
  embedder?: SyncEmbedder | null;
}

/** Builds a tenant's index. Every chunk must be that tenant's: a foreign chunk is a bug, not data. */
export function buildKnowledgeIndex(
  clientId: string,
  chunks: readonly KnowledgeChunk[],
  { embedder = null }: IndexOptions = {},
): KnowledgeIndex {
  const ms = new MiniSearch(INDEX_OPTIONS);
  for (const c of chunks) {
    if (c.clientId !== clientId) throw new Error(`chunk ${c.id} belongs to another tenant`);
  }
  ms.addAll(chunks as KnowledgeChunk[]);
  const vectors = embedder ? embedChunks(embedder, chunks) : null;
  const wordForWord = chunks.flatMap((c) =>
    c.question !== undefined && contentWords(c.question).length === 0
      ? [{ key: chunkKey(c), words: termsOf(c.question).join(' ') }]
      : [],
  );
  return wrap(clientId, ms, vectors, embedder, wordForWord);
}

function embedChunks(embedder: SyncEmbedder, chunks: readonly KnowledgeChunk[]): ChunkVectors {
  const qs: Float32Array[] = [];
  const as: Float32Array[] = [];
  for (const c of chunks) {
    const a = embedder.embed(c.answer ?? c.text);
    as.push(a);
    qs.push(c.question ? embedder.embed(c.question) : new Float32Array(a.length));
  }
  return toChunkVectors(embedder.id, chunks.map(chunkKey), qs, as);
}

function toChunkVectors(embedderId: string, ids: string[], qs: Float32Array[], as: Float32Array[]): ChunkVectors {
  const dims = as[0]?.length ?? 0;
  const questions = new Float32Array(ids.length * dims);
  const answers = new Float32Array(ids.length * dims);
  const hasQuestion = new Uint8Array(ids.length);
  ids.forEach((_, i) => {
    questions.set(qs[i], i * dims);
    answers.set(as[i], i * dims);
    hasQuestion[i] = qs[i].some((x) => x !== 0) ? 1 : 0;
  });
  return { embedderId, dims, row: new Map(ids.map((id, i) => [id, i])), ids, questions, answers, hasQuestion };
}

/**
 * An index from its serialized form (serializeIndex), as stored. Its vectors are used only when `embedder`
 * is the one that built them; otherwise the loaded index is lexical.
 */
export function loadKnowledgeIndex(
  serialized: SerializedIndex | string,
  { embedder = null }: IndexOptions = {},
): KnowledgeIndex {
  const s: SerializedIndex = typeof serialized === 'string' ? JSON.parse(serialized) : serialized;
  if (s.format !== 1 && s.format !== 2) throw new Error(`unknown knowledge index format ${String(s.format)}`);
  const v = s.vectors;
  const vectors =
    v && embedder && v.embedderId === embedder.id
      ? toChunkVectors(v.embedderId, v.ids, decodeVectors(v.questions), decodeVectors(v.answers))
      : null;
  return wrap(
    s.clientId,
    MiniSearch.loadJS(s.index, INDEX_OPTIONS),
    vectors,
    vectors ? embedder : null,
    s.wordForWord ?? [],
  );
}

const dot = (a: Float32Array, b: Float32Array, at: number) => {
  let s = 0;
  for (let d = 0; d < a.length; d++) s += a[d] * b[at + d];
  return s;
};

export const serializeIndex = (index: KnowledgeIndex): string => JSON.stringify(index.toJSON());

/** A text's content words as the index reads them (stemmed, stop words out, distinct). */
const contentWords = (text: string) => [...new Set(termsOf(text).flatMap((t) => processTerm(t) ?? []))];

function wrap(
  clientId: string,
  ms: MiniSearch,
  vectors: ChunkVectors | null,
  embedder: SyncEmbedder | null,
  wordForWord: readonly WordForWord[],
): KnowledgeIndex {
  const queryTerms = contentWords;
  /** Chunks whose text has the (processed) term, exactly; the index never changes, so once a term. */
  const df = new Map<string, number>();
  const documentFrequency = (term: string) => {
    let n = df.get(term);
    if (n === undefined) {
      n = ms.search(term, EXACT_TERM).length;
      df.set(term, n);
    }
    return n;
  };
  /** `found`: the chunk's terms the message matched, its typos and near forms included (fuzzy, prefix). */
  const keyTermAsked = (asked: string[], found: ReadonlySet<string>) => {
    if (asked.length === 0) return false;
    const counts = asked.map(documentFrequency);
    const rarest = Math.min(...counts);
    return asked.some((t, i) => counts[i] === rarest && found.has(t));
  };
  // by the index's key (source and id); an index stored before the key was keyed by the id alone
  const stored = (key: string): StoredChunk => {
    const fields = ms.getStoredFields(key) ?? {};
    return {
      ...Object.fromEntries(STORED_FIELDS.filter((f) => fields[f] !== undefined).map((f) => [f, fields[f]])),
      id: (fields.chunkId as string | undefined) ?? key,
    } as StoredChunk;
  };
  /** Cosines of the message to every chunk's question and answer, and the best chunks by their sum. */
  const semantic = (query: string) => {
    if (!vectors || !embedder) return null;
    const v = vectors;
    const q = embedder.embed(query);
    const n = v.ids.length;
    const questions = new Float32Array(n);
    const answers = new Float32Array(n);
    // the best CANDIDATES rows by (question + answer), kept sorted: one pass, no sort of every chunk
    const best: number[] = [];
    const sum = (i: number) => (v.hasQuestion[i] ? questions[i] : answers[i]) + answers[i];
    for (let i = 0; i < n; i++) {
      const at = i * v.dims;
      answers[i] = dot(q, v.answers, at);
      if (v.hasQuestion[i]) questions[i] = dot(q, v.questions, at);
      if (best.length < CANDIDATES || sum(i) > sum(best[best.length - 1])) {
        let k = best.length < CANDIDATES ? best.length : best.length - 1;
        while (k > 0 && sum(best[k - 1]) < sum(i)) k--;
        best.splice(k, 0, i);
        if (best.length > CANDIDATES) best.pop();
      }
    }
    return {
      best: best.map((i) => v.ids[i]),
      similarity(id: string) {
        const i = v.row.get(id);
        if (i === undefined) return null;
        return { question: v.hasQuestion[i] ? questions[i] : null, answer: answers[i] };
      },
    };
  };
  /** The pairs a message with no content word asks word for word (WordForWord): every share at 1. */
  const askedWordForWord = (query: string): KnowledgeHit[] => {
    const words = termsOf(query).join(' ');
    if (words === '') return [];
    return wordForWord
      .filter((e) => e.words === words)
      .map((e) => ({
        chunk: stored(e.key),
        score: 1,
        coverage: 1,
        questionRecall: 1,
        keyTermAsked: true,
        similarity: null,
        rank: 1,
      }));
  };
  return {
    clientId,
    embedderId: vectors?.embedderId ?? null,
    get chunkCount() {
      return ms.documentCount;
    },
    queryTerms,
    search(query, limit = 5, fusion = fusionFor(vectors?.embedderId ?? null)) {
      const terms = queryTerms(query);
      if (terms.length === 0) return askedWordForWord(query).slice(0, limit);
      const lexical = ms.search(query);
      const sem = semantic(query);
      const top = lexical[0]?.score ?? 0;
      const ids = new Set([
        ...lexical.slice(0, sem ? CANDIDATES : limit).map((r) => r.id as string),
        ...(sem?.best ?? []),
      ]);
      const lexicalOf = new Map(lexical.filter((r) => ids.has(r.id)).map((r) => [r.id as string, r]));
      const hits: KnowledgeHit[] = [...ids].map((id) => {
        const r = lexicalOf.get(id);
        const chunk = stored(id);
        const asked = chunk.question === undefined ? null : queryTerms(chunk.question);
        const found = new Set(r?.terms ?? []);
        const score = r?.score ?? 0;
        const coverage = r ? new Set(r.queryTerms).size / terms.length : 0;
        const similarity = sem?.similarity(id) ?? null;
        const rank =
          similarity && fusion !== BM25_ONLY
            ? fusion.bm25 * (top > 0 ? score / top : 0) +
              fusion.coverage * coverage +
              fusion.question * (similarity.question ?? similarity.answer) +
              fusion.answer * similarity.answer
            : score;
        return {
          chunk,
          score,
          coverage,
          questionRecall: asked?.length ? asked.filter((t) => found.has(t)).length / asked.length : asked && 0,
          keyTermAsked: asked && keyTermAsked(asked, found),
          similarity,
          rank,
        };
      });
      return hits.sort((a, b) => b.rank - a.rank).slice(0, limit);
    },
    toJSON: () => ({
      format: vectors ? 2 : 1,
      clientId,
      index: ms.toJSON(),
      ...(wordForWord.length > 0 ? { wordForWord: [...wordForWord] } : {}),
      ...(vectors
        ? {
            vectors: {
              embedderId: vectors.embedderId,
              ids: vectors.ids,
              questions: encodeVectors(rows(vectors.questions, vectors)),
              answers: encodeVectors(rows(vectors.answers, vectors)),
            },
          }
        : {}),
    }),
  };
}

const rows = (flat: Float32Array, v: ChunkVectors) => v.ids.map((_, i) => flat.subarray(i * v.dims, (i + 1) * v.dims));
