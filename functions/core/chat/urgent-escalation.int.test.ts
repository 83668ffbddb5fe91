import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import type { TestGateway } from '../../../infra/local/test-gateway';
import { tenantSuite } from '../../../infra/test-fixtures/tenant-suite';
import { agentPortalOpen } from '../../test-support/agents-online';
import { signUpTenant, type TestTenant } from '../../test-support/tenants';
import { createIntent } from '../intents/intents';
import { HANDOFF_MESSAGE, visitorTurn } from './chat-pipeline';
import { startConversation } from './conversations';
import { ESCALATION_REASONS } from './escalation';

/**
 * Issue 34 item 4, through the visitor's turn: a clinic whose emergency intent is flagged for a person
 * (bench/data/clinic-faq.json's intents, lexical engine: no embedder), visitors in distress
 * (bench/data/urgent-messages.json) and calm questions on the same topics.
 */
const root = resolve(__dirname, '../../..');
const clinic = JSON.parse(readFileSync(resolve(root, 'bench/data/clinic-faq.json'), 'utf8')) as {
  intents: { id: string; title: string; phrases: string[] }[];
};
const messages = JSON.parse(readFileSync(resolve(root, 'bench/data/urgent-messages.json'), 'utf8')) as {
  urgent: string[];
  calm: string[];
};
const EMERGENCY = 'Dental emergency';
const EMERGENCY_ANSWER = 'Call our emergency line on 555-0199; a dentist is calling you back now.';

let gw: TestGateway;
let t: TestTenant;
tenantSuite(async (g, tenant) => {
  gw = g;
  t = tenant;
  await agentPortalOpen(t.clientId);
  for (const it of clinic.intents)
    await createIntent(t.clientId, 'test', {
      title: it.title,
      description: it.title,
      phrases: it.phrases,
      response: it.title === EMERGENCY ? EMERGENCY_ANSWER : `About ${it.title.toLowerCase()}: see our page.`,
      requiresEscalation: it.title === EMERGENCY,
      isActive: true,
    });
});

const form = { name: 'Asha Rao', email: 'asha@example.com', purpose: 'Sales & Pricing' };
const firstTurn = async (clientId: string, text: string) => {
  const { conversationId } = await startConversation({ clientId, fields: form, source: 'widget' });
  return visitorTurn(clientId, conversationId, text);
};

describe('a visitor in distress', { timeout: 60_000 }, () => {
  it.each([
    'severe toothache please help',
    'help my front tooth cracked and its bleeding',
    "it's bleeding",
    'please help',
    'urgent',
  ])('reaches the emergency intent, or a person, with %j', async (text) => {
    const turn = await firstTurn(t.clientId, text);
    expect(turn.conversation.escalated).toBe(true);
    expect([ESCALATION_REASONS.intent, ESCALATION_REASONS.urgent]).toContain(turn.match.escalationReason);
    // never the "I did not understand" fallback: the emergency intent's answer, or straight to the handoff
    const replies = turn.messages.slice(1).map((m) => m.content);
    expect(replies.at(-1)).toBe(HANDOFF_MESSAGE);
    if (turn.match.escalationReason === ESCALATION_REASONS.intent) {
      expect(turn.match.intentMatched).toBe(EMERGENCY);
      expect(replies).toEqual([EMERGENCY_ANSWER, HANDOFF_MESSAGE]);
    } else expect(replies).toEqual([HANDOFF_MESSAGE]);
  });

  it('with a clinic wording gets the emergency intent itself', async () => {
    for (const text of ['severe toothache please help', 'help my front tooth cracked and its bleeding']) {
      const turn = await firstTurn(t.clientId, text);
      expect(turn.match.intentMatched).toBe(EMERGENCY);
      expect(turn.match.escalationReason).toBe(ESCALATION_REASONS.intent);
    }
  });

  it('is handed over at once when no intent is flagged for a person and nothing matches', async () => {
    const other = await signUpTenant(gw.url);
    await agentPortalOpen(other.clientId);
    await createIntent(other.clientId, 'test', {
      title: 'Opening hours',
      description: 'When the clinic is open',
      phrases: ['what are your opening hours', 'when are you open'],
      response: 'We are open 9 to 6.',
      requiresEscalation: false,
      isActive: true,
    });
    const turn = await firstTurn(other.clientId, 'help my front tooth cracked and its bleeding');
    expect(turn.match.escalationReason).toBe(ESCALATION_REASONS.urgent);
    expect(turn.messages.slice(1).map((m) => m.content)).toEqual([HANDOFF_MESSAGE]);
  });
});

