import { conversations } from '@shared/api/contracts/conversations';
import { readConversationStats } from '../../core/metrics/chat-metrics';
import { http } from '../../kit/http';

/** GET /api/conversations/stats — the monitor's four cards and this month's live-chat quality figures. */
export const handler = http(conversations.getConversationStats, async ({ session }) =>
  readConversationStats(session.clientId),
);
