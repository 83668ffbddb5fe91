import { sendMessage } from '../../adapters/queue';
import type { Logger } from '../../base/logger';
import { isConditionalFailure } from '../../db/errors';
import * as db from '../../db/table-entities';

/**
 * A lead goes to enrichment (functions/queue/lead-enrichment.ts) when it is captured, and again when the
 * visitor first writes in the chat (most lead forms hold no message, so that is when there is something
 * to analyse). `captured` (the capture's message) also sends the lead's alerts. The lead is already stored, so a queue that refuses the message must not cost the visitor
 * their chat: it is logged, and the owner's Enrich button or Analyze All does it later.
 */
export async function queueEnrichment(
  clientId: string,
  leadId: string,
  key: string,
  log: Logger,
  captured?: true,
): Promise<void> {
  try {
    await sendMessage('leads.enrich', { payload: { clientId, leadId, captured }, idempotencyKey: key });
  } catch (error) {
    log.error('lead enrichment not queued', { leadId, error });
  }
}

/**
 * After a visitor's message: the first one of a conversation with a lead queues its enrichment.
 * `pending` is the lead while the conversation, as the turn read it, had not queued it yet (chat-pipeline
 * TurnResult.leadToEnrich): later messages write nothing. A conditional flag on the conversation makes it
 * once per conversation when two first messages race (the loser's condition fails; the queue's message
 * key `chat:<conversation>` would also run it once).
 */
export async function queueChatEnrichment(
  clientId: string,
  conversationId: string,
  pending: string | null,
  log: Logger,
): Promise<void> {
  if (!pending) return;
  let leadId: string | undefined;
  try {
    const { data } = await db
      .conversation()
      .patch({ clientId, id: conversationId })
      .set({ enrichmentQueued: true })
      .where(
        ({ enrichmentQueued, leadId: lead }, { notExists, exists }) =>
          `${notExists(enrichmentQueued)} AND ${exists(lead)}`,
      )
      .go({ response: 'all_new' });
    leadId = data.leadId;
  } catch (err) {
    if (isConditionalFailure(err)) return;
    throw err;
  }
  if (leadId) await queueEnrichment(clientId, leadId, `chat:${conversationId}`, log);
}