describe('a calm visitor on the same topics', { timeout: 60_000 }, () => {
  // a question about emergencies may match the emergency intent on its words, which hands over as the business asked
  it.each(messages.calm.slice(0, 10))('is not handed over for urgency: %j', async (text) => {
    const turn = await firstTurn(t.clientId, text);
    expect(turn.match.escalationReason).not.toBe(ESCALATION_REASONS.urgent);
    if (!/emergenc/i.test(text)) expect(turn.conversation.escalated).toBe(false);
  });
});

/**
 * A shop of three intents, one flagged for a person: the engine ranks every intent of so small a tenant,
 * so the flagged one is always among the best three. Urgency must not take a confident answer from the
 * visitor, nor hand every urgent-sounding message to the flagged intent however little it scores.
 */
describe('a small tenant with an intent flagged for a person', { timeout: 60_000 }, () => {
  let shop: TestTenant;
  const REFUND = 'Refunds';
  const REFUND_ANSWER = 'We refund a broken item in full within 30 days.';
  beforeAll(async () => {
    shop = await signUpTenant(gw.url);
    await agentPortalOpen(shop.clientId);
    const intents = [
      {
        title: REFUND,
        phrases: [
          'can I get a refund',
          'I want my money back',
          'how do refunds work',
          'refund for a broken item',
          'return a damaged product for a refund',
        ],
        response: REFUND_ANSWER,
        requiresEscalation: false,
      },
      {
        title: 'Speak to a manager',
        phrases: ['I want to speak to a manager', 'let me talk to the manager', 'I have a complaint for the manager'],
        response: 'A manager will join this chat.',
        requiresEscalation: true,
      },
      {
        title: 'Opening hours',
        phrases: ['what are your opening hours', 'when are you open'],
        response: 'We are open 9 to 6.',
        requiresEscalation: false,
      },
    ];
    for (const it of intents)
      await createIntent(shop.clientId, 'test', { ...it, description: it.title, isActive: true });
  });

  it.each([
    'Can I get a refund for a broken item?',
    // urgent in words, but the refund intent is sure: its answer, not the manager
    'I need a refund urgently, the item arrived broken',
    // and so when the manager's intent scores well above the floor too (its 'complaint')
    'urgent: I want my money back, I have a complaint',
  ])('answers %j from the confident intent', async (text) => {
    const turn = await firstTurn(shop.clientId, text);
    expect(turn.match.intentMatched).toBe(REFUND);
    expect(turn.conversation.escalated).toBe(false);
    expect(turn.messages.slice(1).map((m) => m.content)).toEqual([REFUND_ANSWER]);
  });

  it('hands an urgent message the flagged intent barely scores over as urgent, not as that intent', async () => {
    const turn = await firstTurn(shop.clientId, 'help my front tooth cracked and its bleeding');
    expect(turn.match.intentMatched).toBeNull();
    expect(turn.match.escalationReason).toBe(ESCALATION_REASONS.urgent);
    expect(turn.messages.slice(1).map((m) => m.content)).toEqual([HANDOFF_MESSAGE]);
  });

  it('answers an unplaced "Thanks!!" with the fallback, not a handoff', async () => {
    const turn = await firstTurn(shop.clientId, 'Thanks!!');
    expect(turn.conversation.escalated).toBe(false);
    expect(turn.match.escalationReason).toBeNull();
    expect(turn.messages.slice(1)).toHaveLength(1);
  });
});
