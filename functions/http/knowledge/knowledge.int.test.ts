import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { knowledgeSourceSchema, listPagesResponse, listSourcesResponse } from '@shared/schemas/knowledge';
import type { TestGateway } from '../../../infra/local/test-gateway';
import { tenantSuite } from '../../../infra/test-fixtures/tenant-suite';
import { readIndexObject } from '../../adapters/knowledge-index-bucket';
import { indexKey, unpackIndex } from '../../core/knowledge/index-cache';
import { tenantChunks } from '../../core/knowledge/tenant-chunks';
import { db } from '../../db/service';
import type { ApiClient } from '../../test-support/api';
import { makeDocxBomb, makePdf, makeZip } from '../../test-support/knowledge-files';
import { signUpTenant, type TestTenant } from '../../test-support/tenants';

/**
 * Knowledge sources end to end (issue 33): a local test website served here on port 0 (an FAQ, a page
 * robots.txt disallows, a sitemap, redirects to the metadata address and off the site, a duplicate, a
 * JSON "page"), crawled through the queue the way AWS runs it; files uploaded to s3rver with the presigned
 * POST; typed text and Q&A; re-sync, cancel, delete; another tenant's source is a 404.
 */

let gw: TestGateway;
let t: TestTenant;
tenantSuite((g, tenant) => {
  gw = g;
  t = tenant;
});

const page = (title: string, body: string) =>
  `<!doctype html><html><head><title>${title}</title></head><body><nav><a href="/">Home</a></nav><main>${body}</main></body></html>`;
const site = {
  about: `<h1>About us</h1><p>Verma Opticals has made spectacles in Pune since 1984. Our shop is on FC Road.</p>`,
  faqLinked: true,
};
let slowMs = 0;
let server: Server;
let base: string;

function pages(): Record<
  string,
  { status?: number; type?: string; body?: string; location?: string; latin1?: boolean }
> {
  return {
    '/': {
      body: page(
        'Verma Opticals',
        `<h1>Welcome</h1><p>Eye tests, frames and lenses for the whole family.</p>
        ${site.faqLinked ? '<a href="/faq">FAQ</a>' : ''} <a href="/about">About</a> <a href="/private/prices">Prices</a>
        <a href="/data">Data</a> <a href="/to-metadata">Old</a> <a href="/to-other-site">Partner</a> <a href="/dup">Again</a>
        <a href="/brochure.pdf">Brochure</a> <a href="/cafe">Café</a> <a href="https://elsewhere.example/">Elsewhere</a>`,
      ),
    },
    '/faq': {
      body: page(
        'FAQ',
        `<h1>Questions</h1><h2>Do you do eye tests on Sunday?</h2><p>Yes, from 10 am to 2 pm, by appointment.</p>
        <h2>How long do new glasses take?</h2><p>Three working days for most prescriptions.</p>`,
      ),
    },
    '/about': { body: page('About', site.about) },
    // served in windows-1252, as its Content-Type says
    '/cafe': {
      type: 'text/html; charset=windows-1252',
      body: page('Café', '<p>Our café serves crème brûlée on Fridays.</p>'),
      latin1: true,
    },
    '/dup': { body: page('About', site.about) },
    '/private/prices': { body: page('Prices', '<p>Internal price list.</p>') },
    '/data': { type: 'application/json', body: '{"a":1}' },
    '/to-metadata': { status: 302, location: 'http://169.254.169.254/latest/meta-data/' },
    '/to-other-site': { status: 302, location: 'https://elsewhere.example/partner' },
    '/robots.txt': { type: 'text/plain', body: 'User-agent: *\nDisallow: /private/\n' },
    '/sitemap.xml': {
      type: 'application/xml',
      body: `<?xml version="1.0"?><urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">
        <url><loc>BASE/faq</loc></url><url><loc>BASE/about</loc></url><url><loc>https://elsewhere.example/x</loc></url></urlset>`,
    },
  };
}

