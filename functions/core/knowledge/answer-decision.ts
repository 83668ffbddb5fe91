import { type KnowledgeSource, sourceOf } from './search-chunk';
import type { KnowledgeHit, KnowledgeIndex } from './search-index';

/**
 * The offline answer from knowledge: the matching Q&A pair's answer, or the passage itself, and only when
 * the search is sure; otherwise null, and the pipeline's fallback and handoff rules apply (the question
 * is recorded as missed). Never an answer from nothing: the reply is a chunk's own text, word for word.
 *
 * Sure means both (chosen on the tuning half of bench/data/knowledge-faq.json, bench/knowledge.ts):
 *   coverage ≥ MIN_COVERAGE - most of the visitor's content words are in the chunk (an unrelated question
 *                            shares a word or two with some chunk, rarely most of them);
 *   margin   ≥ MIN_MARGIN   - the chunk leads the best chunk with a different answer by this share of its
 *                            score (two chunks that say the same thing, e.g. an FAQ page and the same
 *                            Q&A typed in, do not count as a rival).
 * BM25 scores are not compared with a fixed number: they grow with the number of words and the corpus.
 */
export const MIN_COVERAGE = 0.6;
export const MIN_MARGIN = 0.2;

export interface KnowledgeAnswer {
  answer: string;
  source: KnowledgeSource;
  chunkId: string;
  /** The signals the decision read, for the chat test screen and analytics. */
  coverage: number;
  margin: number;
}

export interface DecisionSignals {
  top: KnowledgeHit | null;
  coverage: number;
  margin: number;
}

const answerOf = (h: KnowledgeHit) => (h.chunk.answer ?? h.chunk.text).trim();

/** The top hit and its signals (exposed for the bench's calibration). */
export function decisionSignals(hits: readonly KnowledgeHit[]): DecisionSignals {
  const top = hits[0];
  if (!top) return { top: null, coverage: 0, margin: 0 };
  const rival = hits.find((h) => answerOf(h) !== answerOf(top));
  return { top, coverage: top.coverage, margin: top.score > 0 ? (top.score - (rival?.score ?? 0)) / top.score : 0 };
}

export function isConfident(s: DecisionSignals, rule = { minCoverage: MIN_COVERAGE, minMargin: MIN_MARGIN }): boolean {
  return s.top !== null && s.coverage >= rule.minCoverage && s.margin >= rule.minMargin;
}

/** The answer the knowledge gives `message`, or null (hand over / "not sure", recorded as missed). */
export function answerFromKnowledge(index: KnowledgeIndex, message: string): KnowledgeAnswer | null {
  const s = decisionSignals(index.search(message, 5));
  if (!isConfident(s) || !s.top) return null;
  const answer = answerOf(s.top);
  if (answer === '') return null;
  return { answer, source: sourceOf(s.top.chunk), chunkId: s.top.chunk.id, coverage: s.coverage, margin: s.margin };
}
