import type { LiveMessage } from '@shared/schemas/realtime';
import type { WidgetConversationState, WidgetMessage } from '@shared/schemas/widget-public';
import { ValidationError } from '../../base/errors';
import { timeOfId } from '../../db/ids';
import { isExpired } from '../../db/table';
import * as db from '../../db/table-entities';
import { type StoredAttachment, withAttachmentUrls } from './attachment-urls';

/**
 * A conversation's messages as the widget and agents read them. Apart from conversations.ts, whose
 * imports (widget settings, lead store, chat metrics) a reader of messages does not need: the lead
 * transcript (core/leads/transcript.ts) reads them in the enrichment functions.
 */
export type StoredMessage = {
  id: string;
  senderType: WidgetMessage['senderType'];
  content: string;
  timestamp: string;
  intentMatched?: string;
  senderId?: string;
  senderName?: string;
  /** A file sent with the message; `url` once signed (attachment-urls.ts), which is when readers see it. */
  attachment?: StoredAttachment & { url?: string };
  /** A private note (issue 32): agents only; see `Readers`. */
  isNote?: boolean;
  mentions?: string[];
  /** The matcher's notes; an answer from knowledge keeps its source here (chat-pipeline.ts). */
  aiAnalysis?: unknown;
};
/** The cited source of an answer from knowledge, as the pipeline stored it in the message's aiAnalysis. */
const sourceOf = (m: StoredMessage): WidgetMessage['source'] =>
  (m.aiAnalysis as { knowledge?: { source?: WidgetMessage['source'] } } | undefined)?.knowledge?.source;

export const toWireMessage = (m: StoredMessage): WidgetMessage => {
  const source = sourceOf(m);
  return {
    id: m.id,
    senderType: m.senderType,
    content: m.content,
    createdAt: m.timestamp,
    ...(m.attachment?.url ? { attachment: wireAttachment(m.attachment as StoredAttachment & { url: string }) } : {}),
    ...(source ? { source } : {}),
  };
};
const wireAttachment = ({ id, name, contentType, size, url }: StoredAttachment & { url: string }) => ({
  id,
  name,
  contentType,
  size,
  url,
});
/** A message as agents and live clients see it: the widget's shape plus its conversation, matched intent and author. */
export const toLiveMessage = (conversationId: string, m: StoredMessage): LiveMessage => ({
  ...toWireMessage(m),
  conversationId,
  intentMatched: m.intentMatched ?? null,
  senderId: m.senderId ?? null,
  senderName: m.senderName ?? null,
  ...(m.isNote ? { isNote: true, mentions: m.mentions ?? [] } : {}),
});
/** The conversation as the widget sees it: its status, whether a person has it, and a reply by email promised. */
export const stateOf = (c: {
  status: WidgetConversationState['status'];
  isEscalated: boolean;
  offlineHandoff?: boolean;
  replyEmail?: string;
}): WidgetConversationState => ({
  status: c.status,
  escalated: c.isEscalated,
  ...(c.offlineHandoff ? { replyByEmail: c.replyEmail ? ('email' as const) : ('ask' as const) } : {}),
});

/** Past its TTL (the tenant's history retention) a message is gone for every reader at once. */
export const notExpired = (m: { expiresAt?: number }) => !isExpired(m.expiresAt);

/**
 * Who reads (issue 32 item 4): private notes are the agents' own. Every reader leaves them out unless it
 * says `{ notes: true }`, so a reader that reaches a visitor (the widget's list and catch-up, the mailed
 * transcript, the reply-by-email mail, the lead's transcript and its AI enrichment, a re-run turn's
 * answers) cannot show one by forgetting; only the agents' readers (the portal, the monitor) ask for them.
 */
export interface Readers {
  notes?: boolean;
}

/** A conversation's messages after a message id (time-ordered ids), oldest first: the widget's (never notes). */
export async function messagesAfter(clientId: string, conversationId: string, after?: string) {
  return (await signedMessagesAfter(clientId, conversationId, after)).map(toWireMessage);
}

/** The same, as agents see them (with the matched intent; notes when `readers.notes`). */
export async function liveMessagesAfter(
  clientId: string,
  conversationId: string,
  after?: string,
  readers: Readers = {},
) {
  return (await signedMessagesAfter(clientId, conversationId, after, readers)).map((m) =>
    toLiveMessage(conversationId, m),
  );
}

/** A file's URL is signed as it is read: it works for ATTACHMENT_URL_SECONDS, then the next read signs anew. */
const signedMessagesAfter = async (clientId: string, conversationId: string, after?: string, readers: Readers = {}) =>
  withAttachmentUrls(await storedMessagesAfter(clientId, conversationId, after, readers));

/** The same, as stored (a turn's re-run answers its replies again, core/chat/chat-pipeline.ts). */
export async function storedMessagesAfter(
  clientId: string,
  conversationId: string,
  after?: string,
  readers: Readers = {},
) {
  const since = after ? timeOfId(after) : null;
  if (after && since === null) throw new ValidationError('Invalid cursor', { after: 'Unknown message id' });
  const query = db.message().query.byConversation({ clientId, conversationId });
  const { data } = await (since === null
    ? query.go({ pages: 'all' })
    : query.gte({ timestamp: new Date(since).toISOString() }).go({ pages: 'all' }));
  const sorted = data
    .filter((m) => notExpired(m) && (readers.notes || !m.isNote))
    .sort((a, b) => (a.timestamp + a.id).localeCompare(b.timestamp + b.id));
  const start = after ? sorted.findIndex((m) => m.id === after) + 1 : 0;
  return sorted.slice(start) as StoredMessage[];
}
