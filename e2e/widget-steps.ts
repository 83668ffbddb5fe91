import type { Server } from 'node:http';
import { type Browser, type BrowserContext, expect, type Page } from '@playwright/test';
import { serve } from './helpers';

/**
 * The tenant's widget as its visitors meet it: on the business's own site (a second local origin) with
 * the embed code the signed-in owner of `page` copies from Widget Settings. Shared by mail-alerts.spec.ts
 * and mail-journey.spec.ts.
 */
export async function tenantSite(page: Page, title: string): Promise<{ url: string; server: Server }> {
  await page.goto('/dashboard/widget');
  const code = page.locator('pre, code').filter({ hasText: 'parley-widget.js' }).first();
  await expect(code).toBeVisible();
  const embed = (await code.textContent())!.trim();
  return serve(
    `<!doctype html><html lang="en"><head><title>${title}</title></head><body><h1>${title}</h1>${embed}</body></html>`,
  );
}

/** A visitor (a browser context of their own) opens the widget on `siteUrl`, gives name and email, and asks. */
export async function startChat(
  browser: Browser,
  siteUrl: string,
  name: string,
  email: string,
  question: string,
): Promise<{ context: BrowserContext; visitor: Page }> {
  const context = await browser.newContext();
  const visitor = await context.newPage();
  await visitor.goto(siteUrl);
  await visitor.getByRole('button', { name: /Chat with us/ }).click();
  await visitor.getByLabel(/^Name/).fill(name);
  await visitor.getByLabel(/^Email/).fill(email);
  await visitor.getByRole('button', { name: 'Start chat' }).click();
  const message = visitor.getByLabel('Your message');
  await message.fill(question);
  await message.press('Enter');
  await expect(visitor.getByRole('log', { name: 'Conversation' })).toContainText(question);
  return { context, visitor };
}
