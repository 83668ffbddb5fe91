import { rootLogger } from '../../base/logger';
import * as db from '../../db/table-entities';
import { storedMessagesAfter } from '../chat/messages';
import { agentsOnline, visitorOnline } from '../chat/realtime-connections';
import { queueMail } from '../mail/outbox';
import { mailTeam } from './send';
import { readMailAlerts } from './settings';

/**
 * The mails that wait for a batch (db/entities/pending-alert.ts), sent by the scheduled job
 * functions/scheduled/mail-alerts.ts every minute:
 * - escalations nobody was online for (core/chat/offline-handoff.ts): when the tenant's first is due (its
 *   window has passed), ONE mail to the agents lists every pending one of the tenant; not if an agent came
 *   online meanwhile (the portal shows them), nor chats someone already answered or that ended;
 * - an agent's replies to a visitor who left: one mail per burst to the address the widget promised, not if
 *   the visitor is back in the chat;
 * - the day's leads, when the tenant's digest hour has come.
 * Each pending item is deleted once its mail is queued; the mail's key is its first item's, so a sweep that
 * died between the two queues the same mail again and the mail path sends it once.
 */
const log = rootLogger.child({ module: 'mail-alerts' });

type Pending = {
  clientId: string;
  alert: 'escalation' | 'lead' | 'reply';
  itemId: string;
  dueAt: string;
  summary?: unknown;
};

export interface SweepResult {
  mails: number;
  dropped: number;
}

export async function sweepPendingAlerts(now = Date.now()): Promise<SweepResult> {
  const { data: due } = await db
    .pendingAlert()
    .query.due({ queue: 'due' })
    .lte({ dueAt: new Date(now).toISOString() })
    .go({ pages: 'all' });
  const batches = new Map<string, Pending>();
  for (const p of due) {
    const batch = p.alert === 'reply' ? `${p.clientId} reply ${p.itemId}` : `${p.clientId} ${p.alert}`;
    if (!batches.has(batch)) batches.set(batch, p);
  }
  const result: SweepResult = { mails: 0, dropped: 0 };
  for (const first of batches.values()) {
    try {
      const sent = await sendBatch(first, now);
      result[sent ? 'mails' : 'dropped']++;
    } catch (error) {
      // one tenant's failure waits for the next run; the others go out
      log.error('alert batch not sent', { clientId: first.clientId, alert: first.alert, error });
    }
  }
  return result;
}

async function sendBatch(first: Pending, now: number): Promise<boolean> {
  if (first.alert === 'reply') return sendReply(first);
  const { clientId, alert } = first;
  const { data } = await db.pendingAlert().query.byTenant({ clientId, alert }).go({ pages: 'all' });
  // the digest takes the leads due; escalations of the tenant go together, the newest with the first
  const items = (alert === 'lead' ? data.filter((p) => Date.parse(p.dueAt) <= now) : data).sort((a, b) =>
    (a.dueAt + a.itemId).localeCompare(b.dueAt + b.itemId),
  );
  if (items.length === 0) return false;
  const sent = alert === 'escalation' ? await mailEscalations(clientId, items) : await mailDigest(clientId, items);
  // one DeleteItem each (a batch is a few items; BatchWriteItem is account deletion's alone)
  await Promise.all(items.map((p) => db.pendingAlert().delete({ clientId, alert, itemId: p.itemId }).go()));
  return sent;
}

async function mailEscalations(clientId: string, items: Pending[]): Promise<boolean> {
  const [settings, online] = await Promise.all([readMailAlerts(clientId), agentsOnline(clientId)]);
  if (!settings.escalations || online) return false;
  const rows = await Promise.all(
    items.map(async (p) => {
      const { data: c } = await db.conversation().get({ clientId, id: p.itemId }).go();
      // answered by someone, or ended, since it was handed over: nobody is waiting any more
      if (c?.status !== 'active' || c.firstResponseAt) return null;
      const lead = c.leadId
        ? (
            await db
              .lead()
              .get({ clientId, id: c.leadId })
              .go({ attributes: ['name', 'email'] })
          ).data
        : null;
      const visitor = lead ? (lead.email ? `${lead.name} (${lead.email})` : lead.name) : 'A visitor';
      const reason =
        (p.summary as { reason?: string } | undefined)?.reason ?? c.escalationReason ?? 'Handed to a person';
      return { id: c.id, visitor, reason, at: c.escalatedAt ?? c.updatedAt };
    }),
  );
  const conversations = rows.filter((r) => r !== null);
  if (conversations.length === 0) return false;
  await mailTeam(clientId, 'escalation', {
    template: 'escalation-alert',
    data: { conversations },
    key: `escalation:${items[0].itemId}`,
  });
  return true;
}

async function mailDigest(clientId: string, items: Pending[]): Promise<boolean> {
  const settings = await readMailAlerts(clientId);
  // turned off since: the owner no longer wants them; turned to instant: these were promised for the digest
  if (settings.newLeads === 'off') return false;
  const leads = items.map((p) => {
    const s = (p.summary ?? {}) as { name?: string; email?: string | null };
    return { name: s.name ?? 'Website visitor', email: s.email ?? null };
  });
  await mailTeam(clientId, 'lead', { template: 'lead-digest', data: { leads }, key: `lead-digest:${items[0].itemId}` });
  return true;
}

/** One burst of an agent's replies, mailed to the visitor who is not in the chat any more. */
async function sendReply(p: Pending): Promise<boolean> {
  const { clientId, itemId: conversationId } = p;
  const firstMessageId = (p.summary as { firstMessageId?: string } | undefined)?.firstMessageId;
  const [{ data: c }, back] = await Promise.all([
    db.conversation().get({ clientId, id: conversationId }).go(),
    visitorOnline(clientId, conversationId),
  ]);
  let sent = false;
  if (c?.replyEmail && firstMessageId && !back) {
    const messages = await storedMessagesAfter(clientId, conversationId);
    const from = messages.findIndex((m) => m.id === firstMessageId);
    const replies = from === -1 ? [] : messages.slice(from).filter((m) => m.senderType === 'human_agent');
    if (replies.length > 0) {
      await queueMail({
        template: 'agent-reply',
        to: c.replyEmail,
        clientId,
        data: {
          agentName: replies[0].senderName?.split(' ')[0] || 'Our team',
          messages: replies.map((m) => m.content),
          link: c.pageUrl ? `${c.pageUrl.split('#')[0]}#parley-chat` : null,
        },
        key: `reply:${firstMessageId}`,
      });
      sent = true;
    }
  }
  await db.pendingAlert().delete({ clientId, alert: 'reply', itemId: conversationId }).go();
  return sent;
}
