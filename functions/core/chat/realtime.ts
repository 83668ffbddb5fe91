import {
  ApiGatewayManagementApiClient,
  DeleteConnectionCommand,
  GoneException,
  PostToConnectionCommand,
} from '@aws-sdk/client-apigatewaymanagementapi';
import {
  AGENT_ONLY_EVENTS,
  type AgentPresenceEvent,
  type ConversationEvent,
  type RealtimeEvent,
} from '@shared/schemas/realtime';
import { config } from '../../base/env';
import { createLogger } from '../../base/logger';
import { isExpired } from '../../db/table';
import * as db from '../../db/table-entities';
import {
  conversationAudience,
  forgetConnection,
  forgetGoneConnection,
  type NewConnection,
  type PushTarget,
} from './realtime-connections';

/**
 * Pushes over the WebSocket API (API Gateway's @connections in AWS, the local gateway's at home) with
 * the real management client. Pushes are best-effort: a chat message is stored before it is pushed, and
 * clients catch up over HTTP after any reconnect, so a failed push is logged and never fails the request.
 */
const log = createLogger({ module: 'realtime' });
let client: ApiGatewayManagementApiClient | undefined;
function management(): ApiGatewayManagementApiClient {
  client ??= new ApiGatewayManagementApiClient({ endpoint: config('WS_ENDPOINT').WS_ENDPOINT });
  return client;
}

type Target = NewConnection;

async function agentsOf(clientId: string): Promise<Target[]> {
  const { data } = await db.wsConnection().query.byClient({ clientId }).begins({ kind: 'agent' }).go({ pages: 'all' });
  return data;
}

/** By conversation id alone (unique across tenants); deliver() re-checks the tenant. */
async function visitorsOf(conversationId: string): Promise<Target[]> {
  const { data } = await db.wsConnection().query.byConversation({ conversationId }).go({ pages: 'all' });
  return data;
}

/** Posts one event to one connection; a connection API Gateway no longer knows is deleted. */
export async function post(connectionId: string, event: RealtimeEvent): Promise<boolean> {
  try {
    await management().send(
      new PostToConnectionCommand({
        ConnectionId: connectionId,
        Data: new TextEncoder().encode(JSON.stringify(event)),
      }),
    );
    return true;
  } catch (err) {
    if (err instanceof GoneException || (err as { name?: string }).name === 'GoneException') {
      // $disconnect is best-effort (API Gateway may never send it): the failed post is the proof
      await forgetGoneConnection(connectionId).catch(() => undefined);
    } else {
      log.warn('push failed', { connectionId, type: event.type, error: err as Error });
    }
    return false;
  }
}

/**
 * Sends events of one conversation, in order, to the targets that belong to this tenant (and, for
 * visitors, to this conversation) only: the indexes already select them, and this re-check makes a
 * wrong key or a stale item unable to leak an event to another tenant's socket. Sockets are served side
 * by side; a socket that is gone gets nothing more.
 */
async function deliver(
  clientId: string,
  events: readonly ConversationEvent[],
  targets: readonly PushTarget[],
): Promise<void> {
  const conversationId = events[0]?.conversationId;
  if (events.some((e) => e.conversationId !== conversationId))
    throw new Error('deliver: events of one conversation only');
  // past its expiry (the agent's session timed out, or the TTL DynamoDB has not swept yet) a socket is
  // cut, not served: the browser reconnects, and $connect asks for a live session again
  const expired = targets.filter((t) => isExpired(t.expiresAt));
  await Promise.all(expired.map((t) => cut(t.connectionId)));
  const allowed = targets.filter(
    (t) =>
      !expired.includes(t) &&
      t.clientId === clientId &&
      (t.kind === 'agent' || (t.kind === 'visitor' && t.conversationId === conversationId)),
  );
  await Promise.all(
    allowed.map(async (t) => {
      for (const event of t.kind === 'visitor' ? events.filter(visibleToVisitor).map(forVisitor) : events) {
        if (!(await post(t.connectionId, event))) return;
      }
    }),
  );
}

/**
 * What a visitor's socket may receive at all (issue 32): never a private note, never an agent-only event
 * (who owns or views the chat, labels, ratings). Checked here, at the one place every push passes, so a
 * caller that publishes a note to the whole conversation still cannot reach the visitor with it.
 */
export const visibleToVisitor = (event: ConversationEvent): boolean =>
  !AGENT_ONLY_EVENTS.has(event.type) && !(event.type === 'message.created' && event.message.isNote);

