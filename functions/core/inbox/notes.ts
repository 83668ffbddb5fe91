import type { ConversationEvent, LiveMessage } from '@shared/schemas/realtime';
import { ValidationError } from '../../base/errors';
import * as db from '../../db/table-entities';
import { storeMessage, toLiveMessage } from '../chat/conversations';
import { conversationOfTenant } from '../chat/live-chat';
import type { Publish } from '../chat/publish';
import type { Session } from '../identity/session';
import { readTenantAiSettings } from '../intents/ai-settings';
import { queueMail } from '../mail/outbox';
import { mentionableAgents } from './mentionable-agents';

/**
 * Private notes (issue 32 item 4): a message of the conversation with `isNote`, written by any agent of
 * the tenant whether or not they own the chat, and not through agentReply: a note never reaches the
 * widget, WhatsApp or the visitor's mails. Every visitor-facing reader leaves notes out
 * (core/chat/messages.ts), and deliver() never pushes one to a visitor's socket (core/chat/realtime.ts),
 * so publishing it to the conversation like any message reaches the agents only.
 *
 * An @mention names agents of the tenant by user id: each (but the author) is told live (the note's
 * `message.created` carries `mentions`; the portal of a mentioned agent shows a toast) and by mail
 * (template note-mention), so an agent without the portal open learns it too.
 */

export async function addNote(
  session: Session,
  conversationId: string,
  content: string,
  mentions: string[],
  publish: Publish,
): Promise<LiveMessage> {
  const { clientId } = session;
  const [conversation, ai, agents] = await Promise.all([
    conversationOfTenant(clientId, conversationId),
    readTenantAiSettings(clientId),
    mentions.length > 0 ? mentionableAgents(clientId) : Promise.resolve([]),
  ]);
  const mentioned = agents.filter((a) => mentions.includes(a.userId));
  if (mentioned.length < mentions.length) {
    const unknown = mentions.filter((id) => !agents.some((a) => a.userId === id));
    throw new ValidationError('Unknown agent mentioned', {
      mentions: `Not an agent of this account: ${unknown.join(', ')}`,
    });
  }
  const authorName = `${session.firstName} ${session.lastName}`.trim() || session.email;
  const stored = await storeMessage(
    clientId,
    conversationId,
    { senderType: 'human_agent', content, senderId: session.userId, senderName: authorName, isNote: true, mentions },
    ai,
  );
  const message = toLiveMessage(conversationId, stored);
  await publish(clientId, [{ type: 'message.created', conversationId, message }]);
  const visitor = await visitorName(clientId, conversation.leadId);
  await Promise.all(
    mentioned
      .filter((a) => a.userId !== session.userId)
      .map((a) =>
        queueMail({
          template: 'note-mention',
          to: a.email,
          clientId,
          data: { authorName, visitor, note: content },
          key: `mention:${stored.id}:${a.userId}`,
        }),
      ),
  );
  return message;
}

async function visitorName(clientId: string, leadId: string | undefined): Promise<string> {
  if (!leadId) return 'a visitor';
  const { data } = await db
    .lead()
    .get({ clientId, id: leadId })
    .go({ attributes: ['name'] });
  return data?.name.trim() || 'a visitor';
}
