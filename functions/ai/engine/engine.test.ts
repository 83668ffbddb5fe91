import { describe, expect, it } from 'vitest';
import { DEFAULT_CONFIDENCE_THRESHOLD, type TrainingIntent, trainIntentModel } from './index';

const INTENTS: TrainingIntent[] = [
  {
    id: 'pricing',
    title: 'Pricing',
    phrases: [
      'How much does it cost?',
      'What are your prices?',
      'Is there a free plan?',
      'How much is the monthly subscription?',
      'Can I see the price list?',
      'Do you offer discounts for annual billing?',
    ],
  },
  {
    id: 'opening_hours',
    title: 'Opening hours',
    phrases: [
      'What are your opening hours?',
      'When are you open?',
      'Are you open on Sundays?',
      'What time do you close today?',
      'What time does the store open in the morning?',
      'Are you open on public holidays?',
    ],
  },
  {
    id: 'book_appointment',
    title: 'Book an appointment',
    phrases: [
      'I want to book an appointment',
      'Can I schedule a meeting for next week?',
      'Do you have any free slots tomorrow?',
      'I would like to make a reservation',
      'Book me in for a consultation',
      'Can I reschedule my appointment?',
    ],
  },
  {
    id: 'human_agent',
    title: 'Talk to a human',
    phrases: [
      'I want to talk to a real person',
      'Can I speak to a human?',
      'Connect me with an agent please',
      'Let me talk to customer support staff',
      'Is there someone I can call?',
      'Transfer me to a representative',
    ],
  },
  {
    id: 'refund',
    title: 'Refund',
    phrases: [
      'I want my money back',
      'How do I get a refund?',
      'Can I return my order and be refunded?',
      'The product was broken, I need a refund',
      'How long does a refund take?',
      'Please cancel my order and refund me',
    ],
  },
  {
    id: 'shipping',
    title: 'Shipping and delivery',
    phrases: [
      'Where is my package?',
      'How long does shipping take?',
      'Do you deliver internationally?',
      'Can I track my order?',
      'My delivery has not arrived yet',
      'How much is shipping to Germany?',
    ],
  },
  {
    id: 'reset_password',
    title: 'Reset password',
    phrases: [
      'I forgot my password',
      'How do I reset my password?',
      'I cannot log in to my account',
      'My login is not working',
      'Send me a password reset link',
      'I am locked out of my account',
    ],
  },
];

const model = trainIntentModel(INTENTS);

describe('trainIntentModel', () => {
  it('reports the intent count', () => {
    expect(model.intentCount).toBe(INTENTS.length);
  });

  it('matches every training phrase to its own intent with confidence >= 0.9', () => {
    for (const intent of INTENTS) {
      for (const phrase of intent.phrases) {
        const { best } = model.match(phrase);
        expect(best?.intentId, phrase).toBe(intent.id);
        expect(best?.confidence, phrase).toBeGreaterThanOrEqual(0.9);
      }
    }
  });

  it.each([
    ['what time are you opening tomorrow', 'opening_hours'],
    ['cost of the monthly plan?', 'pricing'],
    ['refunds, how long do they take', 'refund'],
    ['i forgot my pasword', 'reset_password'],
    ['could i speak with a person', 'human_agent'],
    ['booking an appointment for tomorrow', 'book_appointment'],
    ['where is my parcel, it has not arrived', 'shipping'],
  ])('matches paraphrase %j to %s above the threshold', (message, intentId) => {
    const { best } = model.match(message);
    expect(best?.intentId).toBe(intentId);
    expect(best?.confidence).toBeGreaterThanOrEqual(DEFAULT_CONFIDENCE_THRESHOLD);
  });

  it.each(['asdf qwer zxcv', "what's the weather on mars", 'who won the football world cup in 1966', 'xyzzy plugh'])(
    'keeps gibberish / off-topic %j below the threshold',
    (message) => {
      const { best } = model.match(message);
      expect(best === null || best.confidence < DEFAULT_CONFIDENCE_THRESHOLD).toBe(true);
    },
  );

  it('returns a different runner-up with lower confidence', () => {
    const { best, runnerUp } = model.match('How do I get a refund?');
    expect(best).not.toBeNull();
    expect(runnerUp).not.toBeNull();
    expect(runnerUp?.intentId).not.toBe(best?.intentId);
    expect(runnerUp!.confidence).toBeLessThan(best!.confidence);
  });

  it('keeps confidences within 0..1', () => {
    for (const m of ['hello', 'refund refund refund refund', 'open', '!!!1', 'price']) {
      const { best, runnerUp } = model.match(m);
      for (const x of [best, runnerUp]) {
        if (x) {
          expect(x.confidence).toBeGreaterThanOrEqual(0);
          expect(x.confidence).toBeLessThanOrEqual(1);
        }
      }
    }
  });

  it('handles an empty model', () => {
    const empty = trainIntentModel([]);
    expect(empty.intentCount).toBe(0);
    expect(empty.match('how much does it cost')).toEqual({ best: null, runnerUp: null, ranked: [] });
  });

  it('returns best null for blank or punctuation-only messages', () => {
    expect(model.match('').best).toBeNull();
    expect(model.match('   \n\t ').best).toBeNull();
    expect(model.match('?!...').best).toBeNull();
  });

  it('works with a single intent (no runner-up)', () => {
    const single = trainIntentModel([INTENTS[0]]);
    const r = single.match('How much does it cost?');
    expect(r.best?.intentId).toBe('pricing');
    expect(r.runnerUp).toBeNull();
  });

  it('is deterministic across retraining', () => {
    const again = trainIntentModel(INTENTS);
    expect(again.match('when do you open on saturday')).toEqual(model.match('when do you open on saturday'));
  });

  it('matches well under a millisecond per message', () => {
    const t0 = performance.now();
    for (let i = 0; i < 500; i++) model.match('do you deliver to france and how long does it take');
    expect((performance.now() - t0) / 500).toBeLessThan(1);
  });
});
