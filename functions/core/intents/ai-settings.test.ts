import { ACCURATE_MODE_MARGIN } from '@shared/agent-behaviour';
import { ANSWER_LEVELS, answerLevel, DEFAULT_ANSWER_LEVEL } from '@shared/answer-levels';
import { answerThreshold, MAX_ANSWER_THRESHOLD } from './ai-settings';

describe('answerThreshold', () => {
  it("is the tenant's slider position's threshold in fast and balanced mode", () => {
    for (const { level, threshold } of ANSWER_LEVELS) {
      expect(answerThreshold({ responseTime: 'balanced' }, level)).toBe(threshold);
      expect(answerThreshold({ responseTime: 'fast' }, level)).toBe(threshold);
    }
  });

  it('is the default position for a tenant that never moved the slider', () => {
    expect(answerThreshold({ responseTime: 'balanced' })).toBe(answerLevel(DEFAULT_ANSWER_LEVEL).threshold);
    expect(answerThreshold({ responseTime: 'balanced' }, undefined)).toBe(answerLevel(DEFAULT_ANSWER_LEVEL).threshold);
  });

  it("adds 'accurate' mode's margin on top, capped below 1 so a verbatim phrase is still answered", () => {
    for (const { level, threshold } of ANSWER_LEVELS) {
      const accurate = answerThreshold({ responseTime: 'accurate' }, level);
      expect(accurate).toBeCloseTo(Math.min(MAX_ANSWER_THRESHOLD, threshold + ACCURATE_MODE_MARGIN), 10);
      expect(accurate).toBeLessThan(1);
    }
  });
});
