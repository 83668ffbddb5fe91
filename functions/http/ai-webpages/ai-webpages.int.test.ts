import { randomBytes } from 'node:crypto';
import { PAGES_BUCKET } from '../../../infra/local/s3-local';
import type { TestGateway } from '../../../infra/local/test-gateway';
import { startTestGateway } from '../../../infra/local/test-gateway';
import { webpagesDb } from '../../core/webpages/store';
import { seedPlans } from '../../ops/seed';
import { signInAdmin, signUpTenant, type TestTenant } from '../../test-support/tenants';

/**
 * The AI webpages API (issue 15 items 1 and 5) over HTTP against DynamoDB Local, cognito-local and
 * s3rver: what is published is read back from the bucket as CloudFront would read it.
 */
let gw: TestGateway;
let a: TestTenant;
let b: TestTenant;

beforeAll(async () => {
  gw = await startTestGateway();
  await seedPlans();
  [a, b] = await Promise.all([signUpTenant(gw.url), signUpTenant(gw.url, { companyName: 'Second Ltd' })]);
});
afterAll(() => gw?.stop());

/** An address no other test (or test file) uses: the bucket is shared by every file. */
const uniquePath = (tag = 'shop') => `${tag}-${randomBytes(4).toString('hex')}`;

const body = (over: Record<string, unknown> = {}) => ({
  name: 'Annapurna Kitchen',
  pathname: uniquePath(),
  template: 'restaurant',
  title: 'Annapurna Kitchen, Pune',
  description: 'South Indian meals and filter coffee',
  primaryColor: '#B45309',
  status: 'draft',
  customData: { restaurantName: 'Annapurna Kitchen', cuisine: 'South Indian', dish1Name: 'Masala dosa' },
  ...over,
});

/** The object at `key` in the pages bucket, straight from s3rver. */
async function object(key: string) {
  const r = await fetch(`${process.env.S3_ENDPOINT}/${PAGES_BUCKET}/${key}`);
  return {
    status: r.status,
    type: r.headers.get('content-type'),
    cache: r.headers.get('cache-control'),
    text: await r.text(),
  };
}
const pageObject = (pathname: string) => object(`page/${pathname}/index.html`);

/** The keys under a prefix (ListObjectsV2 on s3rver). */
async function keysUnder(prefix: string): Promise<string[]> {
  const r = await fetch(`${process.env.S3_ENDPOINT}/${PAGES_BUCKET}?list-type=2&prefix=${encodeURIComponent(prefix)}`);
  return [...(await r.text()).matchAll(/<Key>([^<]+)<\/Key>/g)].map((m) => m[1]);
}

/** A fresh tenant with no webpage yet (one per account: most tests need their own). */
const freshTenant = () => signUpTenant(gw.url);

async function claimsOf(clientId: string) {
  const { data } = await webpagesDb()
    .entities.webpageClaim.scan.where(({ clientId: c }, { eq }) => eq(c, clientId))
    .go({ pages: 'all' });
  return data.map((c) => `${c.kind}:${c.key}`).sort();
}

function form(fields: Record<string, string>, logo?: { bytes: Uint8Array; name: string; type: string }) {
  const f = new FormData();
  for (const [k, v] of Object.entries(fields)) f.set(k, v);
  if (logo) f.set('logo', new Blob([new Uint8Array(logo.bytes)], { type: logo.type }), logo.name);
  return f;
}
/** The edit form's fields, as the wizard sends them (customData as JSON text). */
const formFields = (page: Record<string, unknown>, over: Record<string, unknown> = {}) => {
  const p = { ...page, ...over };
  return {
    name: String(p.name),
    pathname: String(p.pathname),
    template: String(p.template),
    title: String(p.title),
    description: String(p.description),
    primaryColor: String(p.primaryColor),
    customData: JSON.stringify(p.customData),
  };
};

const PNG = Uint8Array.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, ...randomBytes(64)]);

