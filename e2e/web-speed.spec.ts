import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { expect, type Page, test } from '@playwright/test';
import { DEMO_ACCOUNTS, signIn } from './helpers';

/**
 * Issue 16: the public pages are prerendered (web/build.ts) so they paint, styled, before any script
 * runs, and hydrate after without a mismatch; the pricing cards come from the build's catalogue and are
 * refreshed from GET /api/plans in place.
 */

/** Every error the page logs or throws (React reports hydration mismatches as console errors). */
function pageErrors(page: Page): string[] {
  const errors: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error') errors.push(message.text());
  });
  page.on('pageerror', (error) => errors.push(error.message));
  return errors;
}

test.describe('prerendered public pages', () => {
  test('with JavaScript disabled the landing page shows its hero, features, industries and pricing, styled', async ({
    browser,
    baseURL,
  }) => {
    const context = await browser.newContext({ baseURL, javaScriptEnabled: false });
    const page = await context.newPage();
    try {
      await page.goto('/');
      const hero = page.getByRole('heading', { level: 1 });
      await expect(hero).toBeVisible();
      // The critical CSS is in the page: the UA would give the body an 8px margin and the h1 32px.
      expect(await page.evaluate(() => getComputedStyle(document.body).margin)).toBe('0px');
      expect(Number.parseFloat(await hero.evaluate((el) => getComputedStyle(el).fontSize))).toBeGreaterThan(32);
      for (const section of ['features', 'industries', 'pricing'])
        await expect(page.locator(`#${section}`)).toBeVisible();
      await expect(page.locator('#industries')).toContainText('Healthcare');
      // The build's plan catalogue: every card, with its price and a working sign-up link.
      await expect(page.locator('[data-testid^="plan-card-"]')).toHaveCount(7);
      const starter = page.getByTestId('plan-card-plan-starter');
      await expect(starter).toContainText('₹2,499');
      await expect(starter.getByRole('link', { name: /Get Started/ })).toHaveAttribute(
        'href',
        '/signup?plan=plan-starter',
      );
      expect(await page.locator('script:not([src]):not([type="application/json"])').count()).toBe(0);

      await page.goto('/login');
      await expect(page.getByRole('form', { name: 'Sign in' })).toBeVisible();
      // Until hydration the form cannot submit natively (that would put the password in the URL).
      await expect(page.getByRole('button', { name: 'Sign In' })).toBeDisabled();
    } finally {
      await context.close();
    }
  });

  test('the landing page hydrates without an error and refreshes its prices in place from GET /api/plans', async ({
    page,
  }) => {
    const errors = pageErrors(page);
    // The live catalogue differs from the build's: an admin raised Starter's price after the deploy.
    await page.route('**/api/plans', async (route) => {
      const response = await route.fetch();
      const body = (await response.json()) as { plans: { id: string; priceMonthly: number }[] };
      for (const plan of body.plans) if (plan.id === 'plan-starter') plan.priceMonthly = 259_900;
      await route.fulfill({ response, json: body });
    });
    await page.addInitScript(() => {
      const w = window as unknown as { __cls: number };
      w.__cls = 0;
      new PerformanceObserver((list) => {
        for (const entry of list.getEntries() as (PerformanceEntry & { value: number; hadRecentInput: boolean })[])
          if (!entry.hadRecentInput) w.__cls += entry.value;
      }).observe({ type: 'layout-shift', buffered: true });
    });
    await page.goto('/');
    const starter = page.getByTestId('plan-card-plan-starter');
    await expect(starter).toContainText('₹2,499');
    const before = await starter.boundingBox();
    await expect(starter).toContainText('₹2,599');
    expect(await starter.boundingBox()).toEqual(before);
    await expect(page.locator('[data-testid^="plan-card-"]')).toHaveCount(7);

    // Hydrated: the sections below the fold answer (they load when the browser is idle).
    const form = page.getByRole('form', { name: 'Contact form' });
    await expect(form.getByRole('button', { name: 'Contact Sales' })).toBeEnabled();
    // Taken before the click: the form's rules load on its first focus, so on a loaded machine the errors a
    // first click on Send brings can come more than 500 ms after it, and the layout-shift API then stops
    // counting their shift as caused by the input (it was: 0.0103 in 2 of 5 runs at load 4-6, before and
    // after the change that added this note).
    expect(await page.evaluate(() => (window as unknown as { __cls: number }).__cls)).toBeLessThan(0.01);
    await form.getByRole('button', { name: 'Contact Sales' }).click();
    await expect(form).toContainText('Name must be at least 2 characters');
    expect(errors).toEqual([]);
  });

  test('the landing page’s scripts: a small loader first, nothing of the dashboard', async ({ page }) => {
    const scripts: string[] = [];
    page.on('request', (request) => {
      if (request.resourceType() === 'script') scripts.push(new URL(request.url()).pathname);
    });
    await page.goto('/');
    await expect(page.getByRole('button', { name: 'Specialist Referral' })).toBeEnabled();
    const html = await (await page.request.get('/')).text();
    const named = [...html.matchAll(/<script[^>]*\bsrc="([^"]+)"/g)].map((m) => m[1]);
    expect(named).toHaveLength(1);
    expect(html).not.toContain('rel="modulepreload"');
    expect(scripts.some((path) => /dashboard|admin|bar-chart|recharts/.test(path))).toBe(false);
  });

  test('on a phone the menu loads when first opened and closes again', async ({ browser, baseURL }) => {
    const context = await browser.newContext({ baseURL, viewport: { width: 390, height: 800 } });
    const page = await context.newPage();
    try {
      const errors = pageErrors(page);
      await page.goto('/');
      await page.getByRole('button', { name: 'Open menu' }).click();
      const menu = page.getByRole('dialog', { name: 'Menu' });
      await expect(menu).toBeVisible();
      await expect(menu.getByRole('link', { name: 'Login' })).toHaveAttribute('href', '/login');
      await menu.getByRole('button', { name: 'Pricing' }).click();
      await expect(menu).toBeHidden();
      expect(errors).toEqual([]);
    } finally {
      await context.close();
    }
  });

  test('login and the not-found page hydrate without an error', async ({ page }) => {
    const errors = pageErrors(page);
    // The prerendered app page's script waits for its first paint: no module script, no preloads.
    const html = await (await page.request.get('/login')).text();
    expect([...html.matchAll(/<script[^>]*\bsrc="([^"]+)"/g)].map((m) => m[1])).toEqual(['/after-paint.js']);
    expect(html).not.toContain('rel="modulepreload"');
    await page.goto('/login');
    await expect(page.getByRole('button', { name: 'Sign In' })).toBeEnabled();
    await page.getByRole('button', { name: 'Sign In' }).click();
    await expect(page.getByRole('form', { name: 'Sign in' })).toContainText(/required|Enter/i);
    const res = await page.goto('/no-such-page-here');
    expect(res?.status()).toBe(404);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await expect(page.getByRole('link', { name: /home/i }).first()).toBeVisible();
    // A 404 document is itself reported as a failed resource load; nothing else may be logged.
    expect(errors.filter((e) => !/status of 404/.test(e))).toEqual([]);
  });
});

/**
 * Issue 30 item 4: every page the build writes carries the design system's global styles (preflight, global
 * CSS, the tokens' CSS variables), and the app takes them from there instead of computing them at startup
 * (web/src/app/prerendered-global.ts, web/chakra-lazy-global.ts). Each page is served here with that
 * element renamed: the styles Chakra would compute carry the build's name, so only an app that took the
 * page's element (name and all) reuses it. Emotion clears the name from an element it reuses; had the app
 * computed the styles itself, a third global element would appear beside the page's two (cascade layers,
 * system globals), and the renamed one would keep its name.
 */
test('each page reuses the global styles the build wrote: the landing page, login, the dashboard frame and the SPA shell', async ({
  page,
}) => {
  const errors = pageErrors(page);
  await page.route('**/*', async (route) => {
    if (route.request().resourceType() !== 'document') return route.fallback();
    const response = await route.fetch();
    const html = await response.text();
    const renamed = html.replace(
      /data-emotion="css-global [a-z0-9]+" data-system-global=""/,
      'data-emotion="css-global renamedbytest" data-system-global=""',
    );
    expect(renamed, `${route.request().url()} has no marked global style element`).not.toBe(html);
    await route.fulfill({ response, body: renamed });
  });
  const globals = () =>
    page.evaluate(() => ({
      elements: document.querySelectorAll('style[data-emotion^="css-global"]').length,
      reused: document.querySelector('style[data-system-global]')?.getAttribute('data-emotion'),
      token: getComputedStyle(document.documentElement).getPropertyValue('--chakra-colors-gray-600').trim(),
      bodyColor: getComputedStyle(document.body).color,
    }));
  const reused = { elements: 2, reused: 'css-global', token: '#52525b', bodyColor: 'rgb(24, 24, 27)' };

  await page.goto('/');
  await expect(page.getByRole('link', { name: /Get Started/ }).first()).toBeVisible();
  await expect.poll(globals, { timeout: 15_000 }).toEqual(reused);

  await signIn(page, DEMO_ACCOUNTS[0].email); // login.html, hydrated
  await expect(page).toHaveURL(/\/dashboard$/);
  await expect(page.getByText('Loading dashboard...')).toHaveCount(0);
  await expect.poll(globals, { timeout: 15_000 }).toEqual(reused);

  await page.goto('/dashboard'); // dashboard.html: the frame the app renders over
  await expect(page.getByRole('navigation').first()).toBeVisible();
  await expect.poll(globals, { timeout: 15_000 }).toEqual(reused);

  await page.goto('/dashboard/leads'); // app.html: the SPA shell, no screen prerendered
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await expect.poll(globals, { timeout: 15_000 }).toEqual(reused);
  expect(errors).toEqual([]);
});

/**
 * Emotion takes over the style elements each prerendered page carries (its critical CSS, the design system's
 * global styles) where they are (web/emotion-hydrate-in-place.ts). As published it inserted each one again, a
 * move that drops and re-adds the element's style sheet, so the browser recomputed the whole page's styles
 * and layout during hydration. A moved element is one removed from the document that is back in it when the
 * observer hears of it.
 */
test("hydration leaves the build's style elements where they are: the landing page, login and the dashboard frame", async ({
  page,
}) => {
  await page.addInitScript(() => {
    const w = window as unknown as { __movedStyles: string[] };
    w.__movedStyles = [];
    new MutationObserver((records) => {
      for (const record of records)
        for (const node of record.removedNodes)
          if (node instanceof HTMLStyleElement && node.isConnected)
            w.__movedStyles.push(node.getAttribute('data-emotion') ?? '');
    }).observe(document, { childList: true, subtree: true });
  });
  // emotion clears the build's name from the global style element it takes over: hydration has reached it
  const takenOver = () => page.locator('style[data-system-global][data-emotion="css-global"]');
  const moved = () => page.evaluate(() => (window as unknown as { __movedStyles: string[] }).__movedStyles);

  await page.goto('/');
  await expect(takenOver()).toHaveCount(1, { timeout: 15_000 });
  await expect(page.getByRole('link', { name: /Get Started/ }).first()).toBeVisible();
  expect(await moved()).toEqual([]);

  await page.goto('/login');
  await expect(page.getByRole('button', { name: 'Sign In' })).toBeEnabled({ timeout: 15_000 });
  await expect(takenOver()).toHaveCount(1);
  expect(await moved()).toEqual([]);

  await signIn(page, DEMO_ACCOUNTS[0].email);
  await page.goto('/dashboard'); // dashboard.html: the frame the app renders over
  await expect(page.getByText('Loading dashboard...')).toHaveCount(0, { timeout: 15_000 });
  await expect(takenOver()).toHaveCount(1);
  expect(await moved()).toEqual([]);
  // the page still looks as built: the design system's tokens and the critical CSS apply
  expect(
    await page.evaluate(() =>
      getComputedStyle(document.documentElement).getPropertyValue('--chakra-colors-gray-600').trim(),
    ),
  ).toBe('#52525b');
});

/**
 * The SPA starts in parts (web/src/main.tsx): React DOM, the design system, the app. A part that fails to
 * load must not leave the page inert (the shell blank, a prerendered form that never answers): the page
 * says so and offers a reload (web/src/app/startup-failure.ts), which brings the app up once the part loads.
 */
test('a startup part that fails to load: the page says so, and its Reload brings the app up', async ({ page }) => {
  // the build the server serves: this checkout's, or PARLEY_ROOT's (e2e/parley-server.ts)
  const root = process.env.PARLEY_ROOT ? resolve(process.env.PARLEY_ROOT) : resolve(import.meta.dirname, '..');
  const manifestFile = resolve(root, 'web/dist/.vite/manifest.json');
  const manifest = JSON.parse(readFileSync(manifestFile, 'utf8')) as Record<string, { file: string }>;
  const appPart = manifest['src/app/start-app.tsx']?.file;
  expect(appPart, 'the manifest names the app part').toBeTruthy();
  const failing = `**/${appPart}`;
  await page.route(failing, (route) => route.abort('connectionrefused'));

  await page.goto('/login'); // prerendered: the form shows, but only the app makes it work
  const alert = page.getByRole('alert').filter({ hasText: 'could not load this page' });
  await expect(alert).toBeVisible();
  await expect(page.getByRole('button', { name: 'Sign In' })).toBeDisabled();
  // styled from script under the app's Content-Security-Policy, over whatever the page shows
  expect(await alert.evaluate((el) => getComputedStyle(el).position)).toBe('fixed');

  await page.unroute(failing);
  await alert.getByRole('button', { name: 'Reload page' }).click();
  await expect(page.getByRole('button', { name: 'Sign In' })).toBeEnabled();

  await page.route(failing, (route) => route.abort('connectionrefused'));
  await page.goto('/dashboard/leads'); // app.html: without the app, an empty shell
  await expect(page.getByRole('alert').filter({ hasText: 'could not load this page' })).toBeVisible();
});
