import { conversations } from '@shared/api/contracts/conversations';
import { listConversations } from '../../core/chat/live-chat';
import { openCursor, sealCursor } from '../../core/paging/cursor';
import { http } from '../../kit/http';

/** GET /api/conversations — the monitor's table: newest first, status filter and search on the server. */
export const handler = http(conversations.listConversations, async ({ session, query }) => {
  // a cursor belongs to one filter: reusing it under another would skip or repeat rows
  const list = `conversations:${query.status}:${query.search ?? ''}`;
  const page = await listConversations(
    session.clientId,
    { status: query.status, search: query.search || undefined, limit: query.limit },
    openCursor(list, session.clientId, query.cursor),
  );
  return { ...page, nextCursor: sealCursor(list, session.clientId, page.nextCursor) };
});
