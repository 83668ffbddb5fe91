import MiniSearch, { type Options, type SearchOptions } from 'minisearch';
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

/** The options an index is built and loaded with (MiniSearch needs the same on both sides). */
const INDEX_OPTIONS: Options = {
  idField: 'id',
  fields: [...FIELDS],
  storeFields: [...STORED_FIELDS],
  tokenize: termsOf,
  processTerm,
  searchOptions: SEARCH_OPTIONS,
};

export type StoredChunk = Pick<KnowledgeChunk, 'id' | (typeof STORED_FIELDS)[number]>;

export interface KnowledgeHit {
  chunk: StoredChunk;
  /** BM25+ with the field boosts. Comparable within one search only. */
  score: number;
  /** Share of the query's content words (stems, stop words out) the chunk has, fuzzy matches included. */
  coverage: number;
  /** Share of a Q&A chunk's question words the query has (how much of the question was asked); null: no question. */
  questionRecall: number | null;
}

export interface KnowledgeIndex {
  readonly clientId: string;
  readonly chunkCount: number;
  /** The best chunks for a visitor's message, best first. */
  search(query: string, limit?: number): KnowledgeHit[];
  /** The query's content words as the index reads them (stemmed, stop words out, distinct). */
  queryTerms(query: string): string[];
  toJSON(): SerializedIndex;
}

export interface SerializedIndex {
  format: 1;
  clientId: string;
  index: ReturnType<MiniSearch['toJSON']>;
}

/** Builds a tenant's index. Every chunk must be that tenant's: a foreign chunk is a bug, not data. */
export function buildKnowledgeIndex(clientId: string, chunks: readonly KnowledgeChunk[]): KnowledgeIndex {
  const ms = new MiniSearch(INDEX_OPTIONS);
  for (const c of chunks) {
    if (c.clientId !== clientId) throw new Error(`chunk ${c.id} belongs to another tenant`);
  }
  ms.addAll(chunks as KnowledgeChunk[]);
  return wrap(clientId, ms);
}

/** An index from its serialized form (serializeIndex), as stored. */
export function loadKnowledgeIndex(serialized: SerializedIndex | string): KnowledgeIndex {
  const s: SerializedIndex = typeof serialized === 'string' ? JSON.parse(serialized) : serialized;
  if (s.format !== 1) throw new Error(`unknown knowledge index format ${String(s.format)}`);
  return wrap(s.clientId, MiniSearch.loadJS(s.index, INDEX_OPTIONS));
}

export const serializeIndex = (index: KnowledgeIndex): string => JSON.stringify(index.toJSON());

function wrap(clientId: string, ms: MiniSearch): KnowledgeIndex {
  const queryTerms = (query: string) => [...new Set(termsOf(query).flatMap((t) => processTerm(t) ?? []))];
  return {
    clientId,
    get chunkCount() {
      return ms.documentCount;
    },
    queryTerms,
    search(query, limit = 5) {
      const terms = queryTerms(query);
      if (terms.length === 0) return [];
      return ms
        .search(query)
        .slice(0, limit)
        .map((r) => {
          const { id, score, queryTerms: matched, terms: docTerms } = r;
          const chunk = Object.fromEntries(
            STORED_FIELDS.filter((f) => r[f] !== undefined).map((f) => [f, r[f]]),
          ) as StoredChunk;
          chunk.id = id;
          const asked = chunk.question === undefined ? null : queryTerms(chunk.question);
          const found = new Set(docTerms);
          return {
            chunk,
            score,
            coverage: new Set(matched).size / terms.length,
            questionRecall: asked?.length ? asked.filter((t) => found.has(t)).length / asked.length : asked && 0,
          };
        });
    },
    toJSON: () => ({ format: 1, clientId, index: ms.toJSON() }),
  };
}
