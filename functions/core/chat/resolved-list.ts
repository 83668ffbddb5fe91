import type { AgentConversation } from '@shared/schemas/conversations';
import type { EntityItem } from 'electrodb';
import type { Conversation } from '../../db/entities/crm';
import * as db from '../../db/table-entities';
import { asAgentConversations } from './live-chat';

/**
 * The Agent Portal's Resolved list (issue 32 item 1): conversations a person was asked for that have been
 * resolved, newest first, from the status index (gsi2). The search matches the visitor's name or email
 * (their lead), the session id or the agent who owned it, case-insensitively; the lead is another item, so
 * the search runs on each page as read (with its leads in one BatchGet), and this reads pages until it
 * has `limit` rows or ten pages, and hands back where to continue (rows are never cut from a page read,
 * so none is skipped).
 */
export async function resolvedConversations(
  clientId: string,
  filter: { search: string | undefined; limit: number },
  cursor: string | undefined,
): Promise<{ conversations: AgentConversation[]; nextCursor: string | null }> {
  const search = filter.search?.trim().toLowerCase();
  const rows: AgentConversation[] = [];
  let next: string | null | undefined = cursor;
  for (let reads = 0; reads < 10 && rows.length < filter.limit; reads++) {
    const page: { data: EntityItem<ReturnType<typeof Conversation>>[]; cursor: string | null } = await db
      .conversation()
      .query.byStatus({ clientId, status: 'resolved' })
      .where(({ isEscalated, isTest }, { eq, ne }) => `${eq(isEscalated, true)} AND ${ne(isTest, true)}`)
      .go({ order: 'desc', limit: filter.limit - rows.length, cursor: next ?? null });
    const listed = await asAgentConversations(clientId, page.data);
    rows.push(...(search ? listed.filter((c) => matches(c, search)) : listed));
    next = page.cursor;
    if (!next) break;
  }
  return { conversations: rows, nextCursor: next ?? null };
}

const matches = (c: AgentConversation, search: string) =>
  [c.lead?.name, c.lead?.email, c.sessionId, c.assigneeName].some((text) => text?.toLowerCase().includes(search));
