import { conversations } from '@shared/api/contracts/conversations';
import { listConversations } from '../../core/chat/live-chat';
import { filteredPage } from '../../core/paging/cursor';
import { http } from '../../kit/http';

/** GET /api/conversations — the monitor's table: newest first, status filter and search on the server. */
export const handler = http(conversations.listConversations, async ({ session, query }) => {
  return filteredPage('conversations', session.clientId, query, listConversations);
});
