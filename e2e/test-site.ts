import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';

/** A page of the test site: HTML unless it names its type. */
export type SitePage = string | { type: string; body: string };

/**
 * A held page answers when the test releases it or after this long, under the crawler's 15 s fetch
 * timeout (functions/adapters/safe-fetch.ts), so a slow test never turns into a failed page.
 */
const HOLD_MS = 12_000;
const sleep = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

/**
 * A business's website on a free loopback port, for the crawler (KNOWLEDGE_ALLOW_LOOPBACK at home). A page
 * can be held until the test has seen its crawl running: the crawl of a few small pages takes 2-3 s, and on
 * a loaded machine the browser can take longer than that to show the row, so no poll may see it running.
 */
export async function startTestSite(pages: Record<string, SitePage>) {
  const holds = new Map<string, Promise<void>>();
  const server = createServer(async (req, res) => {
    const path = req.url ?? '';
    const held = holds.get(path);
    await (held ? Promise.race([held, sleep(HOLD_MS)]) : sleep(100));
    const page = pages[path];
    if (page === undefined) return void res.writeHead(404).end();
    const { type, body } = typeof page === 'string' ? { type: 'text/html; charset=utf-8', body: page } : page;
    res.writeHead(200, { 'content-type': type }).end(body);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return {
    url: `http://127.0.0.1:${(server.address() as AddressInfo).port}/`,
    /** Holds `path` until the returned function is called (or HOLD_MS pass). */
    hold(path: string): () => void {
      let release = () => {};
      holds.set(path, new Promise<void>((resolve) => (release = resolve)));
      return () => {
        holds.delete(path);
        release();
      };
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
