import { expect, type Page, test } from '@playwright/test';
import { DEMO_ACCOUNTS, signIn, waitForPlans } from './helpers';

/**
 * The SPA under the Content-Security-Policy it gets in AWS (infra/security-headers.ts): no inline script
 * or style is allowed except the build's own, by hash. These pages must look as designed — emotion's
 * CSSOM styles, the prerendered critical CSS, the widget preview — and the browser must refuse nothing.
 */

/** Each refusal Chromium reports for the page or its frames (it logs every one as a console error). */
function cspRefusals(page: Page): string[] {
  const refusals: string[] = [];
  page.on('console', (message) => {
    if (/Content Security Policy/i.test(message.text())) refusals.push(message.text());
  });
  return refusals;
}

const bodyMargin = (page: Page) => page.evaluate(() => getComputedStyle(document.body).margin);

test.describe('the SPA under its Content-Security-Policy', () => {
  test('the landing, login and not-found pages are styled and nothing is refused', async ({ page }) => {
    const refusals = cspRefusals(page);
    for (const [path, status] of [
      ['/', 200],
      ['/login', 200],
      ['/nope-xyz', 404],
    ] as const) {
      const res = await page.goto(path);
      expect(res?.status(), path).toBe(status);
      const csp = res?.headers()['content-security-policy'] ?? '';
      expect(csp, path).toMatch(/style-src 'self' [^;]*'sha256-/);
      expect(csp, path).not.toContain('unsafe-inline');
      if (path === '/') await waitForPlans(page);
      else await expect(page.getByRole('heading', { level: 1 }).first()).toBeVisible();
      // the UA's default body margin is 8px: 0 means the design system's styles applied
      expect(await bodyMargin(page), path).toBe('0px');
    }
    expect(refusals).toEqual([]);
  });

  test('the dashboard and the widget preview (a srcdoc frame under the same policy) keep their look', async ({
    page,
  }) => {
    const refusals = cspRefusals(page);
    await signIn(page, DEMO_ACCOUNTS[0].email);
    await expect(page).toHaveURL(/\/dashboard$/);
    await page.goto('/dashboard/widget');
    await expect(page.getByRole('heading', { name: 'Embed Widget', level: 1 })).toBeVisible();
    const preview = page.frameLocator('[data-testid="widget-preview-desktop"]');
    const launcher = preview.locator('[data-parley-widget]').getByRole('button');
    await expect(launcher).toBeVisible();
    // the widget's own styles (constructed stylesheets) and the preview page's <style> (allowed by hash)
    await expect(launcher).toHaveCSS('position', 'fixed');
    await expect(preview.locator('body')).toHaveCSS('background-color', 'rgb(244, 245, 247)');
    // the launcher is fixed to the frame's corner: bring the frame into view to click it
    await page.getByTestId('widget-preview-desktop').scrollIntoViewIfNeeded();
    await launcher.click();
    await expect(preview.getByRole('dialog', { name: 'Chat' })).toHaveCSS('position', 'fixed');
    expect(refusals).toEqual([]);
  });
});
