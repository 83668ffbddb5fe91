import type { IntentInput } from '@shared/schemas/intent';
import type { KnowledgeChunk } from '@shared/schemas/knowledge';
import { splitCovered } from '../intents/create-intents';
import { clip, keyWords, pairsOf } from './intent-drafts';

const chunk = (id: string, question?: string, answer?: string): KnowledgeChunk => ({
  clientId: 'c',
  sourceId: 's',
  id,
  sourceKind: 'qa',
  title: 'FAQ',
  text: `${question ?? ''}\n${answer ?? ''}`,
  hash: id,
  ...(question ? { question } : {}),
  ...(answer ? { answer } : {}),
});

describe('the question’s key words', () => {
  it.each([
    ['What are your opening hours?', 'opening hours'],
    ['Do you do eye tests on Sunday?', 'eye tests on Sunday'],
    ['Is there parking near the shop?', 'parking near the shop'],
    ['How much does an eye test cost?', 'price of an eye test'],
    ["What's the delivery fee?", 'delivery fee'],
  ])('%s → %s', (question, words) => expect(keyWords(question)).toBe(words));

  it.each(['How long do new glasses take?', 'Can I return glasses I bought online?', 'What is it?', 'Do you have it?'])(
    'none for a shape whose rest is not the whole subject: %s',
    (question) => expect(keyWords(question)).toBeUndefined(),
  );
});

describe('pairs of chunks', () => {
  it('takes each question once per source (a long answer is cut into chunks that all carry it) and skips plain text', () => {
    const pairs = pairsOf([
      chunk('d.00001', 'Do you deliver?', 'Yes, every day.'),
      chunk('d.00000', 'Do you deliver?', 'Yes, every day.'),
      chunk('d.00002'),
      chunk('d.00003', 'Do you DELIVER', 'Yes, every day.'),
    ]);
    expect(pairs).toEqual([
      {
        key: 's:do you deliver',
        question: 'Do you deliver?',
        answer: 'Yes, every day.',
        sourceId: 's',
        url: undefined,
      },
    ]);
  });
});

describe('clipping an answer to the response limit', () => {
  it('keeps whole sentences when it can, else whole words with an ellipsis', () => {
    expect(clip('Short.', 20)).toBe('Short.');
    expect(clip('One two three. Four five six seven.', 20)).toBe('One two three.');
    expect(clip('Onetwothree fourfivesixseven eight', 20)).toBe('Onetwothree…');
  });
});

describe('drafts an intent already answers', () => {
  const input = (title: string, phrases: string[]): IntentInput => ({
    title,
    description: 'A drafted question',
    phrases,
    response: 'An answer long enough.',
    requiresEscalation: false,
    isActive: true,
  });

  it('are skipped with the phrase and the intent named; a draft repeating an earlier one is skipped too', () => {
    const { fresh, skipped } = splitCovered(
      [{ title: 'Opening hours', phrases: ['when are you open'] }],
      [
        input('Hours', ['When are you open?', 'opening times']),
        input('Parking', ['Is there parking?']),
        input('Parking again', ['is there parking']),
        input('Opening hours', ['what time do you open']),
      ],
    );
    // the same title with new phrases is not the same question: created, as the create path would
    expect(fresh.map((f) => f.index)).toEqual([1, 3]);
    expect(skipped).toEqual([
      {
        index: 0,
        title: 'Hours',
        reason: 'covered',
        detail: '"When are you open?" is already a phrase of the intent "Opening hours"',
      },
      {
        index: 2,
        title: 'Parking again',
        reason: 'repeated',
        detail: '"is there parking" is also in the draft "Parking"',
      },
    ]);
  });
});
