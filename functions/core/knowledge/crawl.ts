import type { KnowledgePage } from '@shared/schemas/knowledge';
import type { MessagePayload } from '@shared/schemas/queue-messages';
import { FetchRefusedError } from '../../adapters/safe-fetch';
import type { Logger } from '../../base/logger';
import { isConditionalFailure } from '../../db/errors';
import { deleteKnowledgeContentClaims, deleteKnowledgePages } from '../../db/knowledge-chunks';
import * as db from '../../db/table-entities';
import { removeDocChunks, replaceDocChunks } from './chunk-store';
import { chunkDocument, sha256 } from './chunking';
import { claimPages, queuePages, rejected } from './crawl-queue';
import { docKeyOf } from './keys';
import { queueIndexBuild } from './queue-index-build';
import { fetchPage, robotsFor, sameSite, sitemapPages } from './site';
import { failSource, type StoredSource } from './sources';
import { bumpKnowledgeVersion } from './version';

/**
 * A website source's crawl as a queued job (functions/queue/knowledge-crawl.ts): one message per page.
 *
 * - A page is CLAIMED for a run before its message is sent: its page item takes the run's id and the source's
 *   `pagesTotal` grows by one, in one transaction that fails once `pagesTotal` reaches the plan's `pageCap` or
 *   the run is no longer the source's (re-synced, deleted). A page claimed twice (two pages link to it) is
 *   queued once.
 * - A page's links are claimed before the page itself counts as done, so `pagesDone` reaches `pagesTotal`
 *   exactly once, when nothing is left in flight: that message finishes the run (status ready, pages the run
 *   did not reach removed with their chunks, the tenant's knowledgeVersion bumped).
 * - Cancel sets the source's status; every message checks it first and stops.
 */

type Outcome = {
  status: Exclude<KnowledgePage['status'], 'queued'>;
  reason?: NonNullable<KnowledgePage['reason']>;
  detail?: string;
  title?: string;
  hash?: string;
  chunkCount: number;
  chunkDelta: number;
};

/** Links to these are not pages; they would only spend the page cap as "not HTML". */
const NOT_PAGES =
  /\.(pdf|jpe?g|png|gif|webp|svg|ico|zip|gz|rar|7z|mp[34]|mov|avi|webm|docx?|xlsx?|pptx?|csv|xml|json|txt|css|js|woff2?|ttf|exe|dmg)$/i;

export async function crawlMessage(p: MessagePayload<'knowledge.crawl'>, log: Logger): Promise<void> {
  const source = await activeRun(p.clientId, p.sourceId, p.runId);
  if (!source) return;
  const site = new URL(source.url ?? p.url);
  if (p.sitemap) {
    let urls: string[];
    try {
      urls = await sitemapPages(p.url, site);
    } catch (err) {
      if (!(err instanceof FetchRefusedError)) throw err;
      await failSource(p.clientId, p.sourceId, p.runId, `The sitemap could not be read: ${err.message}`);
      return;
    }
    if (urls.length === 0) {
      await failSource(p.clientId, p.sourceId, p.runId, 'The sitemap lists no page of this site');
      return;
    }
    await queuePages(source, await claimPages(source, urls));
    return;
  }
  const docKey = docKeyOf(p.url);
  const outcome = await crawlPage(source, p.url, docKey, site);
  log.info('knowledge page', { sourceId: p.sourceId, status: outcome.status, reason: outcome.reason });
  await finishPage(source, docKey, outcome, log);
}

/** The source, if this run is still its current one and neither cancelled nor over; queued → running. */
async function activeRun(clientId: string, id: string, runId: string): Promise<StoredSource | null> {
  const { data } = await db.knowledgeSource().get({ clientId, id }).go({ consistent: true });
  const source = data as StoredSource | null;
  if (!source || source.runId !== runId || (source.status !== 'queued' && source.status !== 'running')) return null;
  if (source.status === 'queued') {
    try {
      await db
        .knowledgeSource()
        .patch({ clientId, id })
        .set({ status: 'running' })
        .where((a, { eq }) => `${eq(a.runId, runId)} AND ${eq(a.status, 'queued')}`)
        .go();
    } catch (err) {
      if (!isConditionalFailure(err)) throw err;
    }
  }
  return source;
}