beforeAll(async () => {
  server = createServer((req, res) => {
    const p = pages()[req.url ?? ''];
    const reply = () => {
      if (!p) return res.writeHead(404).end();
      res.writeHead(p.status ?? 200, {
        'content-type': p.type ?? 'text/html; charset=utf-8',
        ...(p.location ? { location: p.location } : {}),
      });
      const text = (p.body ?? '').replaceAll('BASE', base);
      res.end(p.latin1 ? Buffer.from(text, 'latin1') : text);
    };
    if (slowMs) setTimeout(reply, slowMs);
    else reply();
  });
  await new Promise<void>((r) => server.listen(0, '127.0.0.1', r));
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});
afterAll(() => new Promise<void>((r) => server.close(() => r())));

const source = async (api: ApiClient, id: string) => (await api.get(`/api/knowledge/sources/${id}`)).json;
async function pagesOf(api: ApiClient, id: string) {
  const r = await api.get(`/api/knowledge/sources/${id}/pages`);
  expect(r.status).toBe(200);
  expect(listPagesResponse.parse(r.json)).toEqual(r.json);
  return Object.fromEntries(
    (r.json.pages as { url: string; status: string; reason?: string }[]).map((p) => [
      p.url.replace(base, ''),
      p.reason ? `${p.status} ${p.reason}` : p.status,
    ]),
  );
}
const version = async (clientId: string) =>
  (await db().entities.client.get({ clientId }).go()).data?.knowledgeVersion ?? 0;
/** The index stored for the tenant's current version, or null when none is. */
const storedIndex = async (clientId: string) => {
  const stored = await readIndexObject(indexKey(clientId, await version(clientId)));
  return stored && unpackIndex(stored);
};

