import { vi } from 'vitest';
import { tenantSuite } from '../../../infra/test-fixtures/tenant-suite';
import type { TestTenant } from '../../test-support/tenants';
import { createIntent } from '../intents/intents';
import { visitorTurn } from './chat-pipeline';
import { startConversation } from './conversations';

// the language module failing to load, as when it is missing from a Lambda package
vi.mock('../../ai/language/index', () => {
  throw new Error('Cannot find module parley-language');
});

/** Language identification is an extra: without it the visitor's turn goes on, the language unknown. */
let t: TestTenant;
tenantSuite(async (_gw, tenant) => {
  t = tenant;
  await createIntent(t.clientId, 'test', {
    title: 'Opening hours',
    description: 'When the shop is open',
    phrases: ['what are your opening hours', 'when are you open', 'are you open on sunday'],
    response: 'We are open 9 to 6, Monday to Saturday.',
    requiresEscalation: false,
    isActive: true,
  });
});

describe('a visitor turn when language identification cannot load', () => {
  it('answers from the intents (and falls back for a foreign message) instead of failing', async () => {
    const { conversationId } = await startConversation({
      clientId: t.clientId,
      fields: { name: 'Ana' },
      source: 'widget',
    });
    const turn = await visitorTurn(t.clientId, conversationId, 'What are your opening hours on Sunday?');
    expect(turn.messages.at(-1)?.content).toBe('We are open 9 to 6, Monday to Saturday.');
    const foreign = await visitorTurn(
      t.clientId,
      conversationId,
      '¿Puedo cambiar la fecha de mi pedido para el martes?',
    );
    expect(foreign.messages.length).toBeGreaterThan(1);
    expect(foreign.match.escalationReason).not.toBe('Visitor writes in another language');
  });
});
