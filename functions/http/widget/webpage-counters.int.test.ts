import { GetCommand } from '@aws-sdk/lib-dynamodb';
import type { TestGateway } from '../../../infra/local/test-gateway';
import { tenantSuite } from '../../../infra/test-fixtures/tenant-suite';
import { readCounter } from '../../core/metrics/counters';
import { documentClient } from '../../db/client';
import { newId } from '../../db/ids';
import { db } from '../../db/service';
import { signUpTenant, type TestTenant } from '../../test-support/tenants';

/**
 * An AI webpage's visits and conversions (issue 15, Deliver 6), as its widget reports them: the loader's
 * beacon (POST …/loads?webpageId=) and the lead form (POST …/conversations with webpageId).
 */
const BROWSER =
  'Mozilla/5.0 (Linux; Android 13; Pixel 7) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Mobile Safari/537.36';
const SITE = 'https://parley.example';

let gw: TestGateway;
let t: TestTenant;
let other: TestTenant;
const pages: Record<'published' | 'draft' | 'archived' | 'othersPublished', string> = {
  published: '',
  draft: '',
  archived: '',
  othersPublished: '',
};

async function createPage(clientId: string, status: 'draft' | 'published' | 'archived') {
  const id = newId();
  await db()
    .entities.aiWebpage.create({
      clientId,
      id,
      name: 'Joe’s Diner',
      pathname: `diner-${id.slice(-8).toLowerCase()}`,
      template: 'restaurant',
      title: 'Joe’s Diner',
      description: 'Fresh food',
      status,
    })
    .go();
  return id;
}
const countersOf = async (clientId: string, id: string) => {
  const { data } = await db().entities.aiWebpage.get({ clientId, id }).go();
  return { visits: data?.visits, conversions: data?.conversions, updatedAt: data?.updatedAt };
};

tenantSuite(async (g, tenant) => {
  gw = g;
  t = tenant;
  other = await signUpTenant(gw.url);
  pages.published = await createPage(t.clientId, 'published');
  pages.draft = await createPage(t.clientId, 'draft');
  pages.archived = await createPage(t.clientId, 'archived');
  pages.othersPublished = await createPage(other.clientId, 'published');
});

const beacon = (clientId: string, webpageId?: string, userAgent = BROWSER) =>
  fetch(`${gw.url}/api/widget/${clientId}/loads${webpageId ? `?webpageId=${encodeURIComponent(webpageId)}` : ''}`, {
    method: 'POST',
    headers: { origin: SITE, 'user-agent': userAgent },
  });
async function startChat(clientId: string, webpageId: string | undefined, userAgent = BROWSER) {
  const res = await fetch(`${gw.url}/api/widget/${clientId}/conversations`, {
    method: 'POST',
    headers: { origin: SITE, 'content-type': 'application/json', 'user-agent': userAgent },
    body: JSON.stringify({ fields: { name: 'Meera Shah', email: 'meera@example.com' }, webpageId }),
  });
  return { status: res.status, json: await res.json() };
}