async function crawlPage(source: StoredSource, url: string, docKey: string, site: URL): Promise<Outcome> {
  const skip = async (status: Outcome['status'], reason: Outcome['reason'], detail?: string): Promise<Outcome> => ({
    status,
    reason,
    ...(detail ? { detail } : {}),
    chunkCount: 0,
    // a page that no longer yields text loses the chunks an earlier run gave it
    chunkDelta: -(await removeDocChunks(source.clientId, source.id, docKey)),
  });
  const robots = await robotsFor(site);
  if (!robots.isAllowed(url)) return skip('skipped', 'robots', 'robots.txt disallows it');
  let fetched: Awaited<ReturnType<typeof fetchPage>>;
  try {
    fetched = await fetchPage(url, site);
  } catch (err) {
    if (!(err instanceof FetchRefusedError)) throw err;
    const skipped = err.reason === 'off-site' || err.reason === 'not-html' || err.reason === 'too-large';
    return skip(skipped ? 'skipped' : 'failed', err.reason, err.message);
  }
  const { extractHtml } = await import('./page/index');
  const doc = extractHtml(decodeBody(fetched.body, fetched.contentType), fetched.url);
  const links = doc.links.filter((l) => sameSite(new URL(l), site) && !NOT_PAGES.test(new URL(l).pathname));
  await queuePages(source, await claimPages(source, links));

  const drafts = chunkDocument(doc);
  if (drafts.length === 0) return skip('skipped', 'empty', 'No readable text');
  const hash = sha256(drafts.map((d) => `${d.heading ?? ''}\n${d.text}`).join('\n\n'));
  if (!(await claimContent(source, hash, docKey))) return skip('skipped', 'duplicate', 'The same text as another page');
  const { data: page } = await db.knowledgePage().get({ clientId: source.clientId, sourceId: source.id, docKey }).go();
  const title = doc.title || new URL(url).pathname;
  if (page?.hash === hash && (page.chunkCount ?? 0) === drafts.length) {
    return { status: 'fetched', title, hash, chunkCount: drafts.length, chunkDelta: 0 };
  }
  const chunkDelta = await replaceDocChunks(source, docKey, drafts, { title, url });
  return { status: 'fetched', title, hash, chunkCount: drafts.length, chunkDelta };
}

/** The first page of the run with this text has it; false for any other page (a duplicate). */
async function claimContent(source: StoredSource, hash: string, docKey: string): Promise<boolean> {
  const { clientId, id: sourceId, runId } = source;
  try {
    await db
      .knowledgeContent()
      .update({ clientId, sourceId, hash })
      .set({ docKey, runId })
      .where((a, { notExists, ne, eq }) => `${notExists(a.runId)} OR ${ne(a.runId, runId)} OR ${eq(a.docKey, docKey)}`)
      .go();
    return true;
  } catch (err) {
    if (!isConditionalFailure(err)) throw err;
    return false;
  }
}

