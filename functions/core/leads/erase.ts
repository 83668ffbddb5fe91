import { eraseConversationObjects } from '../../adapters/bucket-erase';
import * as db from '../../db/table-entities';
import { ALL_TIME, STATUS_COUNTERS } from '../metrics/chat-metrics';
import { deleteLead, getLead } from './store';

/**
 * Erases a person (GDPR): their conversations with every message, the missed-intent contexts quoting
 * them, then the lead. Each conversation goes with its counters in one transaction, and the lead with
 * its own (store.ts), so the figures stay true even if an erase is interrupted and run again.
 */
export async function eraseLead(clientId: string, id: string) {
  const lead = await getLead(clientId, id);
  const conversationIds = lead.conversationIds ?? [];
  let messages = 0;
  for (const conversationId of conversationIds) messages += await eraseConversation(clientId, conversationId);
  await clearMissedIntentContexts(clientId, new Set(conversationIds));
  await deleteLead(clientId, id);
  return { erased: { conversations: conversationIds.length, messages } };
}

async function eraseConversation(clientId: string, conversationId: string): Promise<number> {
  // the files sent in it first: bytes in S3 and their records (which name the files); a retried erase
  // finds whatever an interrupted one left
  await eraseConversationFiles(clientId, conversationId);
  const { data: messages } = await db
    .message()
    .query.byConversation({ clientId, conversationId })
    .go({ pages: 'all', attributes: ['clientId', 'conversationId', 'timestamp', 'id'] });
  if (messages.length)
    await db
      .message()
      .delete(messages as never)
      .go();
  const { data: c } = await db.conversation().get({ clientId, id: conversationId }).go();
  if (!c) return messages.length;
  const counters = c.isTest
    ? []
    : [
        STATUS_COUNTERS.total,
        ...(c.status === 'active' ? [STATUS_COUNTERS.active] : []),
        ...(c.status === 'resolved' ? [STATUS_COUNTERS.resolved] : []),
        ...(c.isEscalated ? [STATUS_COUNTERS.escalated] : []),
      ];
  await db
    .writeTransaction({ conversation: db.conversation(), tenantCounter: db.tenantCounter() }, (tx) => [
      tx.conversation
        .delete({ clientId, id: conversationId })
        .where(({ id: cid }, { exists }) => exists(cid))
        .commit(),
      ...counters.map((name) =>
        tx.tenantCounter.update({ clientId, name, period: ALL_TIME }).add({ count: -1 }).commit(),
      ),
    ])
    .go();
  return messages.length;
}

async function eraseConversationFiles(clientId: string, conversationId: string): Promise<void> {
  await eraseConversationObjects(clientId, conversationId);
  const { data: records } = await db
    .attachment()
    .query.byId({ clientId })
    .where(({ conversationId: c }, { eq }) => eq(c, conversationId))
    .go({ pages: 'all', attributes: ['clientId', 'id'] });
  if (records.length)
    await db
      .attachment()
      .delete(records as never)
      .go();
}

/** Missed questions are kept (they train the agent) but lose the link to and the words around the person's chat. */
async function clearMissedIntentContexts(clientId: string, conversationIds: Set<string>) {
  if (!conversationIds.size) return;
  const { data } = await db
    .missedIntent()
    .query.byQuery({ clientId })
    .go({ pages: 'all', attributes: ['clientId', 'queryKey', 'conversationId'] });
  for (const m of data.filter((x) => x.conversationId && conversationIds.has(x.conversationId))) {
    await db
      .missedIntent()
      .patch({ clientId, queryKey: m.queryKey })
      .remove(['conversationId', 'messageId', 'context', 'aiResponse'])
      .go();
  }
}
