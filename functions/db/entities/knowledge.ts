import {
  KNOWLEDGE_PAGE_REASONS,
  KNOWLEDGE_PAGE_STATUSES,
  KNOWLEDGE_SOURCE_KINDS,
  KNOWLEDGE_SOURCE_STATUSES,
} from '@shared/enums';
import { counter, oneOf, optional, required, tenantAttributes, timestampAttributes } from './attributes';
import { defineEntity, tenantKey } from './common';

/**
 * Knowledge sources (issue 33, core/knowledge): a source, its pages (a crawled URL, or the one document of a
 * file, text or Q&A source) and the chunks the agent answers from. All live in the tenant's partition, so
 * Delete Account's sweep erases them with the rest.
 */

export const KnowledgeSource = /* @__PURE__ */ defineEntity('knowledgeSource', () => ({
  attributes: {
    ...tenantAttributes,
    id: required.string,
    kind: oneOf(KNOWLEDGE_SOURCE_KINDS),
    title: required.string,
    /** A website's start URL or sitemap. */
    url: optional.string,
    /** A file source: its name as uploaded, its object in the knowledge bucket, its declared size. */
    fileName: optional.string,
    fileKey: optional.string,
    fileSize: optional.number,
    status: { ...oneOf(KNOWLEDGE_SOURCE_STATUSES), default: 'queued' },
    error: optional.string,
    /**
     * Each sync (the first and every re-sync) is a run: a queued message of an older run, or of a cancelled
     * one, does nothing; a page not reached by the finished run has vanished and loses its chunks.
     */
    runId: required.string,
    /** Pages handled in this run, and pages claimed for it (the crawl's frontier; ≤ pageCap). */
    pagesDone: counter(),
    pagesTotal: counter(),
    /** The plan's page limit when the run started. */
    pageCap: counter(1),
    chunkCount: counter(),
    lastSyncedAt: optional.string,
    createdBy: required.string,
    ...timestampAttributes,
  },
  indexes: {
    byId: tenantKey(['id']),
  },
}));

export const KnowledgePage = /* @__PURE__ */ defineEntity('knowledgePage', () => ({
  attributes: {
    ...tenantAttributes,
    sourceId: required.string,
    /** Short hash of the page's URL (or 'doc' for a file, text or Q&A source): the prefix of its chunks' ids. */
    docKey: required.string,
    url: required.string,
    status: oneOf(KNOWLEDGE_PAGE_STATUSES),
    reason: { type: KNOWLEDGE_PAGE_REASONS },
    detail: optional.string,
    title: optional.string,
    /** Of the page's extracted text: a re-sync that finds the same hash leaves its chunks alone. */
    hash: optional.string,
    chunkCount: counter(),
    /** The run that claimed it last (KnowledgeSource.runId). */
    runId: required.string,
    ...timestampAttributes,
  },
  indexes: {
    byPage: tenantKey(['sourceId', 'docKey']),
  },
}));

export const KnowledgeChunk = /* @__PURE__ */ defineEntity('knowledgeChunk', () => ({
  attributes: {
    ...tenantAttributes,
    sourceId: required.string,
    /** `<docKey>.<position>`: stable per (source, page, position), so a re-sync overwrites in place. */
    id: required.string,
    sourceKind: oneOf(KNOWLEDGE_SOURCE_KINDS),
    title: required.string,
    url: optional.string,
    page: optional.number,
    heading: optional.string,
    text: required.string,
    question: optional.string,
    answer: optional.string,
    hash: required.string,
  },
  indexes: {
    // a tenant's chunks: query { clientId } (the index builder); a source's: { clientId, sourceId }
    byId: tenantKey(['sourceId', 'id']),
  },
}));

/**
 * A page text's hash, claimed by the first page of a crawl run that has it: another page of the same run with
 * the same text (a redirect's target, /index.html beside /) is skipped as a duplicate.
 */
export const KnowledgeContent = /* @__PURE__ */ defineEntity('knowledgeContent', () => ({
  attributes: {
    ...tenantAttributes,
    sourceId: required.string,
    hash: required.string,
    docKey: required.string,
    runId: required.string,
  },
  indexes: {
    byHash: tenantKey(['sourceId', 'hash']),
  },
}));
