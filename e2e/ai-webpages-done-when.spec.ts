import AxeBuilder from '@axe-core/playwright';
import { expect, test } from '@playwright/test';
import { registerBusiness, snap, toast } from './helpers';

/**
 * Issue 15's "Done when" through the real product: a fresh business creates a restaurant page with
 * "Write it for me", publishes it, and an anonymous visitor opens /page/{pathname}, chats in its widget
 * and leaves a lead. The list then counts one visit and one conversion; archiving the page makes
 * /page/{pathname} a 404 again.
 */

// A visitor on an everyday phone browser: Playwright's headless Chromium says "HeadlessChrome" in its
// user agent, which the visit counter rightly leaves out as a robot.
const VISITOR_AGENT =
  'Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Mobile Safari/537.36';

test('a restaurant page written for the owner, published, visited, chatted on and archived', async ({
  page,
  browser,
  baseURL,
}, testInfo) => {
  test.setTimeout(300_000);
  const pathname = `dosa-${Date.now().toString(36)}`;
  await registerBusiness(page, baseURL!, {
    firstName: 'Lakshmi',
    lastName: 'Iyer',
    companyName: 'Lakshmi Tiffin Room',
    emailPrefix: 'webpage-owner',
  });

  await page.goto('/dashboard/ai-webpage');
  await expect(page.getByRole('heading', { name: 'No Webpage Yet' })).toBeVisible();
  await page.getByRole('button', { name: 'Create Webpage' }).click();
  await expect(page).toHaveURL(/\/dashboard\/ai-webpage\/create$/);

  // 1 Choose Template
  await page.getByRole('radio', { name: /Restaurant/ }).check();
  await page.getByRole('button', { name: 'Next: Basic Info' }).click();

  // 2 Basic Info, written for the owner from three facts
  await page.getByRole('button', { name: 'Write it for me' }).click();
  const writer = page.getByRole('dialog', { name: 'Write it for me' });
  await writer.getByLabel('Business name').fill('Lakshmi Tiffin Room');
  await writer.getByLabel('Industry').fill('South Indian restaurant');
  await writer.getByLabel('One-line description').fill('Crisp dosas, idli and filter coffee for families in Jayanagar');
  await writer.getByRole('button', { name: 'Write the content' }).click();
  await expect(writer).toBeHidden();
  await expect(page.getByLabel('Page Title')).not.toHaveValue('');
  await expect(page.getByLabel('Description')).not.toHaveValue('');
  await page.getByLabel('Webpage Name').fill('Lakshmi Tiffin Room');
  await page.getByLabel('URL Path').fill(pathname);
  await page.getByRole('button', { name: 'Next: Customize' }).click();

  // 3 Customize: the restaurant's own fields were filled too; publish at creation
  await expect(page.getByText('Template Customization')).toBeVisible();
  await page.getByLabel('Phone Number').fill('+91 80 4123 4567');
  await page.getByLabel('Status').selectOption('published');
  await page.getByRole('button', { name: 'Create Webpage' }).click();
  await expect(toast(page, 'AI webpage created successfully!')).toBeVisible();
  await expect(page).toHaveURL(/\/dashboard\/ai-webpage$/);
  await expect(page.getByRole('button', { name: 'Webpage Created' })).toBeDisabled();
  await snap(page, testInfo, 'webpages-list-published');

  // an anonymous visitor opens the public page and leaves a lead through its widget
  const visitorContext = await browser.newContext({ userAgent: VISITOR_AGENT });
  try {
    const visitor = await visitorContext.newPage();
    const res = await visitor.goto(`/page/${pathname}`);
    expect(res?.status()).toBe(200);
    await expect(visitor.getByRole('heading', { level: 1 })).toContainText('Lakshmi Tiffin Room');
    await expect(visitor.locator('main')).toContainText(/menu/i);
    const axe = await new AxeBuilder({ page: visitor }).analyze();
    expect(axe.violations.filter((v) => v.impact === 'serious' || v.impact === 'critical').map((v) => v.id)).toEqual(
      [],
    );

    await visitor.getByRole('button', { name: /Chat with us/ }).click();
    await visitor.getByLabel(/^Name/).fill('Arjun Menon');
    await visitor.getByLabel(/^Email/).fill('arjun.menon@example.com');
    await visitor.getByRole('button', { name: 'Start chat' }).click();
    const message = visitor.getByLabel('Your message');
    await message.fill('Do you take table bookings for six on Sunday?');
    await message.press('Enter');
    await expect(visitor.getByRole('log', { name: 'Conversation' })).toContainText(/./);
    await snap(visitor, testInfo, 'public-page-chat');
  } finally {
    await visitorContext.close();
  }

  // the list counts that visit and that lead (counters are written as the beacon and the lead arrive)
  await expect
    .poll(
      async () => {
        const r = await page.request.get('/api/ai-webpages');
        const [webpage] = (await r.json()).webpages;
        return { visits: webpage.visits, conversions: webpage.conversions };
      },
      { timeout: 15_000 },
    )
    .toEqual({ visits: 1, conversions: 1 });
  await page.reload();
  await expect(page.getByText('Total Visits').locator('..')).toContainText('1');
  await expect(page.getByText('Total Conversions').locator('..')).toContainText('1');
  await expect(page.getByText('Conversion rate 100.0%')).toBeVisible();

  // archiving takes the page offline
  await page.getByLabel('Status').selectOption('archived');
  await expect(toast(page, 'Status Updated')).toBeVisible();
  const gone = await page.request.get(`/page/${pathname}`);
  expect(gone.status()).toBe(404);
  expect(await gone.text()).toMatch(/<html/i);
});
