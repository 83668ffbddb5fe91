import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { asksForPerson, ESCALATION_REASONS, escalationFor, isUrgent } from './escalation';

describe('asking for a person', () => {
  it.each([
    'talk to a human',
    'Can I speak to a real person please?',
    'agent please',
    'I want to talk to someone from your team',
    'connect me with customer support',
    'HUMAN!',
    'are you a bot? I want a real human',
    'transfer me to an agent',
    'I need a representative',
  ])('recognises %j', (text) => expect(asksForPerson(text)).toBe(true));

  it.each([
    'what are your opening hours',
    'is the person who delivers insured?',
    'how do I become an agent of your brand',
    'human resources department address',
    'do you ship to Pune',
  ])('does not mistake %j', (text) => expect(asksForPerson(text)).toBe(false));
});

describe('escalation decision', () => {
  const none = { askedForPerson: false, intentRequiresEscalation: false, lowConfidence: false, previousLowStreak: 0 };
  it('hands over for the visitor, the intent, or two low-confidence answers in a row', () => {
    expect(escalationFor(none)).toBeNull();
    expect(escalationFor({ ...none, askedForPerson: true })).toBe(ESCALATION_REASONS.visitor);
    expect(escalationFor({ ...none, intentRequiresEscalation: true })).toBe(ESCALATION_REASONS.intent);
    expect(escalationFor({ ...none, lowConfidence: true })).toBeNull();
    expect(escalationFor({ ...none, lowConfidence: true, previousLowStreak: 1 })).toBe(
      ESCALATION_REASONS.lowConfidence,
    );
  });
});

describe('with human escalation off (AI Config)', () => {
  const none = { askedForPerson: false, intentRequiresEscalation: false, lowConfidence: false, previousLowStreak: 0 };
  const off = { ...none, automatic: false };
  it('still hands over for an intent flagged "requires escalation" and for the visitor asking', () => {
    expect(escalationFor({ ...off, intentRequiresEscalation: true })).toBe(ESCALATION_REASONS.intent);
    expect(escalationFor({ ...off, askedForPerson: true })).toBe(ESCALATION_REASONS.visitor);
  });
  it('turns off only the automatic rules', () => {
    expect(escalationFor({ ...off, lowConfidence: true, previousLowStreak: 1 })).toBeNull();
    expect(escalationFor({ ...off, lowConfidence: true, fallbackOff: true })).toBeNull();
    expect(escalationFor({ ...off, notCovered: true })).toBeNull();
    expect(escalationFor({ ...off, otherLanguage: true })).toBeNull();
  });
});

describe('a visitor writing in another language', () => {
  const none = { askedForPerson: false, intentRequiresEscalation: false, lowConfidence: false, previousLowStreak: 0 };
  it('hands over at once, unless human escalation is off; asking for a person still says so', () => {
    expect(escalationFor({ ...none, otherLanguage: true })).toBe(ESCALATION_REASONS.language);
    expect(escalationFor({ ...none, otherLanguage: true, automatic: false })).toBeNull();
    expect(escalationFor({ ...none, otherLanguage: true, askedForPerson: true })).toBe(ESCALATION_REASONS.visitor);
  });
});

describe('urgent and emotional wording (issue 34 item 4)', () => {
  // bench/data/urgent-messages.json: written for this test, with calm controls on the same topics
  const set = JSON.parse(readFileSync(resolve(__dirname, '../../../bench/data/urgent-messages.json'), 'utf8')) as {
    urgent: string[];
    calm: string[];
  };

  it.each(set.urgent)('hears distress in %j', (text) => expect(isUrgent(text)).toBe(true));
  it.each(set.calm)('does not hear it in the calm %j', (text) => expect(isUrgent(text)).toBe(false));

  it('hands over an urgent message no intent placed, unless the business turned automatic handoffs off', () => {
    const none = { askedForPerson: false, intentRequiresEscalation: false, lowConfidence: true, previousLowStreak: 0 };
    expect(escalationFor(none)).toBeNull();
    expect(escalationFor({ ...none, urgent: true })).toBe(ESCALATION_REASONS.urgent);
    expect(escalationFor({ ...none, urgent: true, automatic: false })).toBeNull();
    // the visitor's own request and a flagged intent still name their own reason
    expect(escalationFor({ ...none, urgent: true, askedForPerson: true })).toBe(ESCALATION_REASONS.visitor);
    expect(escalationFor({ ...none, urgent: true, intentRequiresEscalation: true })).toBe(ESCALATION_REASONS.intent);
  });
});
