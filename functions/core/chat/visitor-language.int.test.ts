import type { AiSettingsForm } from '@shared/schemas/settings';
import { tenantSuite } from '../../../infra/test-fixtures/tenant-suite';
import { db } from '../../db/service';
import { agentPortalOpen } from '../../test-support/agents-online';
import { OPENING_HOURS_INTENT } from '../../test-support/intents';
import { signUpTenant, type TestTenant } from '../../test-support/tenants';
import { createIntent } from '../intents/intents';
import { readCounter } from '../metrics/counters';
import { visitorTurn } from './chat-pipeline';
import { startConversation } from './conversations';
import { ESCALATION_REASONS } from './escalation';
import { escalatedConversations, listConversations } from './live-chat';

/**
 * Issue 17 item 4 through the pipeline, against DynamoDB Local: a visitor writing in a language the
 * tenant's intents are not in is told so (in their language) and handed over at once, instead of the
 * English fallback; the language is recorded on the conversation and shown to agents.
 */
let base: string;
let t: TestTenant;
const hours = OPENING_HOURS_INTENT;
tenantSuite(async (gw, tenant) => {
  base = gw.url;
  t = tenant;
  // an agent has the portal open: the handoffs here are the usual ones (issue 31 has its own suite)
  await agentPortalOpen(t.clientId);
  await createIntent(t.clientId, 'test', hours);
  await createIntent(t.clientId, 'test', {
    title: 'Delivery cost',
    description: 'What shipping costs',
    phrases: ['how much does delivery cost', 'what is the shipping fee', 'do you charge for delivery'],
    response: 'Delivery is free above Rs 999.',
    requiresEscalation: false,
    isActive: true,
  });
});

const SETTINGS: AiSettingsForm = {
  responseTime: 'balanced',
  personality: 'professional',
  conversationHistory: 30,
  humanEscalation: true,
  trainingDataUpdates: true,
  fallbackEnabled: true,
};
const start = async (clientId: string) =>
  (await startConversation({ clientId, fields: { name: 'Lucía' }, source: 'widget' })).conversationId;
const stored = async (clientId: string, id: string) =>
  (await db().entities.conversation.get({ clientId, id }).go()).data!;

describe("a visitor writing in another language than the tenant's intents", () => {
  it('is told so in Spanish and handed over at once, the generative provider never asked; agents see the language', async () => {
    const id = await start(t.clientId);
    const before = await readCounter(t.clientId, 'escalations');
    let asked = 0;
    const turn = await visitorTurn(t.clientId, id, '¿Puedo cambiar la fecha de mi pedido para el próximo martes?', {
      generative: async () => {
        asked++;
        return null;
      },
    });
    expect(asked).toBe(0);
    expect(turn.conversation.escalated).toBe(true);
    expect(turn.match.escalationReason).toBe(ESCALATION_REASONS.language);
    // one reply: the note, which is also the handoff (no English fallback, no second handoff line)
    expect(turn.messages.map((m) => m.senderType)).toEqual(['customer', 'ai']);
    expect(turn.messages[1].content).toMatch(/^Nuestro asistente solo responde en inglés, .*persona/);
    expect(turn.messages[1].content).toMatch(/\n\nOur assistant answers in English only, so I have asked a person/);
    expect(await readCounter(t.clientId, 'escalations')).toBe(before + 1);
    expect(await stored(t.clientId, id)).toMatchObject({
      language: 'es',
      isEscalated: true,
      escalationReason: ESCALATION_REASONS.language,
    });

    const waiting = (await escalatedConversations(t.clientId)).find((c) => c.id === id);
    expect(waiting).toMatchObject({ language: 'es', escalationReason: ESCALATION_REASONS.language });
    const rows = await listConversations(t.clientId, { status: 'all', limit: 20 }, undefined);
    expect(rows.conversations.find((c) => c.id === id)?.language).toBe('es');

    // with a person now, the visitor switches to French: the bot stays quiet, the record follows
    const quiet = await visitorTurn(t.clientId, id, 'En fait, je préfère écrire en français si possible.');
    expect(quiet.messages.map((m) => m.senderType)).toEqual(['customer']);
    expect((await stored(t.clientId, id)).language).toBe('fr');
  });

  it('is answered as before in English: the fallback for an unknown question, the language recorded', async () => {
    const id = await start(t.clientId);
    const miss = await visitorTurn(t.clientId, id, 'do you repair vintage typewriters as well?');
    expect(miss.conversation.escalated).toBe(false);
    expect(miss.match.escalationReason).toBeNull();
    expect(miss.messages[1].content).toMatch(/^I'm not sure I understood that/);
    expect((await stored(t.clientId, id)).language).toBe('en');
    // a short message tells nothing: no record, no note
    const short = await visitorTurn(t.clientId, await start(t.clientId), 'hola');
    expect(short.match.escalationReason).toBeNull();
    expect(short.messages[1].content).toMatch(/^I'm not sure I understood that/);
  });

  it('with human escalation off, is told so without the promise of a person, and nobody is called', async () => {
    const other = await signUpTenant(base);
    await createIntent(other.clientId, 'test', hours);
    const saved = await other.owner.put('/api/settings/ai', { ...SETTINGS, humanEscalation: false });
    expect(saved.status).toBe(200);
    const id = await start(other.clientId);
    const turn = await visitorTurn(other.clientId, id, 'Wann haben Sie am Wochenende geöffnet?');
    expect(turn.conversation.escalated).toBe(false);
    expect(turn.messages[1].content).toBe(
      "Entschuldigung, unser Assistent antwortet nur auf Englisch. Bitte schreiben Sie uns nach Möglichkeit auf Englisch.\n\nI'm sorry, our assistant answers in English only. Please write to us in English if you can.",
    );
    expect(await stored(other.clientId, id)).toMatchObject({ language: 'de', isEscalated: false });
    expect(await readCounter(other.clientId, 'escalations')).toBe(0);
  });

  it('is answered from the intents when the tenant trained them in that language too', async () => {
    const bilingual = await signUpTenant(base);
    await createIntent(bilingual.clientId, 'test', {
      ...hours,
      phrases: [...hours.phrases, '¿cuál es su horario de apertura?', '¿a qué hora abren los sábados?'],
      response: 'Abrimos de 9 a 6, de lunes a sábado.',
    });
    const id = await start(bilingual.clientId);
    const turn = await visitorTurn(bilingual.clientId, id, '¿A qué hora abren ustedes los sábados?');
    expect(turn.match.intentMatched).toBe('Opening hours');
    expect(turn.messages[1].content).toBe('Abrimos de 9 a 6, de lunes a sábado.');
    const miss = await visitorTurn(bilingual.clientId, id, '¿Venden también bicicletas eléctricas para niños?');
    // Spanish is one of this tenant's languages: the usual fallback, no note
    expect(miss.match.escalationReason).toBeNull();
    expect(miss.messages[1].content).toMatch(/^I'm not sure I understood that/);
  });
});
