import { type AgentPresence, WS_CONNECTION_TTL_SECONDS } from '@shared/schemas/realtime';
import { isConditionalFailure } from '../../db/errors';
import { isExpired } from '../../db/table';
import * as db from '../../db/table-entities';

/**
 * The WebSocket connections the API Gateway holds open, as items with a TTL (DESIGN §5): agents by
 * tenant, visitors by conversation. Separate from the push code (core/chat/realtime.ts) so $connect and
 * $disconnect do not bundle the management API client they never call.
 */
export interface NewConnection {
  connectionId: string;
  clientId: string;
  kind: 'agent' | 'visitor';
  userId?: string;
  conversationId?: string;
  /** An agent's first name (shown to the other agents: "Ravi is typing", "Ravi is viewing"). */
  agentName?: string;
  /** The conversation an agent's socket has open in the portal (who else is viewing a chat). */
  viewing?: string;
  /** The socket of the Conversations monitor: it hears the tenant's events but is no agent at the desk. */
  monitor?: boolean;
  /** Epoch seconds; past it the connection is no longer served (its TTL). */
  expiresAt?: number;
}

/** What a push needs of a socket (core/chat/realtime.ts deliver): where it goes and whom it may reach. */
export type PushTarget = Pick<NewConnection, 'connectionId' | 'clientId' | 'kind' | 'conversationId' | 'expiresAt'>;

/**
 * Everyone a conversation's event is for, in ONE Query (issue 30): the tenant's sockets on gsi1, filtered
 * to its agents and this conversation's visitors. The tenant's partition holds the sockets open right now
 * (an agent's tabs, each open widget chat; items expire), so the read is small: about 250 bytes a socket,
 * 16 sockets to a read unit, and one page (1 MB) up to some 4,000 sockets at once. Two Queries side by
 * side (agents by tenant, visitors by conversation) read exactly the targets but cost two round trips.
 * Here (not in core/chat/realtime.ts) so a sender reads its audience beside its own write without
 * bundling the management API client (core/chat/live-fanout.ts).
 */
export async function conversationAudience(clientId: string, conversationId: string): Promise<PushTarget[]> {
  const { data } = await db
    .wsConnection()
    .query.byClient({ clientId })
    .where(
      ({ kind, conversationId: socketConversation }, { eq }) =>
        `${eq(kind, 'agent')} OR ${eq(socketConversation, conversationId)}`,
    )
    .go({ pages: 'all', attributes: ['connectionId', 'clientId', 'kind', 'conversationId', 'expiresAt'] });
  return data;
}

/**
 * `endsAt` (epoch seconds): an agent's session timeout, so the socket's item expires with the session and
 * the next push cuts the socket (core/chat/realtime.ts) instead of feeding a session that has ended.
 */
export async function saveConnection(c: NewConnection, endsAt = Number.POSITIVE_INFINITY): Promise<void> {
  const expiresAt = Math.min(Math.floor(Date.now() / 1000) + WS_CONNECTION_TTL_SECONDS, Math.floor(endsAt));
  await db
    .wsConnection()
    .put({ ...c, expiresAt })
    .go();
}

export async function connectionOf(connectionId: string): Promise<NewConnection | null> {
  const { data } = await db.wsConnection().get({ connectionId }).go();
  // an item past its TTL may linger until DynamoDB sweeps it: it is gone for us
  if (!data || isExpired(data.expiresAt)) return null;
  return data;
}

/** Deletes the connection's item; answers what it held (null if it was gone already), for $disconnect. */
/**
 * API Gateway answers a push to a socket whose $connect is still running with Gone, like a closed one
 * (issue 32: two agents opening the portal at once each push "arrived" to the other). Such a socket is
 * forgotten only once it is older than $connect can take (the 29 s integration timeout); a younger one
 * that really went away is forgotten by its $disconnect, or expires.
 */
export const CONNECTING_GRACE_MS = 30_000;

/** After a push answered Gone: forgets the socket unless it may still be connecting (CONNECTING_GRACE_MS). */
export async function forgetGoneConnection(connectionId: string, now = Date.now()): Promise<void> {
  const settled = new Date(now - CONNECTING_GRACE_MS).toISOString();
  try {
    await db
      .wsConnection()
      .delete({ connectionId })
      .where(({ createdAt }, { lt }) => lt(createdAt, settled))
      .go();
  } catch (err) {
    if (!isConditionalFailure(err)) throw err; // young (maybe still connecting) or gone already
  }
}

export async function forgetConnection(connectionId: string): Promise<NewConnection | null> {
  const { data } = await db.wsConnection().delete({ connectionId }).go({ response: 'all_old' });
  return data ?? null;
}

/** The tenant's agent sockets that are live (not past their expiry); `desk`: only the Agent Portal's (not the monitor's). */
export async function agentSockets(clientId: string, desk = false): Promise<NewConnection[]> {
  const { data } = await db.wsConnection().query.byClient({ clientId }).begins({ kind: 'agent' }).go({ pages: 'all' });
  return data.filter((c) => c.userId && !isExpired(c.expiresAt) && !(desk && c.monitor));
}

export interface LiveAgent {
  userId: string;
  agentName: string;
  /** What the agent chose (no choice: online); `auto`: away because the portal saw no input for a while. */
  status: AgentPresence;
  auto: boolean;
}

/**
 * The tenant's agents who have the Agent Portal open (a live socket), each with the presence they chose
 * (issue 32 item 2, db/entities/agent-presence.ts): the sockets and the presence items in two Queries side
 * by side, so one round trip as before. An agent without a live socket is not here (offline).
 */
export async function liveAgents(clientId: string): Promise<LiveAgent[]> {
  const [sockets, chosen] = await Promise.all([
    agentSockets(clientId, true),
    db
      .agentPresence()
      .query.byUser({ clientId })
      .go({ pages: 'all', attributes: ['userId', 'status', 'auto', 'agentName'] }),
  ]);
  const presence = new Map(chosen.data.map((p) => [p.userId, p]));
  const agents = new Map<string, LiveAgent>();
  for (const socket of sockets) {
    const userId = socket.userId as string;
    if (agents.has(userId)) continue;
    const p = presence.get(userId);
    agents.set(userId, {
      userId,
      agentName: socket.agentName ?? p?.agentName ?? '',
      status: p?.status ?? 'online',
      auto: p?.auto ?? false,
    });
  }
  return [...agents.values()].sort((a, b) => a.userId.localeCompare(b.userId));
}

/**
 * Whether any agent of the tenant is there to take a handoff (issue 31 item 4): the Agent Portal open (a
 * live socket, not past its expiry) and the agent online, not away or offline (issue 32 item 2). Nobody
 * there: the visitor is promised a reply by email (core/chat/offline-handoff.ts).
 */
export async function agentsOnline(clientId: string): Promise<boolean> {
  return (await liveAgents(clientId)).some((a) => a.status === 'online');
}

/** Whether the conversation's visitor has the widget open (a live socket of that conversation). */
export async function visitorOnline(clientId: string, conversationId: string): Promise<boolean> {
  const { data } = await db
    .wsConnection()
    .query.byConversation({ conversationId })
    .go({ pages: 'all', attributes: ['clientId', 'expiresAt'] });
  return data.some((c) => c.clientId === clientId && !isExpired(c.expiresAt));
}