describe('AI webpages API', () => {
  it('creates, lists, publishes, unpublishes, moves and deletes a page, with the bucket following each step', async () => {
    const t = await freshTenant();
    const first = uniquePath('kitchen');
    const created = await t.owner.post('/api/ai-webpages', body({ pathname: first, status: 'published' }));
    expect(created.status).toBe(201);
    const page = created.json.webpage;
    expect(page).toMatchObject({ pathname: first, status: 'published', visits: 0, conversions: 0 });
    expect(page.lastModified).toMatch(/^\d{4}-/);
    expect(page.customData.cuisine).toBe('South Indian');

    const online = await pageObject(first);
    expect(online.status).toBe(200);
    expect(online.type).toBe('text/html; charset=utf-8');
    expect(online.cache).toMatch(/max-age=\d+/);
    expect(online.text).toContain('Annapurna Kitchen');
    expect(online.text).toContain(`data-client-id="${t.clientId}"`);
    expect(online.text).toContain(`${process.env.APP_ORIGIN}/widget/parley-widget.js`);

    expect((await t.owner.get('/api/ai-webpages')).json.webpages.map((w: { id: string }) => w.id)).toEqual([page.id]);
    expect((await t.owner.get(`/api/ai-webpages/${page.id}`)).json.webpage.name).toBe('Annapurna Kitchen');

    const draft = await t.owner.patch(`/api/ai-webpages/${page.id}/status`, { status: 'draft' });
    expect(draft.json.webpage.status).toBe('draft');
    expect((await pageObject(first)).status).toBe(404);
    // the owner still previews it
    const preview = await t.owner.get(`/api/ai-webpages/${page.id}/preview`);
    expect(preview.status).toBe(200);
    expect(preview.headers.get('content-type')).toBe('text/html; charset=utf-8');
    expect(preview.text).toContain('<title>Annapurna Kitchen, Pune</title>');

    expect((await t.owner.patch(`/api/ai-webpages/${page.id}/status`, { status: 'published' })).status).toBe(200);
    expect((await pageObject(first)).status).toBe(200);

    // the edit form (multipart) with a new address: the old object goes, the new one is published
    const second = uniquePath('kitchen');
    const edited = await t.owner.put(
      `/api/ai-webpages/${page.id}`,
      form(formFields(page, { pathname: second, title: 'Annapurna, now in Baner' })),
    );
    expect(edited.status).toBe(200);
    expect(edited.json.webpage).toMatchObject({
      pathname: second,
      title: 'Annapurna, now in Baner',
      status: 'published',
    });
    expect((await pageObject(first)).status).toBe(404);
    expect((await pageObject(second)).text).toContain('<title>Annapurna, now in Baner</title>');
    expect(await claimsOf(t.clientId)).toEqual([`account:${t.clientId}`, `pathname:${second}`]);
    // the old address is free for anyone at once
    const other = await freshTenant();
    expect((await other.owner.post('/api/ai-webpages', body({ pathname: first }))).status).toBe(201);

    const removed = await t.owner.del(`/api/ai-webpages/${page.id}`);
    expect(removed.status).toBe(204);
    expect((await pageObject(second)).status).toBe(404);
    expect((await t.owner.get('/api/ai-webpages')).json.webpages).toEqual([]);
    expect((await t.owner.get(`/api/ai-webpages/${page.id}`)).status).toBe(404);
    expect(await claimsOf(t.clientId)).toEqual([]);
    // the account may make a page again, at the address it just freed
    expect((await t.owner.post('/api/ai-webpages', body({ pathname: second }))).status).toBe(201);
  });

  it('editing a published page publishes it again; a JSON body works as well as the form', async () => {
    const t = await freshTenant();
    const pathname = uniquePath();
    const { json } = await t.owner.post('/api/ai-webpages', body({ pathname, status: 'published' }));
    const r = await t.owner.put(`/api/ai-webpages/${json.webpage.id}`, {
      ...body({ pathname }),
      status: undefined,
      description: 'Now open on Sundays',
    });
    expect(r.status).toBe(200);
    expect((await pageObject(pathname)).text).toContain('Now open on Sundays');
  });

  it("reads a browser's form (a mixed-case boundary) as the wizard sends it", async () => {
    const t = await freshTenant();
    const page = (await t.owner.post('/api/ai-webpages', body())).json.webpage;
    const boundary = '----WebKitFormBoundaryQx7AbCdEfGh';
    const fields = formFields(page, { title: 'Sent by Chromium' });
    const raw = `${Object.entries(fields)
      .map(([k, v]) => `--${boundary}\r\nContent-Disposition: form-data; name="${k}"\r\n\r\n${v}\r\n`)
      .join('')}--${boundary}--\r\n`;
    const r = await t.owner.request('PUT', `/api/ai-webpages/${page.id}`, raw, {
      'content-type': `multipart/form-data; boundary=${boundary}`,
    });
    expect(r.status).toBe(200);
    expect(r.json.webpage.title).toBe('Sent by Chromium');
  });

  it('allows one webpage per account: a second is a 409 that stores nothing', async () => {
    const t = await freshTenant();
    expect((await t.owner.post('/api/ai-webpages', body())).status).toBe(201);
    const secondPath = uniquePath();
    const second = await t.owner.post('/api/ai-webpages', body({ pathname: secondPath, status: 'published' }));
    expect(second.status).toBe(409);
    expect(second.json.error.message).toMatch(/already has a webpage/);
    expect((await t.owner.get('/api/ai-webpages')).json.webpages).toHaveLength(1);
    expect((await pageObject(secondPath)).status).toBe(404);
    // the refused address was not claimed either
    expect((await b.owner.post('/api/ai-webpages', body({ pathname: secondPath }))).status).toBe(201);
    await b.owner.del(`/api/ai-webpages/${(await b.owner.get('/api/ai-webpages')).json.webpages[0].id}`);
  });

  it("refuses another tenant's address (409 naming pathname), on create and on edit", async () => {
    const pathname = uniquePath();
    const [x, y] = await Promise.all([freshTenant(), freshTenant()]);
    expect((await x.owner.post('/api/ai-webpages', body({ pathname, status: 'published' }))).status).toBe(201);
    const taken = await y.owner.post('/api/ai-webpages', body({ pathname }));
    expect(taken.status).toBe(409);
    expect(taken.json.error).toMatchObject({
      message: 'This address is taken',
      fields: { pathname: 'This address is taken' },
    });
    expect((await y.owner.get('/api/ai-webpages')).json.webpages).toEqual([]);
    expect(await claimsOf(y.clientId)).toEqual([]);

    const own = (await y.owner.post('/api/ai-webpages', body())).json.webpage;
    const move = await y.owner.put(`/api/ai-webpages/${own.id}`, form(formFields(own, { pathname })));
    expect(move.status).toBe(409);
    expect(move.json.error.fields.pathname).toBe('This address is taken');
    expect((await y.owner.get(`/api/ai-webpages/${own.id}`)).json.webpage.pathname).toBe(own.pathname);
    // x's published page is untouched
    expect((await pageObject(pathname)).text).toContain(`data-client-id="${x.clientId}"`);
  });

  it('lets exactly one of two tenants claiming the same address at once win', async () => {
    const tenants = await Promise.all([freshTenant(), freshTenant(), freshTenant()]);
    const pathname = uniquePath('race');
    const results = await Promise.all(
      tenants.map((t) => t.owner.post('/api/ai-webpages', body({ pathname, status: 'published' }))),
    );
    expect(results.map((r) => r.status).sort()).toEqual([201, 409, 409]);
    const winner = tenants[results.findIndex((r) => r.status === 201)];
    expect((await pageObject(pathname)).text).toContain(`data-client-id="${winner.clientId}"`);
    for (const t of tenants.filter((t) => t !== winner)) {
      expect((await t.owner.get('/api/ai-webpages')).json.webpages).toEqual([]);
    }
  });

  it("frees a deleted account's address for the next owner, whose draft takes the old page offline", async () => {
    const [gone, next] = await Promise.all([freshTenant(), freshTenant()]);
    const pathname = uniquePath('closed');
    await gone.owner.post('/api/ai-webpages', body({ pathname, status: 'published' }));
    const { json: account } = await gone.owner.get('/api/settings/account');
    const deleted = await gone.owner.post('/api/settings/account/delete', { confirmation: account.companyName });
    expect(deleted.status).toBeLessThan(300);

    const r = await next.owner.post('/api/ai-webpages', body({ pathname }));
    expect(r.status).toBe(201);
    expect(await claimsOf(gone.clientId)).not.toContain(`pathname:${pathname}`);
    expect((await pageObject(pathname)).status).toBe(404);
  });

  it("answers 404 for another tenant's webpage on every route and changes nothing", async () => {
    const pathname = uniquePath();
    const page = (await a.owner.post('/api/ai-webpages', body({ pathname, status: 'published' }))).json.webpage;
    const url = `/api/ai-webpages/${page.id}`;
    const calls = [
      b.owner.get(url),
      b.owner.get(`${url}/preview`),
      b.owner.put(url, form(formFields(page, { name: 'Hijacked' }))),
      b.owner.patch(`${url}/status`, { status: 'draft' }),
      b.owner.del(url),
    ];
    for (const r of await Promise.all(calls)) {
      expect(r.status).toBe(404);
      expect(r.text).not.toContain('Annapurna');
    }
    const after = (await a.owner.get(url)).json.webpage;
    expect(after).toEqual(page);
    expect((await pageObject(pathname)).status).toBe(200);
    await a.owner.del(url);
  });
});

