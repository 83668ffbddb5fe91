import { v1 } from '@shared/api/contracts/v1';
import { listConversations } from '../../core/chat/live-chat';
import { filteredPage } from '../../core/paging/cursor';
// the 'api-key' level's verifier (its contract's level): registered on import, bundled only with the read API
import '../../kit/api-key-auth';
import { http } from '../../kit/http';

/** GET /api/v1/conversations — the tenant's conversations, newest first (docs/api.md); Bearer API key. */
export const handler = http(v1.listConversations, async ({ session: { clientId }, query }) => {
  return filteredPage('v1-conversations', clientId, query, listConversations);
});
