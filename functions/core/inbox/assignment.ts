import type { ConversationEvent } from '@shared/schemas/realtime';
import { ClaimedByOtherError, ConflictError, NotFoundError, ValidationError } from '../../base/errors';
import * as db from '../../db/table-entities';
import type { Publish } from '../chat/publish';

/**
 * Who owns a handed-over chat (issue 32 item 1). An escalated, active conversation with no `assigneeId`
 * waits; an agent claims it (by answering it, core/chat/live-chat.ts, or with Claim), takes it over from a
 * colleague, or an owner assigns, reassigns or unassigns it. Every change is ONE conditional write on the
 * conversation (the owner it was read with, or none), so two agents clicking at once make one owner; the
 * loser reads who won. The owner's open-chat count (db/entities/inbox-assignment.ts AgentLoad) moves in
 * the same transaction, where the round-robin's cap is a condition too (core/inbox/round-robin.ts).
 */
export interface Assignee {
  id: string;
  /** As colleagues read it: "Ravi Kumar". */
  name: string;
  /** As the visitor reads it when the agent joins: "Ravi". */
  firstName: string;
}

/** The conversation as its reader saw it: the owner it had then is the write's condition. */
export interface OwnedConversation {
  clientId: string;
  id: string;
  status: string;
  isEscalated: boolean;
  assigneeId?: string;
  assigneeName?: string;
  firstResponseAt?: string;
}

type Move = 'moved' | 'lost' | 'at-cap';
const CONFLICT_ATTEMPTS = 8;

/**
 * Moves the owner from `from` (undefined: nobody) to `to` (null: back to waiting), if the conversation is
 * still open, escalated and owned by `from`. 'lost': someone changed it first; 'at-cap': `to` owns `cap`
 * open chats already. Transactions racing on one conversation may be cancelled as a conflict (no
 * condition failed): tried again, a little apart, until one condition decides.
 */
export async function moveOwner(
  c: { clientId: string; id: string },
  from: string | undefined,
  to: Assignee | null,
  cap?: number,
): Promise<Move> {
  for (let attempt = 1; ; attempt++) {
    const at = new Date().toISOString();
    const result = await db
      .writeTransaction({ conversation: db.conversation(), agentLoad: db.agentLoad() }, (tx) => {
        const patch = tx.conversation.patch({ clientId: c.clientId, id: c.id });
        const owned = (
          to
            ? patch.set({ assigneeId: to.id, assigneeName: to.name, claimedAt: at })
            : patch.remove(['assigneeId', 'assigneeName', 'claimedAt'])
        ).where(
          ({ status, isEscalated, assigneeId }, { eq, notExists }) =>
            `${eq(status, 'active')} AND ${eq(isEscalated, true)} AND ${from ? eq(assigneeId, from) : notExists(assigneeId)}`,
        );
        const taken = to
          ? tx.agentLoad
              .upsert({ clientId: c.clientId, userId: to.id })
              .add({ openChats: 1 })
              .set({ lastAssignedAt: at })
          : null;
        const load =
          taken && cap !== undefined
            ? taken.where(({ openChats }, { notExists, lt }) => `${notExists(openChats)} OR ${lt(openChats, cap)}`)
            : taken;
        const released = from
          ? tx.agentLoad.update({ clientId: c.clientId, userId: from }).subtract({ openChats: 1 })
          : null;
        return [owned.commit(), ...(load ? [load.commit()] : []), ...(released ? [released.commit()] : [])];
      })
      .go();
    if (!result.canceled) return 'moved';
    const codes = (result.data as { code?: string }[]).map((r) => r.code ?? 'None');
    if (codes[0] === 'ConditionalCheckFailed') return 'lost';
    if (to && codes[1] === 'ConditionalCheckFailed') return 'at-cap';
    if (attempt >= CONFLICT_ATTEMPTS || codes.some((code) => code !== 'None' && code !== 'TransactionConflict')) {
      throw new Error(`the assignment was refused: ${codes.join(', ')}`);
    }
    await new Promise((resolve) => setTimeout(resolve, 5 + Math.random() * 20 * attempt));
  }
}

/**
 * What the tenant's agents (and, on a join, the visitor) are told about a new owner. The visitor meets an
 * agent by first name when they join a conversation that a person answers already (a take-over, a
 * reassignment); before the first reply, that reply says who joined (core/chat/live-chat.ts).
 */