/** A visitor's socket is not told the agent's user id (an agent's internal identity); the name it may see. */
function forVisitor(event: ConversationEvent): ConversationEvent {
  if (event.type !== 'message.created' || event.message.senderId === null) return event;
  return { ...event, message: { ...event.message, senderId: null } };
}

/** Closes a socket (API Gateway's DeleteConnection) and forgets it. */
async function cut(connectionId: string): Promise<void> {
  await management()
    .send(new DeleteConnectionCommand({ ConnectionId: connectionId }))
    .catch(() => undefined);
  await forgetConnection(connectionId).catch(() => undefined);
}

async function safely(what: string, work: () => Promise<void>): Promise<void> {
  try {
    await work();
  } catch (err) {
    log.warn(`${what} failed`, { error: err as Error });
  }
}

/**
 * To the conversation's visitor sockets and the tenant's agents: every event of one turn at once, so the
 * sockets are looked up once per turn, not once per message. Throws when the sockets cannot be read (the
 * live-fanout queue then delivers it again, functions/queue/live-fanout.ts); a push that fails is logged.
 * `targets`: the sockets the sender read beside its own write (core/chat/live-fanout.ts), so no Query
 * here; deliver() re-checks each one's tenant, conversation and expiry all the same.
 */
export async function pushConversation(
  clientId: string,
  events: readonly ConversationEvent[],
  targets?: readonly PushTarget[],
): Promise<void> {
  if (events.length === 0) return;
  await deliver(clientId, events, targets ?? (await conversationAudience(clientId, events[0].conversationId)));
}

/** pushConversation awaited in the caller and never failing it (the events are stored before they are pushed). */
export function notifyConversation(clientId: string, events: readonly ConversationEvent[]): Promise<void> {
  return safely('notifyConversation', () => pushConversation(clientId, events));
}

/**
 * To the tenant's agents only (e.g. the visitor is typing); `exceptUserId`: not to that agent's own
 * sockets (an agent's typing goes to the other agents, issue 32).
 */
export function notifyAgents(clientId: string, event: ConversationEvent, exceptUserId?: string): Promise<void> {
  return safely('notifyAgents', async () => {
    const targets = await agentsOf(clientId);
    await deliver(clientId, [event], exceptUserId ? targets.filter((t) => t.userId !== exceptUserId) : targets);
  });
}

/** What only the tenant's agents receive outside deliver()'s one conversation: presence, and who views which chat. */
export type AgentEvent = AgentPresenceEvent | ConversationEvent;

/**
 * Agent presence (issue 32 item 2) and the like, to the tenant's agent sockets and never a visitor's: a
 * visitor target is dropped here whatever the caller passes. `targets`: the sockets the caller read
 * already (one Query serves its decision and the push); else they are read here.
 */
export function notifyAgentSockets(
  clientId: string,
  events: readonly AgentEvent[],
  targets?: readonly Target[],
): Promise<void> {
  return safely('notifyAgentSockets', async () => {
    const sockets = (targets ?? (await agentsOf(clientId))).filter(
      (t) => t.kind === 'agent' && t.clientId === clientId && !isExpired(t.expiresAt),
    );
    await Promise.all(
      sockets.map(async (t) => {
        for (const event of events) if (!(await post(t.connectionId, event))) return;
      }),
    );
  });
}

/** An agent's presence to the tenant's agents (online, away, offline). */
export function notifyPresence(clientId: string, event: AgentPresenceEvent, targets?: readonly Target[]) {
  return notifyAgentSockets(clientId, [event], targets);
}

/** To the conversation's visitor sockets only (e.g. an agent is typing). */
export function notifyVisitor(clientId: string, event: ConversationEvent): Promise<void> {
  return safely('notifyVisitor', async () => deliver(clientId, [event], await visitorsOf(event.conversationId)));
}

/**
 * Every socket of a tenant, agents' and visitors', is closed at once when the tenant is suspended or
 * deleted: $connect refuses them afterwards (ws/connect.ts), so the browsers fall back to HTTP, which
 * refuses them too.
 */
export function closeTenantConnections(clientId: string): Promise<void> {
  return safely('closeTenantConnections', async () => {
    const { data } = await db.wsConnection().query.byClient({ clientId }).go({ pages: 'all' });
    await Promise.all(data.map((t) => cut(t.connectionId)));
  });
}

/** A deactivated agent's sockets are closed at once (their HTTP session already is, db/auth-state.ts). */
export function closeUserConnections(clientId: string, userId: string): Promise<void> {
  return safely('closeUserConnections', async () => {
    const mine = (await agentsOf(clientId)).filter((t) => t.userId === userId);
    await Promise.all(mine.map((t) => cut(t.connectionId)));
  });
}
