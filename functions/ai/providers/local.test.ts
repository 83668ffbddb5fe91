import { STOP_WORDS } from '../engine/stopwords';
import { clusterMissed } from './local';

describe('local provider: clustering missed questions', () => {
  it('leaves out stop words in their stemmed form ("please", "there")', () => {
    const [cluster] = clusterMissed([{ userQuery: 'Please, is there home delivery of medicines?', frequency: 2 }]);
    expect([...cluster.words].filter((w) => STOP_WORDS.has(w))).toEqual([]);
    expect([...cluster.words]).not.toContain('pleas');
  });
});