describe('a website source', () => {
  let sourceId: string;

  it('is crawled as a queued job: robots.txt, same site, redirects checked, per-page status, FAQ as Q&A chunks', async () => {
    const before = await version(t.clientId);
    const added = await t.owner.post('/api/knowledge/sources/website', { url: `${base}/` });
    expect(added.status).toBe(202);
    expect(knowledgeSourceSchema.parse(added.json)).toEqual(added.json);
    expect(added.json).toMatchObject({ kind: 'website', status: 'queued', title: '127.0.0.1' });
    sourceId = added.json.id;
    await gw.queue.drain();

    const done = await source(t.owner, sourceId);
    expect(done.status).toBe('ready');
    expect(done.progress.done).toBe(done.progress.total);
    expect(done.lastSyncedAt).toBeDefined();
    const { '/about': about, '/dup': dup, ...statuses } = await pagesOf(t.owner, sourceId);
    expect(statuses).toEqual({
      '/': 'fetched',
      '/faq': 'fetched',
      '/cafe': 'fetched',
      '/private/prices': 'skipped robots',
      '/data': 'skipped not-html',
      '/to-metadata': 'failed blocked',
      '/to-other-site': 'skipped off-site',
    });
    // /about and /dup have the same text: whichever is read first is fetched, the other is a duplicate
    expect([about, dup].sort()).toEqual(['fetched', 'skipped duplicate']);

    const chunks = await tenantChunks(t.clientId, sourceId);
    expect(done.chunkCount).toBe(chunks.length);
    const faq = chunks.find((c) => c.question === 'Do you do eye tests on Sunday?');
    expect(faq).toMatchObject({
      sourceKind: 'website',
      title: 'FAQ',
      url: `${base}/faq`,
      answer: 'Yes, from 10 am to 2 pm, by appointment.',
    });
    expect(chunks.some((c) => c.text.includes('Internal price list'))).toBe(false);
    expect(chunks.find((c) => c.url === `${base}/cafe`)?.text).toBe('Our café serves crème brûlée on Fridays.');
    expect(chunks.every((c) => c.hash.length === 64 && c.text.length <= 1500)).toBe(true);
    expect(await version(t.clientId)).toBeGreaterThan(before);
    // the run's end built the index of the version it left, before any visitor asked (off the chat path)
    const index = await storedIndex(t.clientId);
    expect(index?.chunkCount).toBe((await tenantChunks(t.clientId)).length);
    expect(index?.search('eye tests on a sunday')[0]?.chunk.text).toBe(faq?.text);
  });

  it('re-syncs: a changed page is rewritten, a page gone from the site loses its chunks', async () => {
    site.about = `<h1>About us</h1><p>Verma Opticals has made spectacles in Pune since 1979. Now also in Mumbai.</p>`;
    site.faqLinked = false;
    try {
      const r = await t.owner.post(`/api/knowledge/sources/${sourceId}/resync`);
      expect(r.status).toBe(202);
      expect(r.json.status).toBe('queued');
      await gw.queue.drain();
      expect((await source(t.owner, sourceId)).status).toBe('ready');
      const chunks = await tenantChunks(t.clientId, sourceId);
      expect(chunks.some((c) => c.url === `${base}/faq`)).toBe(false);
      expect(chunks.find((c) => c.text.includes('About us') || c.heading === 'About us')?.text).toContain('since 1979');
      expect(chunks.some((c) => c.text.includes('since 1984'))).toBe(false);
      expect((await pagesOf(t.owner, sourceId))['/faq']).toBeUndefined();
      expect((await source(t.owner, sourceId)).chunkCount).toBe(chunks.length);
    } finally {
      site.faqLinked = true;
    }
  });

  it('reads a sitemap (pages of the site only)', async () => {
    const r = await t.owner.post('/api/knowledge/sources/website', { url: `${base}/sitemap.xml`, title: 'Sitemap' });
    expect(r.status).toBe(202);
    await gw.queue.drain();
    expect((await source(t.owner, r.json.id)).status).toBe('ready');
    const statuses = await pagesOf(t.owner, r.json.id);
    expect(statuses['/faq']).toBe('fetched');
    expect(Object.keys(statuses).some((u) => u.includes('elsewhere'))).toBe(false);
  });

  it('fails with the reason when the address is not a public one (10.0.0.1, even with the home flag)', async () => {
    const r = await t.owner.post('/api/knowledge/sources/website', { url: 'http://10.0.0.1/' });
    expect(r.status).toBe(202);
    await gw.queue.drain();
    const failed = await source(t.owner, r.json.id);
    expect(failed.status).toBe('failed');
    expect(failed.error).toMatch(/not a public address.*private/);
    expect(await tenantChunks(t.clientId, r.json.id)).toEqual([]);
  });

  it('is cancellable: the crawl stops and stays cancelled', async () => {
    slowMs = 300;
    try {
      const r = await t.owner.post('/api/knowledge/sources/website', { url: `${base}/` });
      // cancelled while its start page is being read (the site answers slowly)
      for (let i = 0; i < 100 && (await source(t.owner, r.json.id)).status !== 'running'; i++) {
        await new Promise((resolve) => setTimeout(resolve, 20));
      }
      const cancelled = await t.owner.post(`/api/knowledge/sources/${r.json.id}/cancel`);
      expect(cancelled.status).toBe(200);
      expect(cancelled.json.status).toBe('cancelled');
      await gw.queue.drain();
      const after = await source(t.owner, r.json.id);
      expect(after.status).toBe('cancelled');
      // the start page was claimed before the cancel; none of its links after it (the claims check the status)
      expect(after.progress.total).toBe(1);
      expect(after.progress.done).toBeLessThanOrEqual(1);
    } finally {
      slowMs = 0;
    }
  });

  it('refuses what is not an http(s) address, naming the field', async () => {
    for (const url of ['ftp://example.com/', 'not a url', 'http://user:pw@example.com/']) {
      const r = await t.owner.post('/api/knowledge/sources/website', { url });
      expect(r.status, url).toBe(400);
      expect(r.json.error.fields.url, url).toMatch(/http\(s\)/);
    }
  });
});

describe('typed text and Q&A pairs', () => {
  it('are chunked and indexed before the answer; bad input names the field', async () => {
    const text = await t.owner.post('/api/knowledge/sources/text', {
      title: 'Returns',
      text: 'Frames can be returned within 30 days with the receipt.',
    });
    expect(text.status).toBe(201);
    expect(text.json).toMatchObject({ kind: 'text', status: 'ready', chunkCount: 1 });
    const qa = await t.owner.post('/api/knowledge/sources/qa', {
      title: 'Shop FAQ',
      pairs: [
        { question: 'Do you accept UPI?', answer: 'Yes, and all cards.' },
        { question: 'Is parking available?', answer: 'Yes, behind the shop.' },
      ],
    });
    expect(qa.status).toBe(201);
    expect(qa.json.chunkCount).toBe(2);
    const chunks = await tenantChunks(t.clientId, qa.json.id);
    expect(chunks.map((c) => [c.sourceKind, c.question, c.answer, c.title])).toEqual([
      ['qa', 'Do you accept UPI?', 'Yes, and all cards.', 'Shop FAQ'],
      ['qa', 'Is parking available?', 'Yes, behind the shop.', 'Shop FAQ'],
    ]);

    const empty = await t.owner.post('/api/knowledge/sources/qa', { title: 'x', pairs: [] });
    expect(empty.status).toBe(400);
    expect(empty.json.error.fields.pairs).toBeDefined();
    const blank = await t.owner.post('/api/knowledge/sources/text', { title: 'x', text: '   ' });
    expect(blank.status).toBe(400);
    expect(blank.json.error.fields.text).toBeDefined();
  });
});

