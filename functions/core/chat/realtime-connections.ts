import { WS_CONNECTION_TTL_SECONDS } from '@shared/schemas/realtime';
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
  /** Epoch seconds; past it the connection is no longer served (its TTL). */
  expiresAt?: number;
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

export async function forgetConnection(connectionId: string): Promise<void> {
  await db.wsConnection().delete({ connectionId }).go();
}

/**
 * Whether any agent of the tenant has the Agent Portal open (a live socket, not past its expiry): the
 * portal holds one while it is open, so none means nobody would see a handoff (issue 31 item 4).
 */
export async function agentsOnline(clientId: string): Promise<boolean> {
  const { data } = await db
    .wsConnection()
    .query.byClient({ clientId })
    .begins({ kind: 'agent' })
    .go({ pages: 'all', attributes: ['expiresAt'] });
  return data.some((c) => !isExpired(c.expiresAt));
}

/** Whether the conversation's visitor has the widget open (a live socket of that conversation). */
export async function visitorOnline(clientId: string, conversationId: string): Promise<boolean> {
  const { data } = await db
    .wsConnection()
    .query.byConversation({ conversationId })
    .go({ pages: 'all', attributes: ['clientId', 'expiresAt'] });
  return data.some((c) => c.clientId === clientId && !isExpired(c.expiresAt));
}
