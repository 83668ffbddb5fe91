import { OFFLINE_HANDOFF } from '@shared/agent-behaviour';
import { ConflictError, NotFoundError } from '../../base/errors';
import { isConditionalFailure } from '../../db/errors';
import * as db from '../../db/table-entities';
import { AWAY_HANDOFF, awayNow } from '../inbox/business-hours';
import { stateOf } from './messages';
import { agentsOnline } from './realtime-connections';

/**
 * A handoff while nobody of the team is online (issue 31 items 4 and 5). The visitor is told so, and
 * promised a reply by email rather than a person who will not come; the agents are mailed, and an
 * agent's later reply is mailed to the visitor. Both mails go out from the scheduled sweep
 * (core/alerts/sweep.ts, every minute), which batches what arrives within a window, re-checks who is
 * online when it runs and applies the tenant's switches.
 *
 * Why a sweep and not a delayed queue message per escalation: the batch needs one moment that sees every
 * escalation of the window, and a sweep is that moment without a timer per escalation; SQS's DelaySeconds
 * would also need the local SQS endpoint to learn delays. The sweep reads only what is pending (one sparse
 * index partition, db/entities/pending-alert.ts), never the tenants.
 */

/** Escalations of one tenant within this window of the first go out in one mail. */
export const ESCALATION_BATCH_MS = 2 * 60_000;
/** An agent's replies within this window of the first are one mail (a burst, not one per message). */
export const REPLY_BURST_MS = 2 * 60_000;
/** A pending item the sweep never reached (a deleted tenant) leaves by itself. */
const PENDING_TTL_SECONDS = 7 * 86_400;

const expiry = (now: number) => Math.floor(now / 1000) + PENDING_TTL_SECONDS;

export interface OfflineHandoff {
  /** false on a channel the agent's reply reaches by itself (WhatsApp): no reply by email. */
  byEmail: boolean;
  /** The address the reply by email goes to: the lead's, when the lead form asked for one. */
  replyEmail: string | null;
  words: string;
}

/**
 * null when an agent is online within business hours (the usual handoff); else what to tell the visitor
 * and where to reply. Outside the tenant's business hours (issue 32 item 8) nobody is expected, whoever
 * is online: the visitor is told when the team is back.
 */
export async function offlineHandoff(
  clientId: string,
  conversation: { leadId?: string; source?: string },
  now = new Date(),
): Promise<OfflineHandoff | null> {
  const byEmail = conversation.source !== 'whatsapp';
  const { leadId } = conversation;
  // one round trip at a handoff: the hours item, who is online and the lead's address side by side
  const [back, online, lead] = await Promise.all([
    awayNow(clientId, now),
    agentsOnline(clientId),
    leadId && byEmail
      ? db
          .lead()
          .get({ clientId, id: leadId })
          .go({ attributes: ['email'] })
      : null,
  ]);
  if (back) {
    const replyEmail = byEmail ? lead?.data?.email || null : null;
    const words = !byEmail ? AWAY_HANDOFF.sameChannel : replyEmail ? AWAY_HANDOFF.withEmail : AWAY_HANDOFF.askEmail;
    return { byEmail, replyEmail, words: `${back} ${words}` };
  }
  if (online) return null;
  if (!byEmail) return { byEmail, replyEmail: null, words: OFFLINE_HANDOFF.sameChannel };
  const replyEmail = lead?.data?.email || null;
  return { byEmail, replyEmail, words: replyEmail ? OFFLINE_HANDOFF.withEmail : OFFLINE_HANDOFF.askEmail };
}

/** The conversation waits for the team's escalation mail (sent, batched, by the sweep). */
export async function pendEscalationAlert(clientId: string, conversationId: string, reason: string, now = Date.now()) {
  await db
    .pendingAlert()
    .put({
      clientId,
      alert: 'escalation',
      itemId: conversationId,
      dueAt: new Date(now + ESCALATION_BATCH_MS).toISOString(),
      summary: { reason },
      expiresAt: expiry(now),
    })
    .go();
}

/**
 * An agent replied in a conversation whose reply goes by email: the first reply of a burst is pending
 * (a conditional create, so the replies after it within the window join that mail), and the sweep mails
 * every agent message from it on, unless the visitor is back in the chat by then.
 */
export async function pendReplyMail(clientId: string, conversationId: string, messageId: string, now = Date.now()) {
  try {
    await db
      .pendingAlert()
      .create({
        clientId,
        alert: 'reply',
        itemId: conversationId,
        dueAt: new Date(now + REPLY_BURST_MS).toISOString(),
        summary: { firstMessageId: messageId },
        expiresAt: expiry(now),
      })
      .go();
  } catch (err) {
    if (!isConditionalFailure(err)) throw err; // a burst is pending already: this reply joins its mail
  }
}

/**
 * The address an offline handoff's reply by email goes to, given in the widget when the lead form had
 * none (POST /api/widget/reply-address). Only for a conversation that was promised one; a later address
 * replaces an earlier one.
 */
export async function setReplyAddress(clientId: string, conversationId: string, email: string) {
  const { data: conversation } = await db.conversation().get({ clientId, id: conversationId }).go();
  if (!conversation || conversation.isTest) throw new NotFoundError('Conversation');
  if (!conversation.offlineHandoff) throw new ConflictError('This conversation is not waiting for a reply by email.');
  await db.conversation().patch({ clientId, id: conversationId }).set({ replyEmail: email }).go();
  return { conversation: stateOf({ ...conversation, replyEmail: email }) };
}