export function assignedEvents(c: OwnedConversation, to: Assignee | null): ConversationEvent[] {
  const assigned: ConversationEvent = {
    type: 'conversation.assigned',
    conversationId: c.id,
    agentId: to?.id ?? null,
    agentName: to?.name ?? null,
  };
  if (!to || !c.firstResponseAt) return [assigned];
  return [assigned, { type: 'agent.joined', conversationId: c.id, agentName: to.firstName }];
}

/** Why a chat cannot change owner: it ended, or was never handed to a person. */
function assertAssignable(c: OwnedConversation): void {
  if (c.status !== 'active') throw new ConflictError('This conversation has ended. It can no longer be assigned.');
  if (!c.isEscalated)
    throw new ConflictError('This conversation has not been handed to a person; the AI agent is answering it.');
}

/**
 * The agent claims the chat: a waiting one becomes theirs; one a colleague owns answers 409
 * CLAIMED_BY_OTHER naming them, unless `takeOver`. Theirs already: nothing changes. Returns whether the
 * owner changed (the caller publishes `events`).
 */
export async function claim(
  c: OwnedConversation,
  agent: Assignee,
  options: { takeOver?: boolean } = {},
): Promise<{ changed: boolean; events: ConversationEvent[]; assigneeId: string; assigneeName: string }> {
  let current = c;
  for (let reads = 0; reads < 3; reads++) {
    assertAssignable(current);
    if (current.assigneeId === agent.id) {
      return { changed: false, events: [], assigneeId: agent.id, assigneeName: current.assigneeName ?? agent.name };
    }
    if (current.assigneeId && !options.takeOver) {
      throw new ClaimedByOtherError({
        assigneeId: current.assigneeId,
        assigneeName: current.assigneeName ?? 'Another agent',
      });
    }
    if ((await moveOwner(current, current.assigneeId, agent)) === 'moved') {
      return { changed: true, events: assignedEvents(current, agent), assigneeId: agent.id, assigneeName: agent.name };
    }
    // someone else moved it a moment ago: who owns it now decides
    current = await ownedConversation(c.clientId, c.id);
  }
  throw new ConflictError('The chat changed hands several times at once; try again.');
}

/** The conversation as the assignment reads it (the tenant's only; a chat test is never an agent's). */
export async function ownedConversation(clientId: string, id: string): Promise<OwnedConversation> {
  const { data } = await db.conversation().get({ clientId, id }).go();
  if (!data || data.isTest) throw new NotFoundError('Conversation');
  return data;
}

/**
 * A named member of the team who may own chats: an active, signed-up agent or owner of this tenant. Another
 * tenant's user, a trainer, an invited or deactivated agent: 400 naming `agentId`.
 */
export async function assignableAgent(clientId: string, userId: string): Promise<Assignee> {
  const agent = await teamAgent(clientId, userId);
  if (!agent) throw new ValidationError('No such agent', { agentId: 'No active agent of your team has this id' });
  return agent;
}

/** The same check without an error: null for anyone who may not own chats now. */
export async function teamAgent(clientId: string, userId: string): Promise<Assignee | null> {
  const { data } = await db.user().get({ clientId, id: userId }).go();
  if (!data?.isActive || data.invited || (data.role !== 'human_agent' && data.role !== 'business_owner')) {
    return null;
  }
  return asAssignee(data);
}

/** How an agent is named: in full to colleagues (and on their replies, as it is when they write), by first name to visitors. */
export const asAssignee = (u: {
  id?: string;
  userId?: string;
  firstName: string;
  lastName: string;
  email: string;
}) => ({
  id: (u.id ?? u.userId) as string,
  name: `${u.firstName} ${u.lastName}`.trim() || u.email,
  firstName: u.firstName.trim() || u.email,
});

/**
 * An owner assigns the chat to a named agent, or back to waiting (`agentId` null), whoever owns it now.
 * The same agent again: nothing changes.
 */
export async function assign(
  clientId: string,
  conversationId: string,
  agentId: string | null,
  publish: Publish,
): Promise<{ assigneeId: string | null; assigneeName: string | null }> {
  const to = agentId ? await assignableAgent(clientId, agentId) : null;
  for (let reads = 0; reads < 3; reads++) {
    const c = await ownedConversation(clientId, conversationId);
    assertAssignable(c);
    if ((c.assigneeId ?? null) === (to?.id ?? null))
      return { assigneeId: to?.id ?? null, assigneeName: to?.name ?? null };
    if ((await moveOwner(c, c.assigneeId, to)) === 'moved') {
      await publish(clientId, assignedEvents(c, to));
      return { assigneeId: to?.id ?? null, assigneeName: to?.name ?? null };
    }
  }
  throw new ConflictError('The chat changed hands several times at once; try again.');
}
