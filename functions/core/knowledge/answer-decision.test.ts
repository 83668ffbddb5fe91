import { describe, expect, it } from 'vitest';
import { answerFromKnowledge } from './answer-decision';
import type { KnowledgeChunk } from './search-chunk';
import { buildKnowledgeIndex, loadKnowledgeIndex, serializeIndex } from './search-index';

const qa = (clientId: string, id: string, question: string, answer: string): KnowledgeChunk => ({
  clientId,
  sourceId: 'faq',
  id,
  sourceKind: 'qa',
  title: 'FAQ.csv',
  question,
  answer,
  text: `${question}\n${answer}`,
  hash: id,
});

const bakery = [
  qa('bakery', 'hours', 'What are your opening hours?', 'We bake from 7 am to 9 pm every day except Monday.'),
  qa(
    'bakery',
    'eggless',
    'Do you make eggless cakes?',
    'Yes, every cake on the menu can be made eggless at no extra cost.',
  ),
  qa(
    'bakery',
    'delivery',
    'Do you deliver cakes at home?',
    'We deliver within 8 km of the shop for Rs 60; order 4 hours ahead.',
  ),
  qa(
    'bakery',
    'custom',
    'Can I order a custom photo cake?',
    'Yes, send us the photo on WhatsApp a day before; photo cakes start at Rs 900.',
  ),
];
const garage = [
  qa(
    'garage',
    'service',
    'How much does a car service cost?',
    'A standard service costs Rs 3,500 for hatchbacks and Rs 4,500 for sedans.',
  ),
  qa(
    'garage',
    'pickup',
    'Do you pick up the car from home?',
    'Yes, free pick-up and drop within the city for any service.',
  ),
];

describe('answerFromKnowledge', () => {
  const index = buildKnowledgeIndex('bakery', bakery);

  it('answers a paraphrase with the matching Q&A answer and cites its source', () => {
    const a = answerFromKnowledge(index, 'are your cakes available eggless?');
    expect(a?.chunkId).toBe('eggless');
    expect(a?.answer).toBe(bakery[1].answer);
    expect(a?.source).toEqual({ kind: 'qa', title: 'FAQ.csv' });
  });

  it('answers a question put in other words of the same group ("shipping" for "deliver")', () => {
    expect(answerFromKnowledge(index, 'is home shipping of cakes available')?.chunkId).toBe('delivery');
  });

  it('answers when the key question word is misspelt ("egless" for "eggless")', () => {
    expect(answerFromKnowledge(index, 'are your cakes available egless?')?.chunkId).toBe('eggless');
  });

  it('answers a pair whose question has no content word when asked word for word, also from the stored index', () => {
    const withWho = buildKnowledgeIndex('bakery', [
      ...bakery,
      qa('bakery', 'who', 'Who are you?', 'We are Crumbs, a family bakery in Pune since 1998.'),
    ]);
    for (const index of [withWho, loadKnowledgeIndex(serializeIndex(withWho))]) {
      expect(answerFromKnowledge(index, 'who are you')?.chunkId).toBe('who');
      expect(answerFromKnowledge(index, 'Who r u?')?.chunkId).toBe('who');
      expect(answerFromKnowledge(index, 'who are they')).toBeNull();
      expect(answerFromKnowledge(index, 'hello')).toBeNull();
    }
  });

  it('gives nothing for a question the knowledge does not cover', () => {
    expect(answerFromKnowledge(index, 'do you repair bicycles')).toBeNull();
    expect(answerFromKnowledge(index, 'what is the capital of australia')).toBeNull();
    expect(answerFromKnowledge(index, 'hello')).toBeNull();
    expect(answerFromKnowledge(index, '')).toBeNull();
  });

  it('gives nothing when two different answers match as well as each other', () => {
    // "cake" alone fits the eggless, delivery and photo cake answers alike
    expect(answerFromKnowledge(index, 'cake')).toBeNull();
  });

  it('answers with the passage itself for a chunk that is no Q&A pair', () => {
    const page: KnowledgeChunk = {
      clientId: 'bakery',
      sourceId: 'site',
      id: 'p1',
      sourceKind: 'website',
      title: 'Allergens',
      url: 'https://bakery.example/allergens',
      heading: 'Nut allergies',
      text: 'All our breads and cakes are made in a kitchen that also handles walnuts, almonds and cashews.',
      hash: 'p1',
    };
    const a = answerFromKnowledge(buildKnowledgeIndex('bakery', [...bakery, page]), 'nut allergies in your kitchen?');
    expect(a?.answer).toBe(page.text);
    expect(a?.source).toEqual({ kind: 'website', title: 'Allergens', url: 'https://bakery.example/allergens' });
  });
});

describe('one tenant’s knowledge never answers another’s visitors', () => {
  it('the garage’s question gets nothing from the bakery’s index, and its own answer from its own', () => {
    const question = 'what is the price of servicing my car';
    expect(answerFromKnowledge(buildKnowledgeIndex('bakery', bakery), question)).toBeNull();
    expect(answerFromKnowledge(buildKnowledgeIndex('garage', garage), question)?.chunkId).toBe('service');
  });

  it('an index refuses a chunk of another tenant', () => {
    expect(() => buildKnowledgeIndex('bakery', [...bakery, garage[0]])).toThrow(/another tenant/);
  });
});
