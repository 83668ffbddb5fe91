import {
  ApiGatewayManagementApiClient,
  DeleteConnectionCommand,
  GoneException,
  PostToConnectionCommand,
} from '@aws-sdk/client-apigatewaymanagementapi';
import type { ConversationEvent, RealtimeEvent } from '../../shared/schemas/realtime';
import { db } from '../db/service';
import { config } from '../kit/env';
import { createLogger } from '../kit/logger';
import { forgetConnection, type NewConnection } from './realtime-connections';

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
  const { data } = await db()
    .entities.wsConnection.query.byClient({ clientId })
    .begins({ kind: 'agent' })
    .go({ pages: 'all' });
  return data;
}

async function visitorsOf(clientId: string, conversationId: string): Promise<Target[]> {
  const { data } = await db().entities.wsConnection.query.byConversation({ conversationId }).go({ pages: 'all' });
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
      await forgetConnection(connectionId).catch(() => undefined);
    } else {
      log.warn('push failed', { connectionId, type: event.type, error: err as Error });
    }
    return false;
  }
}

/**
 * Sends to the targets that belong to this tenant (and, for visitors, to this conversation) only: the
 * indexes already select them, and this re-check makes a wrong key or a stale item unable to leak an
 * event to another tenant's socket.
 */
async function deliver(clientId: string, event: ConversationEvent, targets: Target[]): Promise<void> {
  const allowed = targets.filter(
    (t) =>
      t.clientId === clientId &&
      (t.kind === 'agent' || (t.kind === 'visitor' && t.conversationId === event.conversationId)),
  );
  await Promise.all(allowed.map((t) => post(t.connectionId, event)));
}

async function safely(what: string, work: () => Promise<void>): Promise<void> {
  try {
    await work();
  } catch (err) {
    log.warn(`${what} failed`, { error: err as Error });
  }
}

/** To the conversation's visitor sockets and the tenant's agents. */
export function notifyConversation(clientId: string, event: ConversationEvent): Promise<void> {
  return safely('notifyConversation', async () => {
    const [visitors, agents] = await Promise.all([visitorsOf(clientId, event.conversationId), agentsOf(clientId)]);
    await deliver(clientId, event, [...visitors, ...agents]);
  });
}

/** To the tenant's agents only (e.g. the visitor is typing). */
export function notifyAgents(clientId: string, event: ConversationEvent): Promise<void> {
  return safely('notifyAgents', async () => deliver(clientId, event, await agentsOf(clientId)));
}

/** To the conversation's visitor sockets only (e.g. an agent is typing). */
export function notifyVisitor(clientId: string, event: ConversationEvent): Promise<void> {
  return safely('notifyVisitor', async () =>
    deliver(clientId, event, await visitorsOf(clientId, event.conversationId)),
  );
}

/** A deactivated agent's sockets are closed at once (their HTTP session already is, db/auth-state.ts). */
export function closeUserConnections(clientId: string, userId: string): Promise<void> {
  return safely('closeUserConnections', async () => {
    const mine = (await agentsOf(clientId)).filter((t) => t.userId === userId);
    await Promise.all(
      mine.map(async (t) => {
        await management()
          .send(new DeleteConnectionCommand({ ConnectionId: t.connectionId }))
          .catch(() => undefined);
        await forgetConnection(t.connectionId);
      }),
    );
  });
}
