import { randomBytes } from 'node:crypto';
import type { TestGateway } from '../../../infra/local/test-gateway';
import { tenantSuite } from '../../../infra/test-fixtures/tenant-suite';
import type { TestTenant } from '../../test-support/tenants';

/**
 * The public life of an AI webpage through the local gateway, as a visitor meets it (issue 15 §5–§6):
 * the owner publishes it over the API, /page/{pathname} serves it from the pages bucket, its widget tag
 * names it, the widget's beacon and lead form count a visit and a conversion on the owner's list, and
 * archiving it makes the address the friendly 404.
 */
const BROWSER =
  'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36';

let gw: TestGateway;
let t: TestTenant;
tenantSuite((g, tenant) => {
  gw = g;
  t = tenant;
});

const visitor = (path: string, init: RequestInit = {}) =>
  fetch(`${gw.url}${path}`, { ...init, headers: { 'user-agent': BROWSER, ...init.headers } });
const figures = async () => {
  const [page] = (await t.owner.get('/api/ai-webpages')).json.webpages;
  return { visits: page.visits, conversions: page.conversions };
};

describe('a published AI webpage, as a visitor meets it', () => {
  it('is served at /page/{pathname}, counts the visit and the lead its widget brings, and goes when archived', async () => {
    const pathname = `diner-${randomBytes(4).toString('hex')}`;
    const created = await t.owner.post('/api/ai-webpages', {
      name: 'Joe’s Diner',
      pathname,
      template: 'restaurant',
      title: 'Joe’s Diner, Pune',
      description: 'Breakfast all day',
      primaryColor: '#B45309',
      status: 'published',
      customData: { restaurantName: 'Joe’s Diner', cuisine: 'American' },
    });
    expect(created.status).toBe(201);
    const id = created.json.webpage.id as string;

    const page = await visitor(`/page/${pathname}`);
    expect(page.status).toBe(200);
    expect(page.headers.get('content-type')).toBe('text/html; charset=utf-8');
    expect(page.headers.get('x-frame-options')).toBe('DENY');
    const html = await page.text();
    expect(html).toContain('Joe’s Diner');
    // the widget tag names this page; that id is what the loader and the lead form send
    const webpageId = /data-webpage-id="([^"]+)"/.exec(html)?.[1];
    expect(webpageId).toBe(id);
    expect((await visitor(`/page/${pathname}/`)).status).toBe(200);

    expect(await figures()).toEqual({ visits: 0, conversions: 0 });
    expect((await visitor(`/api/widget/${t.clientId}/loads?webpageId=${id}`, { method: 'POST' })).status).toBe(204);
    const lead = await visitor(`/api/widget/${t.clientId}/conversations`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', origin: 'https://elsewhere.example' },
      body: JSON.stringify({ fields: { name: 'Meera Shah', email: 'meera@example.com' }, webpageId: id }),
    });
    expect(lead.status).toBe(201);
    expect(await figures()).toEqual({ visits: 1, conversions: 1 });

    expect((await t.owner.patch(`/api/ai-webpages/${id}/status`, { status: 'archived' })).status).toBe(200);
    const gone = await visitor(`/page/${pathname}`);
    expect(gone.status).toBe(404);
    expect(await gone.text()).toContain('This page is not published');
    // an archived page counts nothing more
    await visitor(`/api/widget/${t.clientId}/loads?webpageId=${id}`, { method: 'POST' });
    expect(await figures()).toEqual({ visits: 1, conversions: 1 });
  });
});
