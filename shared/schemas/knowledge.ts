import * as z from 'zod';
import {
  KNOWLEDGE_PAGE_REASONS,
  KNOWLEDGE_PAGE_STATUSES,
  KNOWLEDGE_SOURCE_KINDS,
  KNOWLEDGE_SOURCE_STATUSES,
} from '../enums';
import { id, requiredText, timestamp, timestamps, visibleText } from './common';

/**
 * Knowledge sources (issue 33): what a business already has — its website, files, typed text and Q&A
 * pairs — cut into chunks the agent answers from. The chunk is the one shape the ingest side (sources,
 * crawler, extraction: functions/core/knowledge) and the answer side (the per-tenant search) share.
 */

export type KnowledgeSourceKind = (typeof KNOWLEDGE_SOURCE_KINDS)[number];
export type KnowledgeSourceStatus = (typeof KNOWLEDGE_SOURCE_STATUSES)[number];
export { KNOWLEDGE_PAGE_REASONS, KNOWLEDGE_PAGE_STATUSES, KNOWLEDGE_SOURCE_KINDS, KNOWLEDGE_SOURCE_STATUSES };
export type KnowledgePageReason = (typeof KNOWLEDGE_PAGE_REASONS)[number];

/** The most characters of a chunk's text (the chunker aims below it, cutting at headings and sentences). */
export const KNOWLEDGE_CHUNK_MAX_CHARS = 1500;

export const knowledgeChunkSchema = z.object({
  clientId: id,
  sourceId: id,
  /** Stable per (source, url or page, position): a re-sync overwrites a chunk in place. */
  id,
  sourceKind: z.enum(KNOWLEDGE_SOURCE_KINDS),
  /** Page title, document name or "Q&A". */
  title: z.string(),
  url: z.string().optional(),
  /** A PDF's page number (1-based). */
  page: z.number().int().min(1).optional(),
  /** The heading path the text sat under ("Pricing › Refunds"). */
  heading: z.string().optional(),
  text: z.string(),
  question: z.string().optional(),
  answer: z.string().optional(),
  /** Of `text` (sha256, hex): a re-sync rewrites only what changed. */
  hash: z.string(),
});
export type KnowledgeChunk = z.infer<typeof knowledgeChunkSchema>;

export const knowledgeSourceSchema = z.object({
  id,
  kind: z.enum(KNOWLEDGE_SOURCE_KINDS),
  title: z.string(),
  /** A website's start URL or sitemap. */
  url: z.string().optional(),
  /** A file's name as uploaded. */
  fileName: z.string().optional(),
  status: z.enum(KNOWLEDGE_SOURCE_STATUSES),
  /** Why the source failed. */
  error: z.string().optional(),
  /** Pages handled so far and pages found (both grow while a crawl discovers links). */
  progress: z.object({ done: z.number().int().min(0), total: z.number().int().min(0) }),
  chunkCount: z.number().int().min(0),
  lastSyncedAt: timestamp.optional(),
  ...timestamps,
});
export type KnowledgeSource = z.infer<typeof knowledgeSourceSchema>;

export const knowledgePageSchema = z.object({
  url: z.string(),
  status: z.enum(KNOWLEDGE_PAGE_STATUSES),
  reason: z.enum(KNOWLEDGE_PAGE_REASONS).optional(),
  /** A few words on what went wrong (HTTP 404, timeout, …). */
  detail: z.string().optional(),
  title: z.string().optional(),
  chunkCount: z.number().int().min(0),
  updatedAt: timestamp,
});
export type KnowledgePage = z.infer<typeof knowledgePageSchema>;

// ---- requests ----

const MAX_URL = 2000;
export const httpUrl = z
  .string()
  .trim()
  .max(MAX_URL, `Must be at most ${MAX_URL} characters`)
  .refine((s) => {
    try {
      const u = new URL(s);
      return (u.protocol === 'http:' || u.protocol === 'https:') && u.hostname !== '' && !u.username && !u.password;
    } catch {
      return false;
    }
  }, 'Must be an http(s) address, like https://example.com');

/** POST /api/knowledge/sources/website: a start page, or a sitemap (…/sitemap.xml). */
export const addWebsiteInput = z.object({ url: httpUrl, title: requiredText('Title', 120).optional() }).strict();

export const KNOWLEDGE_TEXT_MAX_CHARS = 100_000;
/** POST /api/knowledge/sources/text */
export const addTextInput = z
  .object({
    title: requiredText('Title', 120),
    text: visibleText(
      1,
      KNOWLEDGE_TEXT_MAX_CHARS,
      'Text is required',
      `Text must be at most ${KNOWLEDGE_TEXT_MAX_CHARS} characters`,
    ),
  })
  .strict();

export const qaPairSchema = z
  .object({ question: requiredText('Question', 500), answer: requiredText('Answer', 4000) })
  .strict();
export const KNOWLEDGE_QA_MAX_PAIRS = 500;
/** POST /api/knowledge/sources/qa */
export const addQaInput = z
  .object({
    title: requiredText('Title', 120),
    pairs: z.array(qaPairSchema).min(1, 'At least one question and answer').max(KNOWLEDGE_QA_MAX_PAIRS),
  })
  .strict();

/** The file types a source may be, by extension (the bytes decide: core/knowledge/file-check.ts). */
export const KNOWLEDGE_FILE_TYPES = ['pdf', 'docx', 'txt', 'md', 'csv'] as const;
export type KnowledgeFileType = (typeof KNOWLEDGE_FILE_TYPES)[number];
const fileName = requiredText('File name', 200).refine(
  (n) => (KNOWLEDGE_FILE_TYPES as readonly string[]).includes(n.split('.').pop()?.toLowerCase() ?? ''),
  'Must be a .pdf, .docx, .txt, .md or .csv file',
);
/** POST /api/knowledge/sources/file: asks for an upload; the answer is a presigned POST to the bucket. */
export const requestUploadInput = z
  .object({
    fileName,
    size: z
      .number()
      .int()
      .min(1, 'The file is empty')
      .max(1024 ** 3, 'The file is too large'),
  })
  .strict();
export const requestUploadResponse = z.object({
  source: knowledgeSourceSchema,
  upload: z.object({ url: z.string(), fields: z.record(z.string(), z.string()), maxBytes: z.number().int() }),
});

export const sourceParams = z.object({ id }).strict();
/** DELETE /api/knowledge/sources/{id} */
export const deleteSourceResponse = z.object({ deleted: z.literal(true) });
/** The tenant's plan limits come with the list, so the screen can say them before a file is picked. */
export const knowledgeLimitsSchema = z.object({
  /** The most pages one website crawl fetches. */
  pages: z.number().int().min(0),
  /** The largest file an upload may be, in bytes. */
  fileBytes: z.number().int().min(0),
});
export const listSourcesResponse = z.object({
  sources: z.array(knowledgeSourceSchema),
  limits: knowledgeLimitsSchema,
});
export const sourceResponse = knowledgeSourceSchema;
export const listPagesQuery = z.object({ cursor: z.string().max(2000).optional() }).strict();
export const listPagesResponse = z.object({ pages: z.array(knowledgePageSchema), cursor: z.string().nullable() });
