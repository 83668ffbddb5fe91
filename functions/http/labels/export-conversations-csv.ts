import { labels } from '@shared/api/contracts/labels';
import type { ConversationRow } from '@shared/schemas/conversations';
import { csvDownload } from '../../base/csv';
import { reply } from '../../base/response';
import { listConversations } from '../../core/chat/live-chat';
import { conversationsCsv } from '../../core/inbox/conversations-csv';
import { listLabels } from '../../core/inbox/labels';
import { http } from '../../kit/http';

/** Rows in one export: a response must stay well inside Lambda's 6 MB; a bigger list says it was cut. */
export const EXPORT_MAX_ROWS = 5000;
/** listConversations calls per export (each reads up to 10 pages): well inside the function's time. */
const MAX_LIST_CALLS = 20;

/** GET /api/inbox/conversations/export-csv?status=&search=&labelId= — the monitor's filtered list as CSV, labels by name. */
export const handler = http(labels.exportConversationsCsv, async ({ session, query }) => {
  const rows: ConversationRow[] = [];
  let cursor: string | undefined;
  let calls = 0;
  do {
    const page = await listConversations(
      session.clientId,
      { status: query.status, search: query.search || undefined, labelId: query.labelId, limit: 100 },
      cursor,
    );
    rows.push(...page.conversations);
    cursor = page.nextCursor ?? undefined;
    calls++;
  } while (cursor && rows.length < EXPORT_MAX_ROWS && calls < MAX_LIST_CALLS);
  const kept = rows.slice(0, EXPORT_MAX_ROWS);
  return reply(
    200,
    undefined,
    csvDownload('conversations', conversationsCsv(kept, await listLabels(session.clientId)), {
      'x-export-rows': String(kept.length),
      ...(cursor || rows.length > EXPORT_MAX_ROWS ? { 'x-export-truncated': 'true' } : {}),
    }),
  );
});
