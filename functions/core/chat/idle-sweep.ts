import * as db from '../../db/table-entities';
import { ABANDON_AFTER_MS, endConversation } from './conversations';

/** One page of a query (typed here: a loop that feeds the cursor back defeats inference). */
type Page<T> = { data: T[]; cursor: string | null };

/** Items per query page: a tenant's active conversations are read a page at a time, never all at once. */
const PAGE = 100;

/**
 * Ends every conversation idle past ABANDON_AFTER_MS (the visitor closed the tab and never came back),
 * so its lead is re-enriched though nothing touches the conversation again. Runs on a schedule
 * (functions/scheduled/idle-sweep.ts), never in a request: it walks the tenants (client · all) and each
 * tenant's active conversations (conversation · byStatus), only those created before the cutoff, since a
 * conversation's last message is never older than its start. Each end goes through endConversation,
 * whose conditional patch makes it once however often the sweep (or a visitor's poll) gets there.
 * Answers how many conversations this run ended.
 */
export async function sweepIdleConversations(now = Date.now()): Promise<number> {
  const cutoff = now - ABANDON_AFTER_MS;
  const before = new Date(cutoff).toISOString();
  let ended = 0;
  let tenantCursor: string | null = null;
  do {
    const tenants: Page<{ clientId: string }> = await db
      .client()
      .query.all({ kind: 'client' })
      .go({ cursor: tenantCursor, limit: PAGE, attributes: ['clientId'] });
    for (const { clientId } of tenants.data) ended += await sweepTenant(clientId, before, cutoff);
    tenantCursor = tenants.cursor;
  } while (tenantCursor);
  return ended;
}

async function sweepTenant(clientId: string, before: string, cutoff: number): Promise<number> {
  let ended = 0;
  let cursor: string | null = null;
  do {
    const page: Page<Parameters<typeof endConversation>[0] & { createdAt: string; lastMessageAt?: string }> = await db
      .conversation()
      .query.byStatus({ clientId, status: 'active' })
      .lt({ createdAt: before })
      .go({ cursor, limit: PAGE });
    for (const c of page.data) {
      const last = Date.parse(c.lastMessageAt ?? c.createdAt);
      if (last < cutoff && (await endConversation(c, 'abandoned'))) ended++;
    }
    cursor = page.cursor;
  } while (cursor);
  return ended;
}
