import { describe, expect, it } from 'vitest';
import { trainIntentModel, trainIntentScorer } from './engine';
import type { TrainingIntent } from './types';

/** Unit vectors along one axis: a stand-in embedder where "meaning" is the axis. */
const axis = (i: number, dims = 4) => {
  const v = new Float32Array(dims);
  v[i] = 1;
  return v;
};

// Two intents whose phrases share no words with the test message; only the vectors can tell them apart.
const INTENTS: TrainingIntent[] = [
  { id: 'hours', phrases: ['When are you open?', 'Opening times please'], phraseVectors: [axis(0), axis(0)] },
  { id: 'prices', phrases: ['How much is it?', 'Price list'], phraseVectors: [axis(1), axis(1)] },
];

describe('the semantic signal', () => {
  it('re-ranks by the message vector when every intent has phrase vectors', () => {
    const model = trainIntentModel(INTENTS);
    expect(model.semantic).toBe(true);
    expect(model.match('tell me the tariff', axis(1)).best?.intentId).toBe('prices');
    expect(model.match('tell me the tariff', axis(0)).best?.intentId).toBe('hours');
  });

  it('is lexical without a message vector, or with one of another embedder (other length)', () => {
    const lexical = trainIntentModel(INTENTS.map(({ phraseVectors: _, ...it }) => it));
    const model = trainIntentModel(INTENTS);
    for (const message of ['When do you open?', 'how much for the price list']) {
      expect(model.match(message)).toEqual(lexical.match(message));
      expect(model.match(message, axis(1, 8))).toEqual(lexical.match(message));
    }
  });

  it('is off unless every intent has one vector per phrase of one length', () => {
    const missing = [INTENTS[0], { ...INTENTS[1], phraseVectors: undefined }];
    const short = [INTENTS[0], { ...INTENTS[1], phraseVectors: [axis(1)] }];
    const mixed = [INTENTS[0], { ...INTENTS[1], phraseVectors: [axis(1, 8), axis(1, 8)] }];
    for (const intents of [missing, short, mixed]) expect(trainIntentModel(intents).semantic).toBe(false);
  });

  it('puts the semantic signal in the confidence: a message only the vectors place is answered with them', () => {
    const model = trainIntentModel(INTENTS);
    const lexical = trainIntentModel(INTENTS.map(({ phraseVectors: _, ...it }) => it));
    const message = 'tell me the tariff';
    const semantic = model.match(message, axis(1)).best!;
    expect(semantic.intentId).toBe('prices');
    // no word in common with either intent: lexically not sure; the vectors agree with one intent only
    expect(lexical.match(message).best!.confidence).toBeLessThan(0.5);
    expect(semantic.confidence).toBeGreaterThan(lexical.match(message).best!.confidence);
  });

  it('takes the margins against the final ranking (issue 34), not against the lexical leader', () => {
    const three: TrainingIntent[] = [
      ...INTENTS,
      { id: 'parking', phrases: ['Where can I park?', 'Is there parking nearby?'], phraseVectors: [axis(2), axis(2)] },
    ];
    const scorer = trainIntentScorer(three);
    // the embeddings put parking second although its words are the farthest
    const toward = new Float32Array([Math.SQRT1_2, 0, Math.SQRT1_2, 0]);
    const [best, runnerUp] = scorer.explain('When are you open, and how much is it?', toward);
    expect(scorer.intentIds[best.intentIndex]).toBe('hours');
    expect(scorer.intentIds[runnerUp.intentIndex]).toBe('parking');
    expect(best.signals.margin).toBeCloseTo(best.score - runnerUp.score, 5);
    expect(runnerUp.signals.margin).toBeCloseTo(runnerUp.score - best.score, 5);
    const [b, r] = [best.signals.semantic!, runnerUp.signals.semantic!];
    expect(b.nearestMargin).toBeCloseTo(b.nearest - r.nearest, 5);
    expect(b.centroidMargin).toBeCloseTo(b.centroid - r.centroid, 5);
    // lexical only, the same ranking's margin is the lexical blend's
    const lexical = trainIntentScorer(three.map(({ phraseVectors: _, ...it }) => it));
    const [lb, lr] = lexical.explain('When are you open, and how much is it?');
    expect(lb.signals.semantic).toBeNull();
    expect(lb.signals.margin).toBeCloseTo(lb.score - lr.score, 5);
  });

  it('is less sure when the embeddings overrule the lexical leader than when the two agree', () => {
    const model = trainIntentModel(INTENTS);
    const lexical = model.match('When are you open?');
    expect(lexical.best?.intentId).toBe('hours');
    const overruled = model.match('When are you open?', axis(1));
    expect(overruled.best?.intentId).toBe('prices');
    // the same intent, the same vector, with the words agreeing: surer (the lexical lag is a feature)
    const agreed = model.match('How much is it?', axis(1));
    expect(agreed.best?.intentId).toBe('prices');
    expect(overruled.best!.confidence).toBeLessThan(agreed.best!.confidence);
    // the lexical leader is the runner-up, judged on both signals: it is not sure either
    expect(overruled.runnerUp?.intentId).toBe('hours');
    expect(overruled.runnerUp!.confidence).toBeLessThan(lexical.best!.confidence);
  });
});
