import type { ConversationEvent } from '@shared/schemas/realtime';
import { rootLogger } from '../../base/logger';
import type { PushTarget } from './realtime-connections';

/**
 * How core code tells live sockets about a conversation's events, injected by the handler (the queued
 * fan-out, live-fanout.ts queueConversationEvents, or a push in place), so core code bundles no push client.
 * `audience`: the sockets the sender read beside its own write (ReadAudience), so the fan-out needs no Query.
 */
export type Publish = (
  clientId: string,
  events: readonly ConversationEvent[],
  audience?: readonly PushTarget[],
) => Promise<void>;

/** Reads a conversation's live sockets (realtime-connections.ts conversationAudience), injected as Publish is. */
export type ReadAudience = (clientId: string, conversationId: string) => Promise<readonly PushTarget[]>;

/**
 * A sender's audience read, started now, beside its write: undefined when not asked or when it failed (the
 * fan-out then reads the sockets itself, live-fanout.ts), never a rejection left unhandled.
 */
export function audienceBeside(
  read: ReadAudience | undefined,
  clientId: string,
  conversationId: string,
): Promise<readonly PushTarget[] | undefined> {
  if (!read) return Promise.resolve(undefined);
  return read(clientId, conversationId).catch((err) => {
    rootLogger.warn('live sockets unread; the fan-out reads them', { clientId, err });
    return undefined;
  });
}
