import { sendMessage, sendMessages } from '../../adapters/queue';
import * as db from '../../db/table-entities';
import { docKeyOf, looksLikeSitemap, pageUrl } from './keys';
import type { StoredSource } from './sources';

/**
 * Putting a website's pages on the crawl queue (crawl.ts explains the run): a page is claimed for the run
 * (its item and the source's pagesTotal, in one transaction bounded by the plan's page cap) before its
 * message is sent, so it is queued once per run.
 */

/** Queues the first message of a website source's run: its sitemap, or its start page. */
export async function queueWebsiteRun(source: StoredSource): Promise<void> {
  const start = new URL(source.url ?? '');
  if (looksLikeSitemap(start)) {
    await sendMessage('knowledge.crawl', {
      payload: {
        clientId: source.clientId,
        sourceId: source.id,
        runId: source.runId,
        url: start.toString(),
        sitemap: true,
      },
      idempotencyKey: `${source.runId}:sitemap`,
    });
    return;
  }
  await queuePages(source, await claimPages(source, [pageUrl(start.toString())]));
}

/** Claims pages for the source's run (see above); answers the URLs this call claimed, in order. */
export async function claimPages(source: StoredSource, urls: string[]): Promise<string[]> {
  const { clientId, id: sourceId, runId } = source;
  const claimed: string[] = [];
  for (const url of new Set(urls)) {
    const result = await db
      .writeTransaction(
        { knowledgePage: db.knowledgePage(), knowledgeSource: db.knowledgeSource() },
        ({ knowledgePage, knowledgeSource }) => [
          knowledgePage
            .update({ clientId, sourceId, docKey: docKeyOf(url) })
            .set({ url, status: 'queued', runId })
            .remove(['reason', 'detail'])
            .where((a, { notExists, ne }) => `${notExists(a.runId)} OR ${ne(a.runId, runId)}`)
            .commit(),
          knowledgeSource
            .patch({ clientId, id: sourceId })
            .add({ pagesTotal: 1 })
            .where(
              (a, { eq, name }) =>
                `${eq(a.runId, runId)} AND ${name(a.pagesTotal)} < ${name(a.pageCap)} AND (${eq(a.status, 'queued')} OR ${eq(a.status, 'running')})`,
            )
            .commit(),
        ],
      )
      .go();
    if (!result.canceled) {
      claimed.push(url);
      continue;
    }
    const [pageTaken, sourceRefused] = rejected(result);
    if (sourceRefused) break; // the cap is reached, or the run is over or cancelled
    if (!pageTaken) throw new Error('A knowledge page claim was cancelled for no condition');
  }
  return claimed;
}

export function rejected(result: { data: unknown }): boolean[] {
  const data = Array.isArray(result.data) ? (result.data as { rejected?: boolean }[]) : [];
  return data.map((d) => d?.rejected === true);
}

export async function queuePages(source: StoredSource, urls: string[]): Promise<void> {
  if (urls.length === 0) return;
  await sendMessages(
    'knowledge.crawl',
    urls.map((url) => ({
      payload: { clientId: source.clientId, sourceId: source.id, runId: source.runId, url },
      idempotencyKey: `${source.runId}:${docKeyOf(url)}`,
    })),
  );
}
