import { contentKey, grammarProblems, polish, screenPhrases } from './phrase-rules';

describe('polish', () => {
  it.each([
    ['i need to book a cleaning', 'I need to book a cleaning'],
    ['how much does a root canal cost', 'How much does a root canal cost?'],
    ['  do you take Visa??  ', 'Do you take Visa?'],
    ["i'm locked out of wi-fi.", "I'm locked out of wi-fi"],
    ['parking available?', 'Parking available?'],
  ])('%j → %j', (raw, polished) => {
    expect(polish(raw)).toBe(polished);
    expect(grammarProblems(polished)).toEqual([]);
  });
});

describe('grammar rules', () => {
  it.each([
    ['i need to book a cleaning', ['capital', 'lone-i']],
    ['How much does a root canal price?', ['how-much']],
    ['How much do a root canal cost?', ['how-much']],
    ['How much does braces cost?', ['how-much']],
    ['How much is braces?', ['how-much']],
    ['Please do you accept my insurance?', ['please-question']],
    ["What's your opening hours?", ['agreement']],
    ['What are the price of a filling?', ['agreement']],
    ['Does you deliver to Canada?', ['agreement']],
    ['Can I book book a table?', ['doubled-word']],
    ['I want to book a', ['ending']],
    ['Do you offer sales on?', ['ending']],
    ['What time do you open', ['question-mark']],
  ])('%j breaks %j', (phrase, rules) => {
    expect(grammarProblems(phrase)).toEqual(rules);
  });

  it.each([
    'How much does a root canal cost?',
    'How much do braces cost?',
    'How much are highlights?',
    'What is the price of a haircut for children?',
    'What are your opening hours?',
    'How much do you charge for delivery?',
    'Who do I speak to?',
    'My tooth is broken',
    'Real person please',
  ])('%j passes', (phrase) => {
    expect(grammarProblems(phrase)).toEqual([]);
  });
});

describe('near-duplicates', () => {
  it('are phrases with the same stemmed content words', () => {
    expect(contentKey('I need to book a cleaning')).toBe(contentKey('Can I book a cleaning?'));
    expect(contentKey('Booking cleanings')).toBe(contentKey('book a cleaning'));
    expect(contentKey('What is the price of a filling?')).not.toBe(contentKey('How much does a filling cost?'));
  });

  it('are dropped against the existing phrases and each other, with the reason', () => {
    const { kept, rejected } = screenPhrases(
      ['I need to book a cleaning'],
      [
        'can i book a cleaning',
        'Is it possible to book a cleaning',
        'is it possible to book cleanings?',
        'How much does a filling price',
      ],
    );
    expect(kept).toEqual(['Is it possible to book a cleaning?']);
    expect(rejected.map((r) => r.reason)).toEqual(['duplicate', 'duplicate', 'how-much']);
  });
});
