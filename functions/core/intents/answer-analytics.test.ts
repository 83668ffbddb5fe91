import { describe, expect, it } from 'vitest';
import { groupQuestions, periodDays } from './answer-analytics';

describe('unanswered questions', () => {
  it('groups near-identical wordings under the most asked one, most asked group first', () => {
    const groups = groupQuestions([
      { question: 'is there a pharmacy nearby', count: 2 },
      { question: 'What are your prices?', count: 3 },
      { question: 'what are the prices', count: 2 },
      { question: 'your price', count: 1 },
      { question: 'do you sell gift cards', count: 1 },
      { question: 'hi', count: 1 },
      { question: 'Hi', count: 1 },
    ]);
    expect(groups[0]).toEqual({ question: 'What are your prices?', count: 6, variants: 3 });
    expect(groups.map((g) => g.question)).toEqual([
      'What are your prices?',
      'is there a pharmacy nearby',
      'hi',
      'do you sell gift cards',
    ]);
    expect(groups.find((g) => g.question === 'hi')).toEqual({ question: 'hi', count: 2, variants: 2 });
  });

  it('keeps different questions that share a word apart', () => {
    const groups = groupQuestions([
      { question: 'do you sell gift cards', count: 1 },
      { question: 'do you sell laptops', count: 1 },
    ]);
    expect(groups).toHaveLength(2);
  });

  it('counts the days of a period, oldest first, today last', () => {
    const days = periodDays('7d', new Date('2026-11-27T10:00:00Z'));
    expect(days).toEqual([
      '2026-11-21',
      '2026-11-22',
      '2026-11-23',
      '2026-11-24',
      '2026-11-25',
      '2026-11-26',
      '2026-11-27',
    ]);
  });
});
