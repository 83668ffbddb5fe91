import { newPhrases } from './phrases';

describe('newPhrases', () => {
  it('keeps only phrases the intent lacks, ignoring case, blanks and repeats', () => {
    expect(newPhrases(['Hello', 'Hi'], ['hello', ' Hey ', 'hey', '', '  ', 'Good morning'])).toEqual([
      'Hey',
      'Good morning',
    ]);
  });

  it('matches existing phrases that carry surrounding spaces', () => {
    expect(newPhrases([' Opening hours '], ['opening HOURS'])).toEqual([]);
  });
});
