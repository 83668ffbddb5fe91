import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { type Browser, chromium } from 'playwright-core';
import { startTestGateway, type TestGateway } from './test-gateway';

/**
 * A customer's site on another origin calls a cors route with `Authorization: Bearer`, in real
 * Chromium: the preflight must pass and the answer must be readable. GET /api/plans is the cors route.
 */
let gw: TestGateway;
let site: Server;
let siteUrl: string;
let browser: Browser;

beforeAll(async () => {
  gw = await startTestGateway();
  site = createServer((_req, res) => {
    res.setHeader('content-type', 'text/html');
    res.end('<!doctype html><title>shop</title>');
  });
  await new Promise<void>((r) => site.listen(0, '127.0.0.1', r));
  siteUrl = `http://127.0.0.1:${(site.address() as AddressInfo).port}`;
  browser = await chromium.launch({
    executablePath: '/usr/bin/chromium',
    args: ['--headless', '--no-sandbox', '--disable-gpu', '--disable-quic', '--no-first-run'],
  });
}, 60_000);
afterAll(async () => {
  await browser?.close();
  await new Promise((r) => site.close(r));
  await gw.stop();
});

const callFrom = async (path: string) => {
  const page = await browser.newPage();
  try {
    await page.goto(siteUrl);
    return await page.evaluate(async (url) => {
      try {
        const res = await fetch(url, { headers: { Authorization: 'Bearer x' } });
        return { status: res.status, body: await res.text() };
      } catch (err) {
        return { error: String(err) };
      }
    }, `${gw.url}${path}`);
  } finally {
    await page.close();
  }
};

it('lets another origin call a cors route with a Bearer token (preflight passes)', async () => {
  const r = await callFrom('/api/plans');
  expect(r, JSON.stringify(r)).toMatchObject({ status: 200 });
  expect(JSON.parse((r as { body: string }).body)).toHaveProperty('plans');
});

it('blocks the same call to a route without cors', async () => {
  const r = await callFrom('/api/auth/me');
  expect(r).toMatchObject({ error: expect.stringMatching(/Failed to fetch/) });
});