describe('AI webpage visits (the widget loader’s beacon)', () => {
  it('counts one visit per address and page each half hour, without touching its last-modified time', async () => {
    const before = await countersOf(t.clientId, pages.published);
    expect(before.visits).toBe(0);
    expect((await beacon(t.clientId, pages.published)).status).toBe(204);
    expect((await countersOf(t.clientId, pages.published)).visits).toBe(1);
    // a reload from the same address is the same visit
    expect((await beacon(t.clientId, pages.published)).status).toBe(204);
    const after = await countersOf(t.clientId, pages.published);
    expect(after.visits).toBe(1);
    expect(after.conversions).toBe(0);
    expect(after.updatedAt).toBe(before.updatedAt);
  });

  it('does not count robots, headless browsers, Lighthouse or a request without a user agent', async () => {
    // a page of its own: robots' views come first from this address, before any person's
    const page = await createPage(t.clientId, 'published');
    const agents = [
      'Mozilla/5.0 (compatible; Googlebot/2.1; +http://www.google.com/bot.html)',
      'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) HeadlessChrome/131.0.0.0 Safari/537.36',
      `${BROWSER} Chrome-Lighthouse`,
      'Mozilla/5.0 (compatible; AhrefsBot/7.0; +http://ahrefs.com/robot/)',
      '',
    ];
    for (const ua of agents) expect((await beacon(t.clientId, page, ua)).status, ua).toBe(204);
    expect((await countersOf(t.clientId, page)).visits).toBe(0);
    // the robots spent no "first view" slot: the person at the same address after them is a visit
    expect((await beacon(t.clientId, page)).status).toBe(204);
    expect((await countersOf(t.clientId, page)).visits).toBe(1);
  });

  it('counts nothing for a draft or archived page, another tenant’s page or a made-up id (same 204)', async () => {
    const widgetLoads = await readCounter(t.clientId, 'widgetLoads');
    for (const id of [pages.draft, pages.archived, pages.othersPublished, 'no-such-page'])
      expect((await beacon(t.clientId, id)).status).toBe(204);
    expect((await countersOf(t.clientId, pages.draft)).visits).toBe(0);
    expect((await countersOf(t.clientId, pages.archived)).visits).toBe(0);
    expect((await countersOf(other.clientId, pages.othersPublished)).visits).toBe(0);
    // the page view itself still counts for the tenant's widget, as any page with the widget does
    expect(await readCounter(t.clientId, 'widgetLoads')).toBe(widgetLoads + 4);
    // no item, not even a bare counter, was written under this tenant's key for those ids (read raw:
    // ElectroDB would hide an item without its entity fields)
    for (const id of [pages.othersPublished, 'no-such-page']) {
      const { Key, TableName } = db().entities.aiWebpage.get({ clientId: t.clientId, id }).params();
      expect((await documentClient().send(new GetCommand({ TableName, Key }))).Item).toBeUndefined();
    }
  });

  it('refuses a malformed webpageId or an unknown query key with a 400 naming it, counting nothing', async () => {
    const before = await readCounter(t.clientId, 'widgetLoads');
    const long = await beacon(t.clientId, 'x'.repeat(65));
    expect(long.status).toBe(400);
    expect((await long.json()).error.fields).toHaveProperty('webpageId');
    const unknown = await fetch(`${gw.url}/api/widget/${t.clientId}/loads?visitor=me`, {
      method: 'POST',
      headers: { origin: SITE, 'user-agent': BROWSER },
    });
    expect(unknown.status).toBe(400);
    expect(await readCounter(t.clientId, 'widgetLoads')).toBe(before);
  });
});

describe('AI webpage conversions (a lead captured by the page’s widget)', () => {
  it('counts a conversion when the lead form on a published page starts a conversation', async () => {
    const before = await countersOf(t.clientId, pages.published);
    const started = await startChat(t.clientId, pages.published);
    expect(started.status).toBe(201);
    const after = await countersOf(t.clientId, pages.published);
    expect(after.conversions).toBe((before.conversions ?? 0) + 1);
    expect(after.visits).toBe(before.visits);
    expect(after.updatedAt).toBe(before.updatedAt);
  });

  it('counts no conversion off the page, for draft/archived/another tenant’s page, or for a bot', async () => {
    const published = (await countersOf(t.clientId, pages.published)).conversions;
    expect((await startChat(t.clientId, undefined)).status).toBe(201);
    for (const id of [pages.draft, pages.archived, pages.othersPublished])
      expect((await startChat(t.clientId, id)).status).toBe(201);
    expect((await startChat(t.clientId, pages.published, 'Mozilla/5.0 (compatible; bingbot/2.0)')).status).toBe(201);
    expect((await countersOf(t.clientId, pages.published)).conversions).toBe(published);
    expect((await countersOf(t.clientId, pages.draft)).conversions).toBe(0);
    expect((await countersOf(t.clientId, pages.archived)).conversions).toBe(0);
    expect((await countersOf(other.clientId, pages.othersPublished)).conversions).toBe(0);
  });

  it('refuses a malformed webpageId with a 400 naming it, starting nothing', async () => {
    const before = await readCounter(t.clientId, 'conversations');
    const bad = await startChat(t.clientId, 'x'.repeat(65));
    expect(bad.status).toBe(400);
    expect(bad.json.error.fields).toHaveProperty('webpageId');
    expect(await readCounter(t.clientId, 'conversations')).toBe(before);
  });
});
