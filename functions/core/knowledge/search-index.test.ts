import { describe, expect, it } from 'vitest';
import { answerFromKnowledge, decisionSignals, isConfident, LEXICAL_RULE } from './answer-decision';
import type { KnowledgeChunk } from './search-chunk';
import { buildKnowledgeIndex, loadKnowledgeIndex, type SyncEmbedder, serializeIndex } from './search-index';

const qa = (id: string, question: string, answer: string): KnowledgeChunk => ({
  clientId: 'pets',
  sourceId: 'faq',
  id,
  sourceKind: 'qa',
  title: 'FAQ.csv',
  question,
  answer,
  text: `${question}\n${answer}`,
  hash: id,
});
const faq = [
  qa('groom', 'What grooming services do you offer?', 'Bath, haircut, nail clipping and ear cleaning.'),
  qa('board', 'Do you offer pet boarding?', 'Yes, dogs and cats stay in air-conditioned suites for Rs 900 a night.'),
  qa('hours', 'What are your opening hours?', 'Every day from 9 am to 8 pm.'),
];

/**
 * A toy embedder with a known meaning map: each text is the unit sum of the topic axes its words name, so
 * "my puppy needs somewhere to sleep while I travel" is near boarding without sharing a content word with it.
 */
const TOPICS: Record<string, number> = {
  groom: 0,
  grooming: 0,
  haircut: 0,
  bath: 0,
  board: 1,
  boarding: 1,
  stay: 1,
  sleep: 1,
  travel: 1,
  suites: 1,
  night: 1,
  hours: 2,
  open: 2,
  opening: 2,
  day: 2,
};
const toy = (id: string): SyncEmbedder => ({
  id,
  embed(text) {
    const v = new Float32Array(4);
    for (const w of text.toLowerCase().match(/[a-z]+/g) ?? []) v[TOPICS[w] ?? 3] += TOPICS[w] === undefined ? 0.1 : 1;
    const n = Math.hypot(...v) || 1;
    return v.map((x) => x / n);
  },
});

describe('the index with vectors', () => {
  it('finds a chunk by meaning when the words differ, and reads both ways in the hit', () => {
    const index = buildKnowledgeIndex('pets', faq, { embedder: toy('toy') });
    expect(index.embedderId).toBe('toy');
    const fused = { bm25: 0.2, coverage: 0.2, question: 1, answer: 1 };
    const [hit] = index.search('my puppy needs somewhere to sleep while I travel', 5, fused);
    expect(hit.chunk.id).toBe('board');
    expect(hit.similarity?.question).toBeGreaterThan(0.5);
    expect(hit.similarity?.answer).toBeGreaterThan(0.5);
    // the lexical index finds nothing for it: no content word is shared
    expect(
      buildKnowledgeIndex('pets', faq).search('my puppy needs somewhere to sleep while I travel')[0]?.chunk.id,
    ).not.toBe('board');
  });

  it('answers when the best chunk by words is also the best by meaning, where the lexical rule alone does not', () => {
    const index = buildKnowledgeIndex('pets', faq, { embedder: toy('toy') });
    // none of the pair's question words is asked and "kitten" is in no chunk: the lexical rule says no
    const s = decisionSignals(index.search('can my kitten stay with you for a night'));
    expect(s.top?.chunk.id).toBe('board');
    expect(s.agree).toBe(true);
    expect(isConfident(s, LEXICAL_RULE)).toBe(false);
    const agreement = { ...LEXICAL_RULE, minSimilarity: 0.5, minAgreeCoverage: 0.3, minSemanticMargin: 0.1 };
    expect(isConfident(s, agreement)).toBe(true);
    // a message both readings place elsewhere, or nowhere, is not answered by agreement
    expect(isConfident(decisionSignals(index.search('can my cat stay with you while you groom')), agreement)).toBe(
      false,
    );
  });

  it('keeps its vectors through serialize and load with the same embedder, and is lexical with another', () => {
    const built = buildKnowledgeIndex('pets', faq, { embedder: toy('toy') });
    const stored = serializeIndex(built);
    expect(JSON.parse(stored)).toMatchObject({ format: 2, vectors: { embedderId: 'toy' } });
    const loaded = loadKnowledgeIndex(stored, { embedder: toy('toy') });
    expect(loaded.embedderId).toBe('toy');
    const q = 'is boarding available for one night';
    expect(loaded.search(q)[0].similarity?.question).toBeCloseTo(built.search(q)[0].similarity?.question ?? 0, 2);
    expect(answerFromKnowledge(loaded, q)?.chunkId).toBe(answerFromKnowledge(built, q)?.chunkId);

    const other = loadKnowledgeIndex(stored, { embedder: toy('another table') });
    expect(other.embedderId).toBeNull();
    expect(other.search(q)[0].similarity).toBeNull();
  });

  it('loads a lexical index (format 1) as before', () => {
    const lexical = serializeIndex(buildKnowledgeIndex('pets', faq));
    expect(JSON.parse(lexical).format).toBe(1);
    expect(loadKnowledgeIndex(lexical, { embedder: toy('toy') }).search('opening hours')[0].chunk.id).toBe('hours');
  });
});

describe('chunks of several sources', () => {
  it('indexes two sources whose chunks share an id (every document source starts at doc.00000)', () => {
    const of = (sourceId: string, title: string, question: string, answer: string): KnowledgeChunk => ({
      ...qa('doc.00000', question, answer),
      sourceId,
      title,
    });
    const chunks = [
      of('prices', 'Prices.csv', 'How much is a haircut?', 'A haircut is Rs 600 for small dogs.'),
      of('hours', 'Hours.csv', 'When are you open?', 'Every day from 9 am to 8 pm.'),
    ];
    for (const index of [
      buildKnowledgeIndex('pets', chunks),
      buildKnowledgeIndex('pets', chunks, { embedder: toy('toy') }),
      loadKnowledgeIndex(serializeIndex(buildKnowledgeIndex('pets', chunks))),
    ]) {
      expect(index.chunkCount).toBe(2);
      expect(index.search('how much is a haircut')[0].chunk).toMatchObject({ id: 'doc.00000', sourceId: 'prices' });
      expect(index.search('when are you open')[0].chunk).toMatchObject({ id: 'doc.00000', sourceId: 'hours' });
    }
  });
});
