import { expect, type Page, test } from '@playwright/test';
import { PNG } from '../functions/test-support/attachment-files';
import { registerBusiness, snap } from './helpers';
import { tenantSite } from './widget-steps';

/**
 * Issue 32 item 6 in the browser: a visitor on a customer's site sends an image from the widget and the
 * agent sees its preview in the Agent Portal; the agent sends an image back and the visitor sees it. Both
 * files go straight to the attachments bucket (s3rver) with presigned POSTs and are shown from signed URLs.
 */
test('a visitor and an agent send each other images, previewed on both sides', async ({
  page,
  browser,
  baseURL,
}, testInfo) => {
  await registerBusiness(page, baseURL!, {
    firstName: 'Ravi',
    lastName: 'Iyer',
    companyName: 'Iyer Prints',
    emailPrefix: 'files-owner',
  });
  const site = await tenantSite(page, 'Iyer Prints');
  await page.goto('/agent-portal');
  await expect(page.getByText('Live', { exact: true })).toBeVisible();

  const visitorContext = await browser.newContext();
  try {
    const visitor = await visitorContext.newPage();
    await visitor.goto(site.url);
    await visitor.getByRole('button', { name: /Chat with us/ }).click();
    await visitor.getByLabel(/^Name/).fill('Nisha Rao');
    await visitor.getByLabel(/^Email/).fill('nisha@example.com');
    await visitor.getByRole('button', { name: 'Start chat' }).click();
    await expect(visitor.getByLabel('Your message')).toBeVisible();
    await visitor.getByRole('button', { name: 'Talk to a person' }).click();
    const item = page.getByRole('navigation', { name: 'Conversations' }).getByRole('button', { name: /Nisha Rao/ });
    await expect(item).toBeVisible();
    const log = visitor.getByRole('log', { name: 'Conversation' });

    // the visitor sends a photo: the agent sees its preview live
    await visitor.getByTestId('attach-input').setInputFiles({ name: 'proof.png', mimeType: 'image/png', buffer: PNG });
    await expect(log.getByTestId('attachment-image')).toHaveCount(1);
    await item.click();
    const thread = page.getByRole('log', { name: 'Messages' });
    const preview = thread.getByTestId('attachment-image');
    await expect(preview).toHaveCount(1);
    await expect(preview).toHaveAttribute('alt', 'proof.png');
    // the image really loads from its signed URL (the portal's CSP lets it)
    await expect.poll(() => preview.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBe(1);

    // the next file's signed URL has expired on both sides: each app reads the messages again for a fresh one
    const portalExpired = await expireNextFileUrl(page);
    const widgetExpired = await expireNextFileUrl(visitor);

    // the agent sends one back: the visitor sees it
    await page.getByTestId('attach-input').setInputFiles({ name: 'layout.png', mimeType: 'image/png', buffer: PNG });
    await expect(thread.getByTestId('attachment-image')).toHaveCount(2);
    const back = log.getByTestId('attachment-image').nth(1);
    await expect(back).toHaveAttribute('alt', 'layout.png', { timeout: 5_000 });
    await expect.poll(() => back.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBe(1);
    const sent = thread.getByTestId('attachment-image').nth(1);
    await expect.poll(() => sent.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBe(1);
    expect(portalExpired()).toMatch(/^http/);
    expect(widgetExpired()).toMatch(/^http/);
    expect(await sent.getAttribute('src')).not.toBe(portalExpired());
    expect(await back.getAttribute('src')).not.toBe(widgetExpired());
    await snap(visitor, testInfo, 'widget-attachments');
    await snap(page, testInfo, 'portal-attachments');

    // a file that is not an image or PDF is refused in the portal before anything is sent
    await page.getByTestId('attach-input').setInputFiles({
      name: 'page.html',
      mimeType: 'text/html',
      buffer: Buffer.from('<script>alert(1)</script>'),
    });
    await expect(page.getByText('This file cannot be attached.')).toBeVisible();
    await expect(thread.getByTestId('attachment-image')).toHaveCount(2);
  } finally {
    await visitorContext.close();
    await new Promise((resolve) => site.server.close(resolve));
  }
});

/**
 * The page's next signed file URL has expired: its first load answers 403 (after a second, so the fresh
 * URL is signed in a later second and differs). Answers the URL that failed, once it has.
 */
async function expireNextFileUrl(side: Page): Promise<() => string | undefined> {
  let failed: string | undefined;
  await side.route(
    (url) => url.searchParams.has('X-Amz-Signature'),
    async (route) => {
      if (failed) return route.fallback();
      failed = route.request().url();
      await new Promise((resolve) => setTimeout(resolve, 1_100));
      await route.fulfill({ status: 403 });
    },
  );
  return () => failed;
}
