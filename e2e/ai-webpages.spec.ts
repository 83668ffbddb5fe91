import { expect, test } from '@playwright/test';
import { MOBILE, registerBusiness, snap, toast } from './helpers';

const ONE_PIXEL_PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR4nGNgYPj/HwADAgH/eL9GtQAAAABJRU5ErkJggg==',
  'base64',
);

/**
 * The AI webpage screens end to end (issue 15, Deliver 4) on a fresh tenant: a restaurant page created
 * with "Write it for me", listed, published, edited, then deleted; and the wizard at phone width.
 */
test.describe('AI webpages', () => {
  test('create with "Write it for me" → list → status → edit → delete', async ({ page, baseURL }, testInfo) => {
    await registerBusiness(page, baseURL as string, {
      firstName: 'Meena',
      lastName: 'Rao',
      companyName: 'Spice Garden',
      emailPrefix: 'webpage',
    });
    await page.goto('/dashboard/ai-webpage');
    await expect(page.getByRole('heading', { name: 'AI Webpages', level: 1 })).toBeVisible();
    await expect(page.getByRole('region', { name: 'Your Webpage' })).toContainText('None');
    await page.getByRole('button', { name: 'Create Webpage' }).click();

    await expect(page).toHaveURL(/\/dashboard\/ai-webpage\/create$/);
    const nextBasic = page.getByRole('button', { name: 'Next: Basic Info' });
    await expect(nextBasic).toBeDisabled();
    await page.getByRole('radio', { name: /^Restaurant/ }).check();
    await nextBasic.click();

    const pathname = `spice-${Date.now().toString(36)}`;
    await page.getByLabel('Webpage Name').fill('Spice Garden');
    await page.getByLabel('URL Path').fill(pathname);
    await page.getByRole('button', { name: 'Write it for me' }).click();
    const writer = page.getByRole('dialog', { name: 'Write it for me' });
    await expect(writer.getByLabel('Business name')).toHaveValue('Spice Garden');
    await writer.getByLabel('Industry').fill('South Indian restaurant');
    await writer.getByLabel('One-line description').fill('Home-style South Indian meals in Chennai');
    await writer.getByRole('button', { name: 'Write the content' }).click();
    await expect(writer).toBeHidden();
    await expect(page.getByLabel('Page Title')).not.toHaveValue('');
    await expect(page.getByLabel('Description')).not.toHaveValue('');
    await expect(page.getByText(/Texts written by (Parley's built-in writer \(offline\)|OpenAI)/)).toBeVisible();
    await page.getByRole('button', { name: 'Next: Customize' }).click();

    await expect(page.getByRole('heading', { name: 'Template Customization' })).toBeVisible();
    await expect(page.getByRole('button', { name: 'restaurant Content' })).toBeVisible();
    await expect(page.getByLabel('Restaurant name')).toHaveValue('Spice Garden');
    await page.getByLabel('Phone Number').fill('+91 98400 12345');
    await page.getByLabel('Dish 1 name').fill('Masala Dosa');
    await snap(page, testInfo, 'webpage-customize', true);
    await page.getByRole('button', { name: 'Create Webpage' }).click();

    await expect(toast(page, 'AI webpage created successfully!')).toBeVisible();
    await expect(page).toHaveURL(/\/dashboard\/ai-webpage$/);
    await expect(page.getByRole('heading', { name: 'Spice Garden', level: 2 })).toBeVisible();
    await expect(page.getByRole('button', { name: 'Webpage Created' })).toBeDisabled();
    await expect(page.getByRole('region', { name: 'Total Conversions' })).toContainText('no visits yet');

    await page.getByRole('combobox', { name: 'Status' }).selectOption('published');
    await expect(toast(page, 'Status Updated')).toBeVisible();
    await expect(page.getByRole('region', { name: 'Published' })).toContainText('1');
    const link = page.getByRole('link', { name: new RegExp(`/page/${pathname}$`) });
    await expect(link).toHaveAttribute('href', `${new URL(baseURL as string).origin}/page/${pathname}`);
    const visitor = await page.context().newPage();
    const published = await visitor.goto(`/page/${pathname}`);
    expect(published?.status()).toBe(200);
    await expect(visitor.getByText('Masala Dosa')).toBeVisible();
    await visitor.close();

    const [preview] = await Promise.all([
      page.waitForEvent('popup'),
      page.getByRole('button', { name: 'Preview', exact: true }).click(),
    ]);
    await expect(preview.getByText('Masala Dosa')).toBeVisible();
    await preview.close();

    await page.getByRole('button', { name: 'Edit', exact: true }).click();
    await expect(page.getByRole('heading', { name: 'Edit AI Powered Webpage' })).toBeVisible();
    await page.getByRole('tab', { name: '3 Customize' }).click();
    await expect(page.getByLabel('Dish 1 name')).toHaveValue('Masala Dosa');
    await page.getByLabel('Dish 2 name').fill('Filter Coffee');
    await page.getByLabel('Logo').setInputFiles({ name: 'logo.png', mimeType: 'image/png', buffer: ONE_PIXEL_PNG });
    await page.getByRole('button', { name: 'Update Webpage' }).click();
    await expect(toast(page, 'AI webpage updated successfully!')).toBeVisible();
    await expect(page).toHaveURL(/\/dashboard\/ai-webpage$/);
    await page.getByRole('button', { name: 'Edit', exact: true }).click();
    await page.getByRole('tab', { name: '3 Customize' }).click();
    await expect(page.getByRole('img', { name: 'Current logo' })).toBeVisible();
    await expect(page.getByLabel('Dish 2 name')).toHaveValue('Filter Coffee');
    await page.getByRole('button', { name: 'Back to Webpages' }).click();
    await expect(page).toHaveURL(/\/dashboard\/ai-webpage$/);

    await page.getByRole('button', { name: 'More actions for Spice Garden' }).click();
    await page.getByRole('menuitem', { name: 'Delete Webpage' }).click();
    const confirm = page.getByRole('alertdialog');
    await expect(confirm).toContainText(
      'Are you sure you want to delete "Spice Garden"? This action cannot be undone.',
    );
    await confirm.getByRole('button', { name: 'Delete' }).click();
    await expect(toast(page, 'Webpage Deleted')).toBeVisible();
    await expect(page.getByText('No Webpage Yet')).toBeVisible();
    expect((await page.request.get(`/page/${pathname}`)).status()).toBe(404);
  });

  test('the wizard and the list fit a phone', async ({ browser, baseURL }, testInfo) => {
    const context = await browser.newContext({ viewport: MOBILE, hasTouch: true, isMobile: true });
    const page = await context.newPage();
    await registerBusiness(page, baseURL as string, {
      firstName: 'Arun',
      lastName: 'Das',
      companyName: 'Das Homes',
      emailPrefix: 'webpage-phone',
    });
    await page.goto('/dashboard/ai-webpage/create');
    await page.getByRole('radio', { name: /^Real Estate Agent/ }).check();
    await page.getByRole('button', { name: 'Next: Basic Info' }).click();
    await page.getByLabel('Webpage Name').fill('Das Homes');
    await page.getByLabel('Page Title').fill('Das Homes');
    await page.getByLabel('Description').fill('Homes in Kochi.');
    await page.getByRole('button', { name: 'Next: Customize' }).click();
    await expect(page.getByLabel('Property 1 address')).toBeVisible();
    await snap(page, testInfo, 'webpage-customize-mobile', true);
    const overflow = () => page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
    expect(await overflow()).toBeLessThanOrEqual(0);
    await page.getByRole('button', { name: 'Create Webpage' }).click();
    await expect(page.getByRole('heading', { name: 'Das Homes', level: 2 })).toBeVisible();
    await expect(page.getByRole('combobox', { name: 'Status' })).toBeVisible();
    await snap(page, testInfo, 'webpage-list-mobile', true);
    expect(await overflow()).toBeLessThanOrEqual(0);
    await context.close();
  });
});
