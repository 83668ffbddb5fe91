import type { TestGateway } from '../../../infra/local/test-gateway';
import { tenantSuite } from '../../../infra/test-fixtures/tenant-suite';
import { dynamoCallsOf } from '../../test-support/dynamo-calls';
import type { TestTenant } from '../../test-support/tenants';
import { widgetRequest } from '../../test-support/widget-client';

let gw: TestGateway;
let t: TestTenant;
tenantSuite(async (g, tenant) => {
  gw = g;
  t = tenant;
});

/**
 * Issue 30 item 2: an agent's reply (POST /api/messages) in DynamoDB round trips. It read the conversation
 * and the client item (the AI Config: the reply's TTL) in two GetItems after the Idempotency-Key's claim;
 * now in ONE BatchGetItem, started beside the claim (kit/http.ts Prefetch).
 */
describe("an agent's reply in DynamoDB round trips", () => {
  it('reads the conversation and the AI Config in one BatchGetItem, beside the claim', async () => {
    const started = await widgetRequest(gw.url, 'POST', `/api/widget/${t.clientId}/conversations`, {
      fields: { name: 'Meera Shah', email: 'meera@example.com' },
    });
    const conversationId = started.json.conversationId as string;
    expect((await widgetRequest(gw.url, 'POST', '/api/widget/escalate', {}, started.json.token)).status).toBe(200);
    for (const [i, key] of [undefined, undefined, crypto.randomUUID()].entries()) {
      await gw.queue.drain();
      const { calls } = await dynamoCallsOf(async () => {
        const r = await t.owner.post(
          '/api/messages',
          { conversationId, content: `reply ${i}`, senderType: 'human_agent' },
          key ? { 'idempotency-key': key } : {},
        );
        expect(r.status).toBe(200);
      });
      if (process.env.SHOW_CALLS)
        for (const c of calls) console.log(`${c.sentAt}-${c.answeredAt} ${c.command} ${c.target} ${c.error ?? ''}`);
      // the first reply also stamps the first response and its metrics: not measured
      if (i === 0) continue;
      const reads = calls.filter((c) => c.target.includes('$conversation_1') || c.target.includes('$client_1'));
      expect(reads.filter((c) => c.command !== 'UpdateItem')).toEqual([
        expect.objectContaining({ command: 'BatchGetItem', target: 'batch[$conversation_1,$client_1]' }),
      ]);
      if (key) {
        // sent before the claim was answered, not after it
        const claim = calls.find((c) => c.command === 'UpdateItem' && c.target === 'POST /api/messages');
        const batch = calls.find((c) => c.command === 'BatchGetItem');
        expect(batch!.sentAt).toBeLessThan(claim!.answeredAt!);
      }
    }
  });
});
