import { randomUUID } from 'node:crypto';
import { TransactionConflictException } from '@aws-sdk/client-dynamodb';
import { GetCommand } from '@aws-sdk/lib-dynamodb';
import { tenantSuite } from '../../../infra/test-fixtures/tenant-suite';
import { documentClient, tableName } from '../../db/client';
import { answerKeyItem, claimKey, type KeyScope } from '../../db/idempotency-keys';
import { db } from '../../db/service';
import type { TestTenant } from '../../test-support/tenants';
import { tenantAiSettings } from '../intents/ai-settings';
import { newMessage, startConversation, writeTurn } from './conversations';

let t: TestTenant;
tenantSuite(async (_g, tenant) => {
  t = tenant;
});

const form = { name: 'Ravi Kumar', email: 'ravi@example.com', purpose: 'Sales & Pricing' };
const response = { statusCode: 200, headers: { 'content-type': 'application/json' }, body: '{"messages":[]}' };

async function keyItem(scope: KeyScope) {
  const { Item } = await documentClient().send(
    new GetCommand({
      TableName: tableName(),
      Key: { pk: `idem#${scope.tenant}`, sk: `${scope.route}#${scope.caller}#${scope.key}` },
      ConsistentRead: true,
    }),
  );
  return Item;
}

async function turnWith(scope: KeyScope, owner: string) {
  const { conversationId } = await startConversation({ clientId: t.clientId, fields: form, source: 'widget' });
  const visitor = newMessage({ senderType: 'customer', content: 'when are you open?' });
  let stored = 0;
  const written = await writeTurn(
    t.clientId,
    conversationId,
    visitor.timestamp,
    [visitor],
    {},
    tenantAiSettings(undefined),
    { once: true, answer: { item: answerKeyItem(scope, owner, response), stored: () => stored++ } },
  );
  const { data } = await db().entities.message.query.byConversation({ clientId: t.clientId, conversationId }).go();
  return { written, stored, messageIds: data.map((m) => m.id), visitor };
}

/** Issue 30: the Idempotency-Key's answer written in the turn's own transaction (kit/idempotency.ts AnswerInWrite). */
describe("a turn's write with the request's answer", () => {
  it('stores the answer on the key it holds, with the message, and says so', async () => {
    const scope = { tenant: t.clientId, route: 'POST /api/widget/messages', caller: 'visitor:v1', key: randomUUID() };
    expect((await claimKey(scope, 'fp', 'run-1', Date.now() + 60_000)).kind).toBe('claimed');
    const turn = await turnWith(scope, 'run-1');
    expect(turn.written).toBe('written');
    expect(turn.stored).toBe(1);
    expect(turn.messageIds).toContain(turn.visitor.id);
    const key = await keyItem(scope);
    expect(key?.status).toBe('done');
    expect(key?.response).toEqual(response);
    expect(key?.leaseUntil).toBeUndefined();
    // a retry with the same key gets it
    expect(await claimKey(scope, 'fp', 'run-2', Date.now() + 60_000)).toEqual({ kind: 'done', response });
  });

  it("writes the turn without the answer when another run holds the key now, and leaves that run's claim alone", async () => {
    const scope = { tenant: t.clientId, route: 'POST /api/widget/messages', caller: 'visitor:v2', key: randomUUID() };
    // this run's lease ran out and a retry claimed the key
    await claimKey(scope, 'fp', 'lapsed-run', Date.now() - 1);
    expect((await claimKey(scope, 'fp', 'retry', Date.now() + 60_000)).kind).toBe('claimed');
    const turn = await turnWith(scope, 'lapsed-run');
    expect(turn.written).toBe('written');
    expect(turn.stored).toBe(0);
    expect(turn.messageIds).toContain(turn.visitor.id);
    const key = await keyItem(scope);
    expect(key?.status).toBe('in_progress');
    expect(key?.owner).toBe('retry');
    expect(key?.response).toBeUndefined();
  });
});

describe('a claim that meets the holder’s transaction on the key', () => {
  it('is told the request is in progress (409), not a 500', async () => {
    const scope = { tenant: t.clientId, route: 'POST /api/widget/messages', caller: 'visitor:v3', key: randomUUID() };
    const conflict = new TransactionConflictException({
      message: 'Transaction is ongoing for the item',
      $metadata: {},
    });
    const send = vi.spyOn(documentClient(), 'send').mockRejectedValueOnce(conflict as never);
    try {
      expect(await claimKey(scope, 'fp', 'retry', Date.now() + 60_000)).toEqual({ kind: 'in-progress' });
    } finally {
      send.mockRestore();
    }
  });
});
