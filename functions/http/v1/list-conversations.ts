import { v1 } from '../../../shared/api/contracts/v1';
import { publicConversationsQuery } from '../../../shared/schemas/public-api';
import { listConversations } from '../../core/chat/live-chat';
import { openCursor, sealCursor } from '../../core/paging/cursor';
import { http } from '../../kit/http';
import { parseOrThrow } from '../../kit/validate';
import { apiKeyTenant } from './api-key-auth';

/** GET /api/v1/conversations — the tenant's conversations, newest first (docs/api.md); Bearer API key. */
export const handler = http(v1.listConversations, async ({ event }) => {
  const clientId = await apiKeyTenant(event);
  const query = parseOrThrow(publicConversationsQuery, event.queryStringParameters ?? {}, 'query');
  const list = `v1-conversations:${query.status}:${query.search ?? ''}`;
  const page = await listConversations(
    clientId,
    { status: query.status, search: query.search || undefined, limit: query.limit },
    openCursor(list, clientId, query.cursor),
  );
  return { conversations: page.conversations, nextCursor: sealCursor(list, clientId, page.nextCursor) };
});