/** The page's outcome and the source's progress in one transaction; the last page finishes the run. */
async function finishPage(source: StoredSource, docKey: string, outcome: Outcome, log: Logger): Promise<void> {
  const { clientId, id: sourceId, runId } = source;
  const { chunkDelta, ...page } = outcome;
  const result = await db
    .writeTransaction(
      { knowledgePage: db.knowledgePage(), knowledgeSource: db.knowledgeSource() },
      ({ knowledgePage, knowledgeSource }) => [
        knowledgePage
          .patch({ clientId, sourceId, docKey })
          .set(page)
          .where((a, { eq }) => `${eq(a.runId, runId)} AND ${eq(a.status, 'queued')}`)
          .commit(),
        knowledgeSource
          .patch({ clientId, id: sourceId })
          .add({ pagesDone: 1, chunkCount: chunkDelta })
          .where((a, { eq }) => eq(a.runId, runId))
          .commit(),
      ],
    )
    .go();
  if (result.canceled) {
    const [, sourceGone] = rejected(result);
    // deleted or re-synced while this page was read: what it wrote belongs to no run; an index built for a
    // version while those chunks were there (the delete's bump may come between) holds them, so the version moves
    if (sourceGone && !(await currentRun(clientId, sourceId, runId))) {
      if ((await removeDocChunks(clientId, sourceId, docKey)) > 0) await bumpKnowledgeVersion(clientId);
    }
    return;
  }
  const { data } = await db.knowledgeSource().get({ clientId, id: sourceId }).go({ consistent: true });
  const now = data as StoredSource | null;
  if (now && now.runId === runId && now.pagesDone >= now.pagesTotal) await finishRun(now, log);
}

async function currentRun(clientId: string, id: string, runId: string): Promise<boolean> {
  const { data } = await db.knowledgeSource().get({ clientId, id }).go({ consistent: true });
  return data?.runId === runId;
}

/**
 * The run is over: the pages it did not reach (gone from the site) lose their chunks and their items, the
 * source is ready — or failed, when not one page could be read — and the search side's index is stale.
 */
async function finishRun(source: StoredSource, log: Logger): Promise<void> {
  const { clientId, id: sourceId, runId } = source;
  const { data: pages } = await db.knowledgePage().query.byPage({ clientId, sourceId }).go({ pages: 'all' });
  const fetched = pages.filter((p) => p.runId === runId && p.status === 'fetched');
  const firstProblem = pages.find((p) => p.runId === runId && p.status !== 'fetched');
  try {
    await db
      .knowledgeSource()
      .patch({ clientId, id: sourceId })
      .set(
        fetched.length > 0
          ? { status: 'ready', lastSyncedAt: new Date().toISOString() }
          : {
              status: 'failed',
              error: `No page could be read${firstProblem?.detail ? ` (${firstProblem.detail})` : ''}`,
            },
      )
      .where((a, { eq }) => `${eq(a.runId, runId)} AND ${eq(a.status, 'running')}`)
      .go();
  } catch (err) {
    if (!isConditionalFailure(err)) throw err;
    return; // another message finished it, or it was cancelled
  }
  const vanished = pages.filter((p) => p.runId !== runId);
  let removed = 0;
  for (const page of vanished) removed += await removeDocChunks(clientId, sourceId, page.docKey);
  await deleteKnowledgePages(
    clientId,
    sourceId,
    vanished.map((p) => p.docKey),
  );
  const { data: claims } = await db.knowledgeContent().query.byHash({ clientId, sourceId }).go({ pages: 'all' });
  await deleteKnowledgeContentClaims(
    clientId,
    sourceId,
    claims.filter((c) => c.runId !== runId).map((c) => c.hash),
  );
  if (removed > 0) {
    await db
      .knowledgeSource()
      .patch({ clientId, id: sourceId })
      .add({ chunkCount: -removed })
      .go()
      .catch((err) => {
        if (!isConditionalFailure(err)) throw err;
      });
  }
  await bumpKnowledgeVersion(clientId);
  if (fetched.length > 0) await queueIndexBuild(clientId, log);
}

/** The page's text in the charset its Content-Type names (windows-1252, Shift_JIS, …), UTF-8 otherwise. */
function decodeBody(body: Buffer, contentType: string): string {
  const charset = /charset=["']?([\w.:-]+)/i.exec(contentType)?.[1];
  try {
    return new TextDecoder(charset ?? 'utf-8').decode(body);
  } catch {
    return new TextDecoder('utf-8').decode(body); // a charset the runtime does not know
  }
}
