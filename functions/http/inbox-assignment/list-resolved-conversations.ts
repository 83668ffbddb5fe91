import { inboxAssignment } from '@shared/api/contracts/inbox-assignment';
import { resolvedConversations } from '../../core/chat/resolved-list';
import { filteredPage } from '../../core/paging/cursor';
import { http } from '../../kit/http';

/** GET /api/inbox/resolved-conversations — the portal's Resolved tab: newest first, searched and paged on the server. */
export const handler = http(inboxAssignment.listResolvedConversations, async ({ session, query }) =>
  filteredPage('resolved-conversations', session.clientId, { ...query, status: 'resolved' }, resolvedConversations),
);
