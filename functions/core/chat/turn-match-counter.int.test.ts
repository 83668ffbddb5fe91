import { tenantSuite } from '../../../infra/test-fixtures/tenant-suite';
import { newTimeOrderedId } from '../../db/ids';
import { intentMatchItem } from '../../db/item-counters';
import { db } from '../../db/service';
import { OPENING_HOURS_INTENT } from '../../test-support/intents';
import type { TestTenant } from '../../test-support/tenants';
import { tenantAiSettings } from '../intents/ai-settings';
import { createIntent, getIntent } from '../intents/intents';
import { visitorTurn } from './chat-pipeline';
import { newMessage, startConversation, writeTurn } from './conversations';

let t: TestTenant;
let intentId: string;
tenantSuite(async (_g, tenant) => {
  t = tenant;
  intentId = (await createIntent(t.clientId, 'test', OPENING_HOURS_INTENT)).id;
});

const form = { name: 'Ravi Kumar', email: 'ravi@example.com', purpose: 'Sales & Pricing' };

/** Issue 30: the intent's match counter is written in the turn's own transaction. */
describe("a turn's intent match counter", () => {
  it('counts a matched turn once, a re-run of the same keyed turn not again, and leaves updatedAt alone', async () => {
    const { conversationId } = await startConversation({ clientId: t.clientId, fields: form, source: 'widget' });
    const before = await getIntent(t.clientId, intentId);
    const messageId = newTimeOrderedId();
    const first = await visitorTurn(t.clientId, conversationId, 'when are you open?', { messageId });
    expect(first.match.intentId).toBe(intentId);
    const again = await visitorTurn(t.clientId, conversationId, 'when are you open?', { messageId });
    expect(again.messages.map((m) => m.id)).toEqual(first.messages.map((m) => m.id));
    const after = await getIntent(t.clientId, intentId);
    expect(after.matchCount).toBe((before.matchCount ?? 0) + 1);
    expect(after.confidenceSum).toBeCloseTo((before.confidenceSum ?? 0) + first.match.confidence, 6);
    expect(after.updatedAt).toBe(before.updatedAt);
  });

  it('writes the turn without the counter of an intent deleted a moment ago, and creates no intent item', async () => {
    const { conversationId } = await startConversation({ clientId: t.clientId, fields: form, source: 'widget' });
    const visitor = newMessage({ senderType: 'customer', content: 'when are you open?' });
    const written = await writeTurn(
      t.clientId,
      conversationId,
      visitor.timestamp,
      [visitor],
      {},
      tenantAiSettings(undefined),
      {
        items: [intentMatchItem(t.clientId, 'no-such-intent', 0.9)],
      },
    );
    expect(written).toBe('written');
    const { data: stored } = await db()
      .entities.message.query.byConversation({ clientId: t.clientId, conversationId })
      .go();
    expect(stored.map((m) => m.id)).toContain(visitor.id);
    const { data: ghost } = await db().entities.intent.get({ clientId: t.clientId, id: 'no-such-intent' }).go();
    expect(ghost).toBeNull();
  });
});
