import { type KnowledgeSource, sourceOf } from './search-chunk';
import type { KnowledgeHit, KnowledgeIndex } from './search-index';

/**
 * The offline answer from knowledge: the matching Q&A pair's answer, or the passage itself, and only when
 * the search is sure; otherwise null, and the pipeline's fallback and handoff rules apply (the question
 * is recorded as missed). Never an answer from nothing: the reply is a chunk's own text, word for word.
 *
 * Sure means all of (chosen on the tuning half of bench/data/knowledge-faq.json by bench/knowledge.ts: the
 * most right answers with at most 3 % wrong and at most 3 % of uncovered questions answered):
 *   coverage ≥ MIN_COVERAGE  - at least half the visitor's content words are in the chunk (an unrelated
 *                              question shares a word or two with some chunk, rarely most of them);
 *   margin   ≥ MIN_MARGIN    - the chunk leads the best chunk with a different answer by this share of its
 *                              score (two chunks that say the same thing, e.g. an FAQ page and the same Q&A
 *                              typed in, are no rivals);
 *   a Q&A pair: questionRecall ≥ MIN_QUESTION_RECALL - the visitor asked at least half of the pair's own
 *                              question words ("do you sell laptops" shares only "sell" with "Do you sell
 *                              gift cards?"), unless every content word of the message is in the pair and
 *                              no rival comes near (margin ≥ MIN_CLEAR_MARGIN: "where can I park my car" for
 *                              "Is parking available at the clinic?");
 *   a passage (no question):  coverage ≥ MIN_PASSAGE_COVERAGE instead, stricter because a long passage
 *                              holds many words (chosen the same way on the bench's FAQ answers set
 *                              three to a passage: 0.6 answered 6 % wrong).
 * BM25 scores are not compared with a fixed number: they grow with the number of words and the corpus.
 *
 * The limit is the search, not the rule: the best chunk is the right pair for ~60 % of the bench's
 * customer questions, and the rule keeps about half of those at ≤ 3 % wrong. Tried on the same data and
 * not kept (2026-11-27): a logistic fit over the signals plus score per word, message length and the
 * intent engine's agreement answered no more at the same wrong rate; the engine's agreement as a second
 * way in answered ~7 % of uncovered questions; USE lite sentence embeddings (bench/lib/use-lite.ts) put
 * the right pair first for 62-68 % only, so 80 % right needs more than either signal on these paraphrases.
 */
export const MIN_COVERAGE = 0.5;
export const MIN_MARGIN = 0.2;
export const MIN_QUESTION_RECALL = 0.5;
export const MIN_CLEAR_MARGIN = 0.9;
export const MIN_PASSAGE_COVERAGE = 0.75;

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
  questionRecall: number | null;
}

const answerOf = (h: KnowledgeHit) => (h.chunk.answer ?? h.chunk.text).trim();

/** The top hit and its signals (exposed for the bench's calibration). */
export function decisionSignals(hits: readonly KnowledgeHit[]): DecisionSignals {
  const top = hits[0];
  if (!top) return { top: null, coverage: 0, margin: 0, questionRecall: null };
  const rival = hits.find((h) => answerOf(h) !== answerOf(top));
  return {
    top,
    coverage: top.coverage,
    margin: top.score > 0 ? (top.score - (rival?.score ?? 0)) / top.score : 0,
    questionRecall: top.questionRecall,
  };
}

export interface DecisionRule {
  minCoverage: number;
  minMargin: number;
  minQuestionRecall: number;
  /** A Q&A pair that has every content word of the message answers with this margin, whatever its recall. */
  minClearMargin: number;
  minPassageCoverage: number;
}
export const DECISION_RULE: DecisionRule = {
  minCoverage: MIN_COVERAGE,
  minMargin: MIN_MARGIN,
  minQuestionRecall: MIN_QUESTION_RECALL,
  minClearMargin: MIN_CLEAR_MARGIN,
  minPassageCoverage: MIN_PASSAGE_COVERAGE,
};

export function isConfident(s: DecisionSignals, rule: DecisionRule = DECISION_RULE): boolean {
  if (s.top === null || s.margin < rule.minMargin) return false;
  if (s.questionRecall === null) return s.coverage >= rule.minPassageCoverage;
  return (
    (s.coverage >= rule.minCoverage && s.questionRecall >= rule.minQuestionRecall) ||
    (s.coverage >= 1 && s.margin >= rule.minClearMargin)
  );
}

/** The answer the knowledge gives `message`, or null (hand over / "not sure", recorded as missed). */
export function answerFromKnowledge(index: KnowledgeIndex, message: string): KnowledgeAnswer | null {
  const s = decisionSignals(index.search(message, 5));
  if (!isConfident(s) || !s.top) return null;
  const answer = answerOf(s.top);
  if (answer === '') return null;
  return { answer, source: sourceOf(s.top.chunk), chunkId: s.top.chunk.id, coverage: s.coverage, margin: s.margin };
}
