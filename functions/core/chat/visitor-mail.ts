import { NotFoundError, ValidationError } from '../../base/errors';
import * as db from '../../db/table-entities';
import { maskAddress } from '../mail/mask';
import { queueMail } from '../mail/outbox';
import { storedMessagesAfter } from './messages';

/** "Email me this conversation" in the widget (issue 31 item 5). */

async function conversationWithLead(clientId: string, conversationId: string) {
  const { data: conversation } = await db.conversation().get({ clientId, id: conversationId }).go();
  if (!conversation || conversation.isTest) throw new NotFoundError('Conversation');
  const lead = conversation.leadId
    ? (
        await db
          .lead()
          .get({ clientId, id: conversation.leadId })
          .go({ attributes: ['email'] })
      ).data
    : null;
  return { conversation, leadEmail: lead?.email || null };
}

/**
 * "Email me this conversation": to the lead's address (or the one given for a reply by email); an address
 * typed in the widget is taken only when the conversation has none, so a visitor token cannot mail a
 * stranger a transcript. Once per conversation (the key): asking again answers where it went.
 */
export async function mailTranscript(clientId: string, conversationId: string, given?: string) {
  const { conversation, leadEmail } = await conversationWithLead(clientId, conversationId);
  const to = leadEmail ?? conversation.replyEmail ?? given;
  if (!to) throw new ValidationError('Please enter your email address', { email: 'Enter your email address' });
  if (!leadEmail && !conversation.replyEmail) {
    await db.conversation().patch({ clientId, id: conversationId }).set({ replyEmail: to }).go();
  }
  const messages = await storedMessagesAfter(clientId, conversationId);
  await queueMail({
    template: 'transcript',
    to,
    clientId,
    data: {
      messages: messages.map((m) => ({
        from:
          m.senderType === 'customer'
            ? 'You'
            : m.senderType === 'human_agent'
              ? m.senderName?.split(' ')[0] || 'Our team'
              : 'Assistant',
        text: m.content,
        at: m.timestamp,
      })),
    },
    key: `transcript:${conversationId}`,
  });
  // r***@example.com: the widget confirms where it went without echoing the address whole
  return { sentTo: maskAddress(to) };
}
