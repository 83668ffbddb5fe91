import * as chromeLauncher from 'chrome-launcher';
import puppeteer, { type CookieData, type Page } from 'puppeteer-core';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from '../../e2e/chromium';
import type { RunningParley } from '../../e2e/parley-server';

/** Signs a fresh business up through the API (as e2e/helpers.ts registerBusiness does) and returns its session cookies. */
export async function signUpSession(parley: RunningParley): Promise<CookieData[]> {
  const email = `bench-web-${Date.now().toString(36)}@bench.parley.test`;
  const res = await fetch(`${parley.url}/api/auth/register`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', origin: parley.url },
    body: JSON.stringify({
      firstName: 'Bench',
      lastName: 'Web',
      email,
      password: 'Sup3rSecret!',
      confirmPassword: 'Sup3rSecret!',
      companyName: 'Bench Web Ltd',
      phone: '+91 98450 67890',
      industry: 'Retail',
      planId: 'plan-starter',
    }),
  });
  if (res.status !== 201) throw new Error(`sign-up failed: ${res.status} ${await res.text()}`);
  const domain = new URL(parley.url).hostname;
  const cookies = res.headers.getSetCookie().map((header): CookieData => {
    const [pair, ...attributes] = header.split(';').map((part) => part.trim());
    const eq = pair.indexOf('=');
    const attr = (name: string) =>
      attributes.find((a) => a.toLowerCase().startsWith(`${name}=`))?.slice(name.length + 1);
    return {
      name: pair.slice(0, eq),
      value: pair.slice(eq + 1),
      domain,
      path: attr('path') ?? '/',
      httpOnly: attributes.some((a) => a.toLowerCase() === 'httponly'),
      sameSite: 'Lax',
    };
  });
  if (cookies.length === 0) throw new Error('sign-up set no session cookie');
  return cookies;
}

/** A fresh browser (cold cache) holding these cookies, and a new page in it; closed after `use` (bench:web, web-profile). */
export async function withBrowser<T>(cookies: CookieData[], use: (page: Page) => Promise<T>): Promise<T> {
  const chrome = await chromeLauncher.launch({
    chromePath: CHROMIUM_PATH,
    chromeFlags: CHROMIUM_ARGS,
    logLevel: 'silent',
  });
  try {
    const browser = await puppeteer.connect({ browserURL: `http://127.0.0.1:${chrome.port}`, defaultViewport: null });
    try {
      if (cookies.length > 0) await browser.setCookie(...cookies);
      return await use(await browser.newPage());
    } finally {
      await browser.disconnect();
    }
  } finally {
    await chrome.kill();
  }
}
