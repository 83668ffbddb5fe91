import { type KnowledgeSource, sourceOf } from './search-chunk';
import type { KnowledgeIndex } from './search-index';

/**
 * The best passages of a tenant's knowledge for a visitor's message: what a generative provider may write
 * a grounded answer from (core/chat/knowledge-reply.ts), each with the citation shown under the reply.
 * Unlike the offline answer (answer-decision.ts) there is no confidence rule here: the model reads the
 * passages and says whether one answers; the server checks what it says.
 */
export interface KnowledgePassage {
  chunkId: string;
  /** The page or file title, with the heading the passage sits under. */
  title: string;
  /** A Q&A pair as "question / answer", a passage as its text. */
  text: string;
  source: KnowledgeSource;
}

/** Three passages keep the prompt short (about 1,500 words at most) and hold the answer when the search has it. */
export const PASSAGE_LIMIT = 3;

export function topPassages(index: KnowledgeIndex, message: string, limit = PASSAGE_LIMIT): KnowledgePassage[] {
  return index.search(message, limit).map(({ chunk }) => ({
    chunkId: chunk.id,
    title: [chunk.title, chunk.heading].filter(Boolean).join(' › '),
    text: chunk.question ? `Question: ${chunk.question}\nAnswer: ${chunk.answer ?? chunk.text}` : chunk.text,
    source: sourceOf(chunk),
  }));
}
