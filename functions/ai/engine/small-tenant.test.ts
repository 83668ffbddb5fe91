import { describe, expect, it } from 'vitest';
import { intentCountGate } from './calibration';
import { DEFAULT_CONFIDENCE_THRESHOLD, type TrainingIntent, trainIntentModel } from './index';

// Real tenants have 1-20 intents. With few intents the softmax and the margin to a
// (missing or weak) runner-up saturate, so these guard against answering unrelated
// questions with the only intent the tenant has.
const HOURS: TrainingIntent = {
  id: 'hours',
  title: 'Opening hours',
  description: 'When the clinic is open, including weekends',
  phrases: ['what are your opening hours', 'when are you open', 'are you open on sunday'],
};
const BOOKING: TrainingIntent = {
  id: 'booking',
  title: 'Book an appointment',
  description: 'Visitor wants to book a visit or a consultation',
  phrases: ['I want to book an appointment', 'can I schedule a visit', 'book a consultation for tomorrow'],
};
const HUMAN: TrainingIntent = {
  id: 'human',
  title: 'Talk to a person',
  description: 'Visitor explicitly asks for a human being',
  phrases: ['can I talk to a person', 'connect me to a human agent', 'I want to speak to someone'],
};

const UNRELATED = [
  'do you offer home delivery of medicines',
  'can you deliver medicines at home',
  'home delivery of medicines available?',
  'what is your refund policy',
  'asdf qwer',
  'Do you accept insurance from Star Health?',
  'what is the parking situation near the clinic',
];

const below = (model: ReturnType<typeof trainIntentModel>, message: string) => {
  const { best } = model.match(message);
  return best === null || best.confidence < DEFAULT_CONFIDENCE_THRESHOLD;
};

describe('single-intent tenant', () => {
  const model = trainIntentModel([HOURS]);

  it.each(UNRELATED)('keeps unrelated %j below the threshold', (message) => {
    expect(below(model, message)).toBe(true);
  });

  it.each([
    'when do you open on sundays',
    'what are your opening hours',
    'when are you open',
    'are you open on saturday',
  ])('answers %j above the threshold', (message) => {
    const { best, runnerUp } = model.match(message);
    expect(best?.intentId).toBe('hours');
    expect(best?.confidence).toBeGreaterThanOrEqual(DEFAULT_CONFIDENCE_THRESHOLD);
    expect(runnerUp).toBeNull();
  });
});

describe('three-intent tenant', () => {
  const model = trainIntentModel([HOURS, BOOKING, HUMAN]);

  it.each(UNRELATED)('keeps unrelated %j below the threshold', (message) => {
    expect(below(model, message)).toBe(true);
  });

  it.each([
    ['when do you open on sundays', 'hours'],
    ['what are your opening hours', 'hours'],
    ['could I book a consultation for tomorrow please', 'booking'],
    ['I would like to book an appointment', 'booking'],
    ['please connect me to a human', 'human'],
    ['can I speak to a person', 'human'],
  ])('answers %j with %s above the threshold', (message, intentId) => {
    const { best } = model.match(message);
    expect(best?.intentId).toBe(intentId);
    expect(best?.confidence).toBeGreaterThanOrEqual(DEFAULT_CONFIDENCE_THRESHOLD);
  });

  it('answers a training phrase with confidence > 0.9', () => {
    expect(model.match('when are you open').best?.confidence).toBeGreaterThan(0.9);
  });

  it('answers a newly added intent', () => {
    const parking: TrainingIntent = {
      id: 'parking',
      title: 'Parking',
      description: 'Where visitors can park near the clinic',
      phrases: ['where can I park', 'is there parking near the clinic', 'parking situation'],
    };
    const four = trainIntentModel([HOURS, BOOKING, HUMAN, parking]);
    const { best } = four.match('what is the parking situation near the clinic');
    expect(best?.intentId).toBe('parking');
    expect(best?.confidence).toBeGreaterThanOrEqual(DEFAULT_CONFIDENCE_THRESHOLD);
  });
});

describe('intentCountGate', () => {
  it('ignores relative evidence for one intent and fully trusts it from 64 intents', () => {
    expect(intentCountGate(0)).toBe(0);
    expect(intentCountGate(1)).toBe(0);
    expect(intentCountGate(3)).toBeGreaterThan(0);
    expect(intentCountGate(3)).toBeLessThan(intentCountGate(10));
    expect(intentCountGate(64)).toBe(1);
    expect(intentCountGate(500)).toBe(1);
  });
});
