import type { KnowledgePage } from '@shared/schemas/knowledge';
import * as db from '../../db/table-entities';
import { openCursor, sealCursor } from '../paging/cursor';
import { getStoredSource } from './sources';

export function toPage(item: {
  url: string;
  status: KnowledgePage['status'];
  reason?: KnowledgePage['reason'] | null;
  detail?: string;
  title?: string;
  chunkCount?: number;
  updatedAt: string;
}): KnowledgePage {
  return {
    url: item.url,
    status: item.status,
    ...(item.reason ? { reason: item.reason } : {}),
    ...(item.detail ? { detail: item.detail } : {}),
    ...(item.title ? { title: item.title } : {}),
    chunkCount: item.chunkCount ?? 0,
    updatedAt: item.updatedAt,
  };
}

const PAGES_PER_CALL = 100;

/** A source's pages, 100 a call, with the cursor of the next call (null at the end). */
export async function listPages(
  clientId: string,
  sourceId: string,
  cursor: string | undefined,
): Promise<{ pages: KnowledgePage[]; cursor: string | null }> {
  const list = `knowledge-pages:${sourceId}`;
  const raw = openCursor(list, clientId, cursor);
  await getStoredSource(clientId, sourceId);
  const { data, cursor: next } = await db
    .knowledgePage()
    .query.byPage({ clientId, sourceId })
    .go({ limit: PAGES_PER_CALL, ...(raw ? { cursor: raw } : {}) });
  return {
    pages: data.map((p) => toPage(p as Parameters<typeof toPage>[0])),
    cursor: sealCursor(list, clientId, next),
  };
}
