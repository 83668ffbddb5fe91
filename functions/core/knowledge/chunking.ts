import { createHash } from 'node:crypto';
import { KNOWLEDGE_CHUNK_MAX_CHARS } from '@shared/schemas/knowledge';

/**
 * Cutting a document into chunks the search returns whole: by headings first (a chunk never spans two
 * sections), then by sentences (Intl.Segmenter, the runtime's own sentence splitter) up to
 * KNOWLEDGE_CHUNK_MAX_CHARS, the last sentence of a chunk repeated at the start of the next (a small
 * overlap, so an answer cut at a boundary is still found whole in one of them).
 */

/** A run of text under one heading path (a page's section, a PDF page). */
export interface Section {
  heading?: string;
  text: string;
  page?: number;
}

/** A question and its answer found in a document (an FAQ page, a Q&A CSV, pairs typed in). */
export interface QaPair {
  question: string;
  answer: string;
  heading?: string;
}

/** A chunk before it is given its source's fields and id. */
export interface ChunkDraft {
  text: string;
  heading?: string;
  page?: number;
  question?: string;
  answer?: string;
}

const OVERLAP_MAX_CHARS = 200;
const segmenter = new Intl.Segmenter('en', { granularity: 'sentence' });

export const normalizeSpace = (s: string) =>
  s
    .replace(/[ \t\f\v\u00a0]+/g, ' ')
    .replace(/ *\n[\n ]*/g, '\n')
    .trim();

function sentences(text: string): string[] {
  const out: string[] = [];
  for (const { segment } of segmenter.segment(text)) {
    const s = segment.trim();
    if (!s) continue;
    // a "sentence" longer than a chunk (a list without full stops, a table) is cut at words
    if (s.length <= KNOWLEDGE_CHUNK_MAX_CHARS) out.push(s);
    else out.push(...(s.match(new RegExp(`.{1,${KNOWLEDGE_CHUNK_MAX_CHARS - 100}}(\\s|$)`, 'gs')) ?? [s]));
  }
  return out;
}

export function chunkSection(section: Section): ChunkDraft[] {
  const text = normalizeSpace(section.text);
  if (!text) return [];
  const base = {
    ...(section.heading ? { heading: section.heading } : {}),
    ...(section.page ? { page: section.page } : {}),
  };
  const chunks: ChunkDraft[] = [];
  let current: string[] = [];
  let length = 0;
  let fresh = 0; // sentences of `current` not carried over from the previous chunk
  for (const sentence of sentences(text)) {
    if (length + sentence.length + 1 > KNOWLEDGE_CHUNK_MAX_CHARS && fresh > 0) {
      chunks.push({ ...base, text: current.join(' ') });
      const last = current[current.length - 1];
      current = last.length <= OVERLAP_MAX_CHARS ? [last] : [];
      length = current.reduce((n, s) => n + s.length + 1, 0);
      fresh = 0;
    }
    current.push(sentence);
    length += sentence.length + 1;
    fresh++;
  }
  if (fresh > 0) chunks.push({ ...base, text: current.join(' ') });
  return chunks;
}

/** A Q&A pair is one chunk (its text the question and the answer), cut only when the answer is very long. */
export function chunkQa(pair: QaPair): ChunkDraft[] {
  const question = normalizeSpace(pair.question);
  const answer = normalizeSpace(pair.answer);
  if (!question || !answer) return [];
  const heading = pair.heading ? { heading: pair.heading } : {};
  const text = `${question}\n${answer}`;
  if (text.length <= KNOWLEDGE_CHUNK_MAX_CHARS) return [{ ...heading, text, question, answer }];
  return chunkSection({ text: answer, heading: pair.heading }).map((c) => ({
    ...c,
    text: `${question}\n${c.text}`,
    question,
    answer,
  }));
}

export function chunkDocument(doc: { sections: Section[]; qa: QaPair[] }): ChunkDraft[] {
  return [...doc.qa.flatMap(chunkQa), ...doc.sections.flatMap(chunkSection)];
}

export const sha256 = (s: string | Buffer) => createHash('sha256').update(s).digest('hex');