/** Polls until `check` holds (the queue consumer works in the background), at most 10 s. */
async function eventually(check: () => Promise<boolean>): Promise<void> {
  for (const until = Date.now() + 10_000; Date.now() < until; ) {
    if (await check()) return;
    await new Promise((r) => setTimeout(r, 50));
  }
  throw new Error('condition not met within 10 s');
}

describe('AI webpages: admin suspension (issue 12)', () => {
  it("takes a suspended tenant's published page offline and brings it back on activation; a draft stays off", async () => {
    const [x, y] = await Promise.all([freshTenant(), freshTenant()]);
    const published = uniquePath('live');
    const draft = uniquePath('draft');
    await x.owner.post('/api/ai-webpages', body({ pathname: published, status: 'published' }));
    await y.owner.post('/api/ai-webpages', body({ pathname: draft }));
    const admin = await signInAdmin(gw.url);
    const setStatus = (t: TestTenant, status: string) =>
      admin.put(`/api/admin/clients/${t.clientId}/status`, { status });

    expect((await setStatus(x, 'suspended')).status).toBe(200);
    await eventually(async () => (await pageObject(published)).status === 404);
    // the page's own status is kept for the day the tenant comes back
    const { data: stored } = await webpagesDb().entities.aiWebpage.query.byId({ clientId: x.clientId }).go();
    expect(stored[0].status).toBe('published');

    expect((await setStatus(x, 'active')).status).toBe(200);
    await eventually(async () => (await pageObject(published)).status === 200);
    expect((await pageObject(published)).text).toContain(`data-client-id="${x.clientId}"`);

    await setStatus(y, 'suspended');
    await setStatus(y, 'active');
    // give the consumer the time it took above, then check the draft was not published by the round trip
    await eventually(async () => (await pageObject(published)).status === 200);
    await new Promise((r) => setTimeout(r, 300));
    expect((await pageObject(draft)).status).toBe(404);
  });
});