/** The presigned POST, as the browser sends it: the policy's fields, then the file. */
async function upload(api: ApiClient, fileName: string, bytes: Buffer, declared = bytes.length) {
  const r = await api.post('/api/knowledge/sources/file', { fileName, size: declared });
  if (r.status !== 201) return { request: r };
  const form = new FormData();
  for (const [k, v] of Object.entries(r.json.upload.fields as Record<string, string>)) form.append(k, v);
  form.append('file', new Blob([new Uint8Array(bytes)]), fileName);
  const put = await fetch(r.json.upload.url, { method: 'POST', body: form });
  if (put.status >= 300) return { request: r, refused: put.status };
  const confirmed = await api.post(`/api/knowledge/sources/${r.json.source.id}/uploaded`);
  return { request: r, confirmed, id: r.json.source.id as string };
}

describe('files', () => {
  it('indexes a PDF with its page numbers; deleting the source takes its chunks at once', async () => {
    const pdf = makePdf(['Lens warranty lasts two years.', 'Frames carry a one-year warranty.']);
    const { confirmed, id } = await upload(t.owner, 'warranty.pdf', pdf);
    expect(confirmed?.status).toBe(202);
    await gw.queue.drain();
    const ready = await source(t.owner, id as string);
    expect(ready).toMatchObject({ kind: 'file', status: 'ready', fileName: 'warranty.pdf', chunkCount: 2 });
    const chunks = await tenantChunks(t.clientId, id);
    expect(chunks.map((c) => [c.page, c.title, c.text])).toEqual([
      [1, 'warranty.pdf', 'Lens warranty lasts two years.'],
      [2, 'warranty.pdf', 'Frames carry a one-year warranty.'],
    ]);
    expect((await storedIndex(t.clientId))?.search('how long is the lens warranty')[0]?.chunk.text).toBe(
      'Lens warranty lasts two years.',
    );

    const before = await version(t.clientId);
    expect((await t.owner.del(`/api/knowledge/sources/${id}`)).status).toBe(200);
    expect(await tenantChunks(t.clientId, id)).toEqual([]);
    expect(await version(t.clientId)).toBeGreaterThan(before);
    expect((await t.owner.get(`/api/knowledge/sources/${id}`)).status).toBe(404);
  });

  it('judges a file by its bytes: a zip named .pdf and a DOCX bomb fail with the reason, nothing indexed', async () => {
    const zip = await upload(t.owner, 'report.pdf', await makeZip());
    const bomb = await upload(t.owner, 'handbook.docx', await makeDocxBomb(64));
    await gw.queue.drain();
    const zipped = await source(t.owner, zip.id as string);
    expect(zipped.status).toBe('failed');
    expect(zipped.error).toMatch(/Not a PDF.*zip/);
    const bombed = await source(t.owner, bomb.id as string);
    expect(bombed.status).toBe('failed');
    expect(bombed.error).toMatch(/unpacks to more than/);
    expect(await tenantChunks(t.clientId, zip.id)).toEqual([]);
    expect(await tenantChunks(t.clientId, bomb.id)).toEqual([]);
    expect(await pagesOf(t.owner, zip.id as string)).toEqual({ 'report.pdf': 'failed error' });
  });

  it("refuses a 50 MB PDF when asked (the plan's size, naming the field) and after an upload past it", async () => {
    const big = await t.owner.post('/api/knowledge/sources/file', {
      fileName: 'catalogue.pdf',
      size: 50 * 1024 * 1024,
    });
    expect(big.status).toBe(400);
    expect(big.json.error.fields.size).toMatch(/At most 20 MB/);
    const kind = await t.owner.post('/api/knowledge/sources/file', { fileName: 'virus.exe', size: 10 });
    expect(kind.status).toBe(400);
    expect(kind.json.error.fields.fileName).toMatch(/\.pdf/);
    // the policy holds the plan's limit; a body past it never becomes a source's file (s3rver or confirm refuses)
    const r = await t.owner.post('/api/knowledge/sources/file', { fileName: 'small.pdf', size: 1000 });
    expect(r.json.upload.maxBytes).toBe(20 * 1024 * 1024);
    const conditions = JSON.parse(Buffer.from(r.json.upload.fields.Policy, 'base64').toString()).conditions;
    expect(conditions).toContainEqual(['content-length-range', 1, 20 * 1024 * 1024]);
  });
});

