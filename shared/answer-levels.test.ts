import { ANSWER_LEVELS, answerLevel, DEFAULT_ANSWER_LEVEL } from './answer-levels';

describe('answerLevel', () => {
  it('names each slider position by its number', () => {
    for (const l of ANSWER_LEVELS) expect(answerLevel(l.level)).toBe(l);
  });

  it('falls back to the default for a level that is not a whole number (an item saved before the slider)', () => {
    const fallback = ANSWER_LEVELS.find((l) => l.level === DEFAULT_ANSWER_LEVEL);
    for (const bad of [Number.NaN, 2.5, Number.POSITIVE_INFINITY, undefined as unknown as number])
      expect(answerLevel(bad)).toBe(fallback);
  });

  it('clamps a whole number beyond either end to that end', () => {
    expect(answerLevel(0).level).toBe(1);
    expect(answerLevel(-3).level).toBe(1);
    expect(answerLevel(9).level).toBe(5);
  });
});

describe('the measured slider positions', () => {
  it('run 1..5 from cautious to helpful, with the labels the Training Center shows', () => {
    expect(ANSWER_LEVELS.map((l) => l.level)).toEqual([1, 2, 3, 4, 5]);
    expect(ANSWER_LEVELS.map((l) => l.label)).toEqual([
      'Very cautious',
      'Cautious',
      'Balanced',
      'Helpful',
      'Very helpful',
    ]);
  });

  // what any re-measurement must still show: a lower threshold answers more and hands over less
  it('lower the threshold towards helpful, answering more and handing over less', () => {
    for (let i = 1; i < ANSWER_LEVELS.length; i++) {
      const [cautious, helpful] = [ANSWER_LEVELS[i - 1], ANSWER_LEVELS[i]];
      expect(helpful.threshold).toBeLessThan(cautious.threshold);
      expect(helpful.answered).toBeGreaterThanOrEqual(cautious.answered);
      expect(helpful.handedOver).toBeLessThanOrEqual(cautious.handedOver);
    }
    for (const l of ANSWER_LEVELS)
      for (const share of [l.threshold, l.answered, l.handedOver]) expect(share).toBeGreaterThanOrEqual(0);
    for (const l of ANSWER_LEVELS)
      for (const share of [l.threshold, l.answered, l.handedOver]) expect(share).toBeLessThanOrEqual(1);
  });
});