describe('AI webpages: bad input is a 400 naming the field, and nothing is stored', () => {
  let t: TestTenant;
  beforeAll(async () => {
    t = await freshTenant();
  });

  it.each([
    ['a slash', 'my/shop'],
    ['a dot', 'my.shop'],
    ['unicode', 'café-shop'],
    ['uppercase', 'MyShop'],
    ['a reserved word', 'admin'],
    ['too short', 'ab'],
    ['a space', 'my shop'],
    ['traversal', '..'],
  ])('a pathname with %s', async (_, pathname) => {
    const r = await t.owner.post('/api/ai-webpages', body({ pathname, status: 'published' }));
    expect(r.status).toBe(400);
    expect(Object.keys(r.json.error.fields)).toEqual(['pathname']);
    expect((await t.owner.get('/api/ai-webpages')).json.webpages).toEqual([]);
    expect(await claimsOf(t.clientId)).toEqual([]);
  });

  it('customData with a key the template does not have, or over 20 KB', async () => {
    const unknown = await t.owner.post(
      '/api/ai-webpages',
      body({ customData: { restaurantName: 'X', agentName: 'not a restaurant field' } }),
    );
    expect(unknown.status).toBe(400);
    expect(unknown.json.error.fields).toEqual({ 'customData.agentName': 'Unknown field' });

    const huge = await t.owner.post('/api/ai-webpages', body({ customData: { aboutText: 'x'.repeat(21 * 1024) } }));
    expect(huge.status).toBe(400);
    expect(huge.json.error.fields.customData).toMatch(/20 KB/);
    expect((await t.owner.get('/api/ai-webpages')).json.webpages).toEqual([]);
  });

  it('the edit form: customData that is not JSON, or with an unknown key, changes nothing', async () => {
    const x = await freshTenant();
    const page = (await x.owner.post('/api/ai-webpages', body())).json.webpage;
    const notJson = await x.owner.put(
      `/api/ai-webpages/${page.id}`,
      form({ ...formFields(page), customData: '{oops' }),
    );
    expect(notJson.status).toBe(400);
    expect(notJson.json.error.fields).toEqual({ customData: 'Page content must be JSON' });
    const unknown = await x.owner.put(
      `/api/ai-webpages/${page.id}`,
      form(formFields(page, { customData: { restaurantName: 'Y', hacker: true } })),
    );
    expect(unknown.json.error.fields).toEqual({ 'customData.hacker': 'Unknown field' });
    const slash = await x.owner.put(`/api/ai-webpages/${page.id}`, form(formFields(page, { pathname: 'a/b/c' })));
    expect(Object.keys(slash.json.error.fields)).toEqual(['pathname']);
    expect((await x.owner.get(`/api/ai-webpages/${page.id}`)).json.webpage).toEqual(page);
  });

  it('HTML or script in text fields stays inert text in the published page', async () => {
    const x = await freshTenant();
    const pathname = uniquePath();
    const r = await x.owner.post(
      '/api/ai-webpages',
      body({
        pathname,
        status: 'published',
        name: '<img src=x onerror=alert(1)>',
        title: '</title><script>alert("t")</script>',
        customData: {
          restaurantName: '<script>alert("n")</script>',
          aboutText: '<iframe src="https://evil.example"></iframe>',
          dish1Name: '"><svg onload=alert(2)>',
        },
      }),
    );
    expect(r.status).toBe(201);
    const html = (await pageObject(pathname)).text;
    expect(html).toContain('&lt;script&gt;alert(&quot;n&quot;)&lt;/script&gt;');
    expect(html).toContain('&lt;iframe');
    for (const live of ['<script>alert', '<iframe', '<svg onload', '<img src=x', 'onerror=alert(1)>']) {
      expect(html).not.toContain(live);
    }
  });

  describe('the logo upload', () => {
    let x: TestTenant;
    let page: Record<string, unknown> & { id: string; pathname: string };
    beforeAll(async () => {
      x = await freshTenant();
      page = (await x.owner.post('/api/ai-webpages', body({ status: 'published' }))).json.webpage;
    });
    const upload = (logo: { bytes: Uint8Array; name: string; type: string }) =>
      x.owner.put(`/api/ai-webpages/${page.id}`, form(formFields(page), logo));

    it('stores a PNG under page/_assets/<id>/ with its type and puts it on the published page', async () => {
      const r = await upload({ bytes: PNG, name: 'logo.png', type: 'image/png' });
      expect(r.status).toBe(200);
      const { logoUrl } = r.json.webpage;
      expect(logoUrl).toMatch(
        new RegExp(`^${process.env.APP_ORIGIN}/page/_assets/${page.id}/logo-[0-9a-f]{16}\\.png$`),
      );
      const stored = await object(new URL(logoUrl).pathname.slice(1));
      expect([stored.status, stored.type]).toEqual([200, 'image/png']);
      expect((await pageObject(page.pathname)).text).toContain(logoUrl);

      // a new logo replaces the old one in the bucket
      const jpeg = Uint8Array.from([0xff, 0xd8, 0xff, 0xe0, ...randomBytes(32)]);
      const next = await upload({ bytes: jpeg, name: 'logo.jpg', type: 'image/jpeg' });
      expect(next.json.webpage.logoUrl).toMatch(/\.jpg$/);
      expect(await keysUnder(`page/_assets/${page.id}/`)).toEqual([
        new URL(next.json.webpage.logoUrl).pathname.slice(1),
      ]);
      page = next.json.webpage;
    });

    it.each([
      [
        'an SVG',
        {
          bytes: new TextEncoder().encode('<svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script></svg>'),
          name: 'logo.svg',
          type: 'image/svg+xml',
        },
        /PNG, JPEG or WebP/,
      ],
      [
        'HTML named logo.png',
        {
          bytes: new TextEncoder().encode('<html><script>alert(1)</script></html>'),
          name: 'logo.png',
          type: 'image/png',
        },
        /PNG, JPEG or WebP/,
      ],
      [
        'a GIF',
        { bytes: new TextEncoder().encode('GIF89a....'), name: 'logo.gif', type: 'image/gif' },
        /PNG, JPEG or WebP/,
      ],
      [
        'a PNG over 512 KB',
        {
          bytes: Uint8Array.from([...PNG.slice(0, 8), ...new Uint8Array(600 * 1024)]),
          name: 'big.png',
          type: 'image/png',
        },
        /512 KB/,
      ],
    ])('refuses %s (400 naming logo), stores nothing', async (_, logo, message) => {
      const before = (await x.owner.get(`/api/ai-webpages/${page.id}`)).json.webpage;
      const assets = await keysUnder(`page/_assets/${page.id}/`);
      const r = await upload(logo);
      expect(r.status).toBe(400);
      expect(Object.keys(r.json.error.fields)).toEqual(['logo']);
      expect(r.json.error.message).toMatch(message);
      expect((await x.owner.get(`/api/ai-webpages/${page.id}`)).json.webpage).toEqual(before);
      expect(await keysUnder(`page/_assets/${page.id}/`)).toEqual(assets);
    });

    it('refuses a file under any other name', async () => {
      const f = form(formFields(page));
      f.set('avatar', new Blob([PNG], { type: 'image/png' }), 'a.png');
      const r = await x.owner.put(`/api/ai-webpages/${page.id}`, f);
      expect(r.status).toBe(400);
      expect(Object.keys(r.json.error.fields)).toEqual(['avatar']);
    });
  });
});
