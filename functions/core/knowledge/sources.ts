import { randomUUID } from 'node:crypto';
import { knowledgeLimits } from '@shared/knowledge-limits';
import type { KnowledgeSource, KnowledgeSourceKind } from '@shared/schemas/knowledge';
import { ConflictError, NotFoundError, QuotaExceededError } from '../../base/errors';
import { isConditionalFailure } from '../../db/errors';
import * as db from '../../db/table-entities';
import { currentPlan } from '../billing/tenant-plan';
import { consumeBudget } from '../limits/rate-limit';

/**
 * A tenant's knowledge sources (issue 33): the store behind /api/knowledge/*. A source is tenant-owned
 * (clientId from the session leads its key: another tenant's id is a 404); its progress, status and chunk
 * count are kept on its item by the crawl consumer (crawl.ts); its pages are child items (knowledgePage).
 */

export type StoredSource = {
  clientId: string;
  id: string;
  kind: KnowledgeSourceKind;
  title: string;
  url?: string;
  fileName?: string;
  fileKey?: string;
  fileSize?: number;
  status: KnowledgeSource['status'];
  error?: string;
  runId: string;
  pagesDone: number;
  pagesTotal: number;
  pageCap: number;
  chunkCount: number;
  lastSyncedAt?: string;
  createdAt: string;
  updatedAt: string;
};

/** Sources one tenant may have (each a website, a file or a list of pairs). */
export const MAX_SOURCES = 100;
/** Syncs (new websites and files, re-syncs) a tenant may start per hour: a crawl fetches up to the plan's pages. */
const SYNCS_PER_HOUR = 30;

export function toSource(item: StoredSource): KnowledgeSource {
  return {
    id: item.id,
    kind: item.kind,
    title: item.title,
    ...(item.url ? { url: item.url } : {}),
    ...(item.fileName ? { fileName: item.fileName } : {}),
    status: item.status,
    ...(item.error ? { error: item.error } : {}),
    progress: { done: Math.min(item.pagesDone ?? 0, item.pagesTotal ?? 0), total: item.pagesTotal ?? 0 },
    chunkCount: Math.max(0, item.chunkCount ?? 0),
    ...(item.lastSyncedAt ? { lastSyncedAt: item.lastSyncedAt } : {}),
    createdAt: item.createdAt,
    updatedAt: item.updatedAt,
  };
}

export async function getStoredSource(clientId: string, id: string): Promise<StoredSource> {
  const { data } = await db.knowledgeSource().get({ clientId, id }).go();
  if (!data) throw new NotFoundError('Knowledge source');
  return data as StoredSource;
}

export async function listSources(clientId: string): Promise<KnowledgeSource[]> {
  const { data } = await db.knowledgeSource().query.byId({ clientId }).go({ pages: 'all' });
  return (data as StoredSource[]).map(toSource).sort((a, b) => b.createdAt.localeCompare(a.createdAt));
}

/** The plan's knowledge limits (shared/knowledge-limits.ts): the tenant's plan, if active, else the defaults. */
export async function planKnowledgeLimits(clientId: string) {
  return knowledgeLimits(await currentPlan(clientId));
}

/** Counts a sync against the tenant's hourly budget (429 past it). */
export const countSync = (clientId: string) =>
  consumeBudget(
    `knowledge-sync#${clientId}`,
    SYNCS_PER_HOUR,
    3600,
    `At most ${SYNCS_PER_HOUR} knowledge syncs an hour; try again later`,
  );

export async function createSource(
  clientId: string,
  userId: string,
  fields: Pick<StoredSource, 'kind' | 'title'> &
    Partial<Pick<StoredSource, 'url' | 'fileName' | 'fileKey' | 'fileSize'>>,
  pageCap: number,
): Promise<StoredSource> {
  const { data: existing } = await db
    .knowledgeSource()
    .query.byId({ clientId })
    .go({ pages: 'all', attributes: ['id'] });
  if (existing.length >= MAX_SOURCES) {
    throw new QuotaExceededError(`At most ${MAX_SOURCES} knowledge sources; delete one to add another`, 429);
  }
  const { data } = await db
    .knowledgeSource()
    .create({ clientId, id: randomUUID(), ...fields, runId: randomUUID(), pageCap, createdBy: userId })
    .go();
  return data as StoredSource;
}

/** A new run of a source: its progress from zero, its older run's messages ignored from now on. */
export async function startRun(clientId: string, id: string, pageCap: number): Promise<StoredSource> {
  try {
    const { data } = await db
      .knowledgeSource()
      .patch({ clientId, id })
      .set({ runId: randomUUID(), status: 'queued', pagesDone: 0, pagesTotal: 0, pageCap })
      .remove(['error'])
      .where((a, { ne }) => `${ne(a.status, 'queued')} AND ${ne(a.status, 'running')}`)
      .go({ response: 'all_new' });
    return data as StoredSource;
  } catch (err) {
    if (!isConditionalFailure(err)) throw err;
    await getStoredSource(clientId, id);
    throw new ConflictError('The source is syncing already; cancel it first or wait until it is done');
  }
}

/** Cancel: the consumer stops at its next message; what was indexed so far stays. */
export async function cancelSource(clientId: string, id: string): Promise<KnowledgeSource> {
  try {
    const { data } = await db
      .knowledgeSource()
      .patch({ clientId, id })
      .set({ status: 'cancelled' })
      .where((a, { eq }) => `${eq(a.status, 'queued')} OR ${eq(a.status, 'running')}`)
      .go({ response: 'all_new' });
    return toSource(data as StoredSource);
  } catch (err) {
    if (!isConditionalFailure(err)) throw err;
    return toSource(await getStoredSource(clientId, id));
  }
}

export async function failSource(clientId: string, id: string, runId: string, error: string): Promise<void> {
  try {
    await db
      .knowledgeSource()
      .patch({ clientId, id })
      .set({ status: 'failed', error: error.slice(0, 500) })
      .where((a, { eq }) => eq(a.runId, runId))
      .go();
  } catch (err) {
    if (!isConditionalFailure(err)) throw err;
  }
}
