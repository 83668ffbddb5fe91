import { STOP_WORDS } from '../engine/stopwords';
import { clusterMissed } from './local';
import { paraphrase } from './local-paraphrase';

describe('local provider: clustering missed questions', () => {
  it('leaves out stop words in their stemmed form ("please", "there")', () => {
    const [cluster] = clusterMissed([{ userQuery: 'Please, is there home delivery of medicines?', frequency: 2 }]);
    expect([...cluster.words].filter((w) => STOP_WORDS.has(w))).toEqual([]);
    expect([...cluster.words]).not.toContain('pleas');
  });
});

describe('local provider: paraphrases', () => {
  it('rewrites a price question grammatically, agreeing with its noun', () => {
    expect(paraphrase(['how much does a root canal cost'], 10)).toEqual([
      'What is the price of a root canal?',
      'How much is a root canal?',
      'What do you charge for a root canal?',
    ]);
    expect(paraphrase(['how much are braces'], 10)).toContain('How much do braces cost?');
  });

  it('never writes the phrasings trainers rejected, nor swaps a word that changes the meaning', () => {
    const out = paraphrase(
      [
        'what are your opening hours',
        'do you accept my insurance',
        'I need to cancel my order',
        'i need to book a cleaning',
      ],
      50,
    );
    expect(out.length).toBeGreaterThan(3);
    for (const p of out) {
      expect(p).toMatch(/^[A-Z]/);
      expect(p).not.toMatch(/^please|what's|\b(stop|call off)\b/i);
      expect(p).not.toMatch(/\bi\b/);
    }
  });
});
