import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type LocalSqs, startLocalSqs } from '../../../infra/local/sqs-endpoint';
import { resetConfigCache } from '../../base/env';
import { db } from '../../db/service';
import { queueConsumers } from '../../routes';
import { useIsolatedTable } from '../../test-support/isolated-table';
import { ABANDON_AFTER_MS, endEnrichmentKey } from './conversations';
import { sweepIdleConversations } from './idle-sweep';

/**
 * Issue 27 item 19: a visitor who closed the tab is never touched again, so the scheduled sweep ends
 * the idle conversation and queues its lead's enrichment, once however often it runs. An own table
 * (the sweep walks every tenant: other files' conversations must not end here), and the real SQS client
 * sending to a local endpoint whose consumers only record what arrives.
 */
let sqs: LocalSqs;
const received: { type: string; id: string; payload: { leadId?: string } }[] = [];

beforeAll(async () => {
  await useIsolatedTable('idle-sweep');
  sqs = await startLocalSqs({
    consumers: queueConsumers,
    batchWindowMs: 0,
    loadHandler: async () => async (event: { Records: { body: string }[] }) => {
      for (const r of event.Records) received.push(JSON.parse(r.body));
      return { batchItemFailures: [] };
    },
  });
  Object.assign(process.env, sqs.env);
  resetConfigCache();
});
afterAll(() => sqs?.stop({ drain: true }));

async function tenantWithConversation(startedAgoMs: number, lastActivityAgoMs = startedAgoMs) {
  const clientId = randomUUID();
  await db()
    .entities.client.create({
      clientId,
      companyName: 'Sweep Co',
      planId: 'starter',
      conversationsLimit: 100,
      billingEmail: `${clientId}@example.com`,
    })
    .go();
  const id = randomUUID();
  const leadId = randomUUID();
  const ago = (ms: number) => new Date(Date.now() - ms).toISOString();
  await db()
    .entities.conversation.create({
      clientId,
      id,
      sessionId: randomUUID(),
      leadId,
      createdAt: ago(startedAgoMs),
      lastMessageAt: ago(lastActivityAgoMs),
    })
    .go();
  return { clientId, id, leadId };
}

const statusOf = async (c: { clientId: string; id: string }) =>
  (await db().entities.conversation.get(c).go({ consistent: true })).data?.status;

describe('idle conversation sweep', () => {
  it('ends a conversation idle past the timeout and queues its lead once; a fresh one is left alone', async () => {
    const idle = await tenantWithConversation(ABANDON_AFTER_MS + 60_000);
    // started long ago, but the visitor wrote a minute ago: still going
    const fresh = await tenantWithConversation(2 * ABANDON_AFTER_MS, 60_000);

    // two runs at once (an overlapping schedule, a slow run) end it once between them; a later run finds nothing
    const racing = await Promise.all([sweepIdleConversations(), sweepIdleConversations()]);
    expect(racing[0] + racing[1]).toBe(1);
    expect(await sweepIdleConversations()).toBe(0);
    await sqs.queue.drain();

    expect(await statusOf(idle)).toBe('abandoned');
    expect(await statusOf(fresh)).toBe('active');
    const enrich = received.filter((m) => m.type === 'leads.enrich');
    expect(enrich).toEqual([
      expect.objectContaining({
        id: endEnrichmentKey(idle.id),
        payload: { clientId: idle.clientId, leadId: idle.leadId },
      }),
    ]);
  });
});