describe('tenant isolation and roles', () => {
  it("answers 404 for another tenant's source, and lists only the tenant's own", async () => {
    const other = await signUpTenant(gw.url);
    const mine = await t.owner.post('/api/knowledge/sources/text', { title: 'Mine', text: 'Only ours.' });
    const id = mine.json.id;
    expect((await other.owner.get(`/api/knowledge/sources/${id}`)).status).toBe(404);
    expect((await other.owner.get(`/api/knowledge/sources/${id}/pages`)).status).toBe(404);
    expect((await other.owner.post(`/api/knowledge/sources/${id}/resync`)).status).toBe(404);
    expect((await other.owner.post(`/api/knowledge/sources/${id}/cancel`)).status).toBe(404);
    expect((await other.owner.del(`/api/knowledge/sources/${id}`)).status).toBe(404);
    expect((await other.owner.get('/api/knowledge/sources')).json.sources).toEqual([]);
    expect((await tenantChunks(t.clientId, id)).length).toBe(1);

    const trainer = await t.member('ai_trainer');
    expect((await trainer.get('/api/knowledge/sources')).status).toBe(200);
    const agent = await t.member('human_agent');
    expect((await agent.get('/api/knowledge/sources')).status).toBe(403);
  });

  it("stops a crawl at the plan's page cap", async () => {
    const capped = await signUpTenant(gw.url);
    const planId = `plan-kb-${Date.now()}`;
    await db()
      .entities.plan.create({
        id: planId,
        name: 'Tiny',
        conversationsLimit: 10,
        priceMonthly: 0,
        features: ['x'],
        knowledgePagesLimit: 2,
        knowledgeFileMbLimit: 1,
      })
      .go()
      .then(({ data }) => db().entities.client.patch({ clientId: capped.clientId }).set({ planId: data.id }).go());
    // an active plan is in the public catalogue other test files read (GET /api/plans): gone at once after
    try {
      const r = await capped.owner.post('/api/knowledge/sources/website', { url: `${base}/` });
      await gw.queue.drain();
      const done = await source(capped.owner, r.json.id);
      expect(done.status).toBe('ready');
      expect(done.progress).toEqual({ done: 2, total: 2 });
      // the list says the plan's limits, so the screen can show them before a file is picked
      const list = await capped.owner.get('/api/knowledge/sources');
      expect(listSourcesResponse.parse(list.json)).toEqual(list.json);
      expect(list.json.limits).toEqual({ pages: 2, fileBytes: 1024 * 1024 });

      // the plan's file size: a body past it declared small is refused by S3's policy or by the confirm (413)
      const big = (await upload(capped.owner, 'big.txt', Buffer.alloc(1024 * 1024 + 10, 'a'), 100)) as {
        request: { json: { upload: { maxBytes: number }; source: { id: string } } };
        refused?: number;
        confirmed?: { status: number };
      };
      expect(big.request.json.upload.maxBytes).toBe(1024 * 1024);
      if (big.refused) expect(big.refused).toBe(400);
      else expect(big.confirmed?.status).toBe(413);
      expect((await source(capped.owner, big.request.json.source.id)).status).toBe('queued');
      expect(await tenantChunks(capped.clientId, big.request.json.source.id)).toEqual([]);
    } finally {
      await db().entities.plan.delete({ id: planId }).go();
    }
  });
});
