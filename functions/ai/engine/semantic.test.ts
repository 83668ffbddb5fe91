import { describe, expect, it } from 'vitest';
import { trainIntentModel } from './engine';
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

  it('keeps the confidence lexical: the margin does not grow with the cosines', () => {
    const model = trainIntentModel(INTENTS);
    const lexical = trainIntentModel(INTENTS.map(({ phraseVectors: _, ...it }) => it));
    // the message's vector agrees with the lexical winner: same intent, same calibrated confidence
    const message = 'When are you open on Sunday?';
    expect(model.match(message, axis(0)).best).toEqual(lexical.match(message).best);
  });

  it('takes the margin against the best lexical other, not the runner-up the embeddings chose', () => {
    const three: TrainingIntent[] = [
      ...INTENTS,
      { id: 'parking', phrases: ['Where can I park?', 'Is there parking nearby?'], phraseVectors: [axis(2), axis(2)] },
    ];
    const strip = (intents: TrainingIntent[]) => intents.map(({ phraseVectors: _, ...it }) => it);
    const message = 'When are you open, and how much is it?';
    const lexical = trainIntentModel(strip(three)).match(message);
    expect(lexical.best?.intentId).toBe('hours');
    expect(lexical.runnerUp?.intentId).toBe('prices');
    // the embeddings put parking second; hours' confidence must still be the lexical one
    const toward = new Float32Array([Math.SQRT1_2, 0, Math.SQRT1_2, 0]);
    const semantic = trainIntentModel(three).match(message, toward);
    expect(semantic.runnerUp?.intentId).toBe('parking');
    expect(semantic.best).toEqual(lexical.best);
  });

  it('is not sure when the embeddings overrule the lexical leader', () => {
    const model = trainIntentModel(INTENTS);
    const lexical = model.match('When are you open?');
    expect(lexical.best?.intentId).toBe('hours');
    const overruled = model.match('When are you open?', axis(1));
    expect(overruled.best?.intentId).toBe('prices');
    expect(overruled.best!.confidence).toBeLessThan(0.2);
    // the lexical leader keeps its own confidence as the runner-up
    expect(overruled.runnerUp).toEqual(lexical.best);
  });
});
