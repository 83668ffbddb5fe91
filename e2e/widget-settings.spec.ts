import { expect, type Page, test } from '@playwright/test';
import { DEMO_ACCOUNTS, signIn, snap, toast } from './helpers';

const OWNER = DEMO_ACCOUNTS[0].email;

async function openAs(page: Page, path: string, heading: string) {
  await signIn(page, OWNER);
  await expect(page).toHaveURL(/\/dashboard$/);
  await page.goto(path);
  await expect(page.getByRole('heading', { name: heading, level: 1 })).toBeVisible();
}

/** Opens the real panel in the preview (the launcher is fixed to the iframe's corner: bring the iframe into view). */
async function openPreviewChat(page: Page) {
  await page.getByTestId('widget-preview-desktop').scrollIntoViewIfNeeded();
  await launcher(page).click();
}

/** The real widget's launcher inside the preview iframe (an open shadow root; Playwright pierces it). */
const launcher = (page: Page, device: 'desktop' | 'mobile' = 'desktop') =>
  page.frameLocator(`[data-testid="widget-preview-${device}"]`).locator('[data-parley-widget]').getByRole('button');

test.describe('Embed Widget and Lead Capture Settings', () => {
  test('Embed Widget: the colour and button text are saved, persist on reload, and the preview runs the real widget', async ({
    page,
  }, testInfo) => {
    await openAs(page, '/dashboard/widget', 'Embed Widget');
    const form = page.getByRole('tabpanel', { name: 'Appearance' });

    // the preview is the real loader: its launcher is drawn in the iframe's page
    await expect(launcher(page)).toBeVisible();

    // a bad colour is refused next to the field, with the server's wording
    await form.locator('input[name="primaryColor"]').fill('#12');
    await form.getByRole('button', { name: 'Save Appearance' }).click();
    await expect(form).toContainText('Invalid color format');

    await form.locator('input[name="primaryColor"]').fill('#1A5FB4');
    await form.locator('input[name="triggerText"]').fill('Ask our team');
    // unsaved values already reach the preview
    await expect(launcher(page)).toHaveText('Ask our team');
    await expect(launcher(page)).toHaveCSS('background-color', 'rgb(26, 95, 180)');
    await form.getByRole('button', { name: 'Save Appearance' }).click();
    await expect(toast(page, 'Settings saved')).toBeVisible();

    // the preview opens the real panel, which sends nothing
    await openPreviewChat(page);
    const frame = page.frameLocator('[data-testid="widget-preview-desktop"]');
    await expect(frame.getByRole('dialog', { name: 'Chat' })).toBeVisible();

    // the mobile preview at 280×350
    await page.getByRole('button', { name: 'Mobile (280×350)' }).click();
    const mobile = page.getByTestId('widget-preview-mobile');
    await expect(mobile).toHaveAttribute('style', /width: 280px; height: 350px/);
    await expect(launcher(page, 'mobile')).toHaveText('Ask our team');

    // the embed code names this app's origin and the tenant; copying says so for 2 s
    const code = page.getByTestId('embed-code');
    const origin = new URL(page.url()).origin;
    await expect(code).toContainText(`src="${origin}/widget/parley-widget.js"`);
    await expect(code).toContainText(`data-api-url="${origin}"`);
    await expect(code).toContainText('data-client-id="');
    await expect(code).not.toContainText('data-primary-color');
    await page.getByText('Write the appearance into the code').click();
    await expect(code).toContainText('data-primary-color="#1A5FB4"');
    await page.context().grantPermissions(['clipboard-read', 'clipboard-write']);
    await page.getByRole('button', { name: 'Copy code' }).click();
    await expect(page.getByRole('button', { name: 'Copied' })).toBeVisible();
    await expect(toast(page, 'Widget code copied to clipboard')).toBeVisible();
    await expect(page.getByRole('button', { name: 'Copy code' })).toBeVisible({ timeout: 4000 });

    // the statistics panel is live data; the demo tenant's preview visits were never counted
    await expect(page.getByRole('region', { name: 'Statistics' })).toBeVisible();
    await snap(page, testInfo, 'embed-widget', true);

    await page.reload();
    await expect(page.getByRole('heading', { name: 'Embed Widget', level: 1 })).toBeVisible();
    await expect(page.locator('input[name="primaryColor"]')).toHaveValue('#1A5FB4');
    await expect(page.locator('input[name="triggerText"]')).toHaveValue('Ask our team');
    await expect(launcher(page)).toHaveText('Ask our team');

    // what the public widget API serves now is the saved change
    const clientId = /data-client-id="([^"]+)"/.exec((await code.textContent()) ?? '')?.[1];
    const served = await page.request.get(`/api/widget/${clientId}/config`);
    expect((await served.json()).config).toMatchObject({ primaryColor: '#1A5FB4', triggerText: 'Ask our team' });
  });

  test('Lead Capture: edit the form title and fields, save, reload, and the widget serves the form', async ({
    page,
  }, testInfo) => {
    await openAs(page, '/dashboard/lead-capture', 'Lead Capture Settings');
    const title = page.locator('input[name="leadFormTitle"]');
    const preview = page.getByRole('region', { name: 'Form preview' });
    const suffix = Date.now().toString(36);

    await title.fill(`Say hello ${suffix}`);
    await expect(preview).toContainText(`Say hello ${suffix}`);

    // Add Field opens the modal with the spec's new field; a blank label is refused
    await page.getByRole('button', { name: 'Add Field' }).click();
    const modal = page.getByRole('dialog', { name: 'Add Field' });
    await expect(modal.getByLabel('Label')).toHaveValue('New Field');
    await expect(modal.getByLabel('Max length')).toHaveValue('100');
    await modal.getByLabel('Label').fill('  ');
    await modal.getByRole('button', { name: 'Save Field' }).click();
    await expect(modal).toContainText('Label is required');
    await modal.getByLabel('Label').fill('Preferred branch');
    await modal.getByLabel('Type').selectOption('select');
    await expect(modal.getByLabel('Max length')).toHaveCount(0);
    await modal.getByLabel('Options').fill('Andheri\n\nBandra\n');
    await modal.getByRole('button', { name: 'Save Field' }).click();
    await expect(modal).toBeHidden();
    const list = page.getByTestId('form-field-list');
    await expect(list).toContainText('Preferred branch');
    await expect(preview.getByLabel('Preferred branch').locator('option')).toHaveText(['Choose…', 'Andheri', 'Bandra']);

    // remove one field
    await page.getByRole('button', { name: 'Remove Company' }).click();
    await expect(list).not.toContainText('Company');

    await page.getByRole('button', { name: 'Save Settings' }).click();
    await expect(toast(page, 'Your lead capture settings have been updated successfully.')).toBeVisible();
    await snap(page, testInfo, 'lead-capture', true);

    await page.reload();
    await expect(title).toHaveValue(`Say hello ${suffix}`);
    await expect(page.getByTestId('form-field-list')).toContainText('Preferred branch');
    await expect(page.getByTestId('form-field-list')).not.toContainText('Company');

    // the widget's next open uses the saved form: the real panel in the Embed Widget preview
    await page.goto('/dashboard/widget');
    const frame = page.frameLocator('[data-testid="widget-preview-desktop"]');
    await openPreviewChat(page);
    await expect(frame.getByRole('heading', { name: `Say hello ${suffix}` })).toBeVisible();
    await expect(frame.getByLabel('Preferred branch')).toBeVisible();
    await expect(frame.getByLabel('Company')).toHaveCount(0);
  });
});
