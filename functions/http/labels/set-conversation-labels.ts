import { labels } from '@shared/api/contracts/labels';
import { queueConversationEvents } from '../../core/chat/live-fanout';
import { setConversationLabels } from '../../core/inbox/labels';
import { http } from '../../kit/http';

/** PUT /api/inbox/conversations/{id}/labels — an agent sets a chat's labels; the agents see it live (conversation.labelled). */
export const handler = http(labels.setConversationLabels, async ({ session, params, body }) => ({
  conversation: await setConversationLabels(session.clientId, params.id, body.labelIds, queueConversationEvents),
}));
