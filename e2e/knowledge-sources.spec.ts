import AxeBuilder from '@axe-core/playwright';
import { expect, type Page, test } from '@playwright/test';
import { makePdf } from '../functions/test-support/knowledge-files';
import { signUpInBrowser } from './account-steps';
import { MOBILE, snap } from './helpers';
import { type SitePage, startTestSite } from './test-site';

/**
 * The Knowledge tab of the AI Training Center (issue 33 item 1), end to end: a new owner adds a small
 * website served here on a free port (the crawler may reach loopback at home: KNOWLEDGE_ALLOW_LOOPBACK in
 * infra/local/local-env.ts), watches the crawl's progress to the end with the page robots.txt disallows
 * skipped, uploads a PDF straight to storage and deletes it, and types Q&A pairs; the tab fits a phone.
 */

const page = (title: string, body: string) =>
  `<!doctype html><html><head><title>${title}</title></head><body><nav><a href="/">Home</a> <a href="/faq">FAQ</a> <a href="/about">About</a> <a href="/private/prices">Prices</a></nav><main>${body}</main></body></html>`;
const SITE: Record<string, SitePage> = {
  '/': page('Verma Opticals', '<h1>Welcome</h1><p>Eye tests, frames and lenses for the whole family.</p>'),
  '/faq': page(
    'FAQ',
    `<h1>Questions</h1><h2>Do you do eye tests on Sunday?</h2><p>Yes, from 10 am to 2 pm, by appointment.</p>
      <h2>How long do new glasses take?</h2><p>Three working days for most prescriptions.</p>`,
  ),
  '/about': page('About', '<h1>About us</h1><p>Verma Opticals has made spectacles in Pune since 1984.</p>'),
  '/private/prices': page('Prices', '<p>Internal price list.</p>'),
  '/robots.txt': { type: 'text/plain', body: 'User-agent: *\nDisallow: /private/\n' },
  // a start page held while the owner cancels its crawl
  '/slow': page('Slow', '<p>This page takes a while.</p>'),
};

let site: Awaited<ReturnType<typeof startTestSite>>;
let siteUrl: string;
test.beforeAll(async () => {
  site = await startTestSite(SITE);
  siteUrl = site.url;
});
test.afterAll(() => site.close());

async function openKnowledgeTab(page: Page) {
  await signUpInBrowser(page, {
    firstName: 'Asha',
    lastName: 'Verma',
    companyName: 'Verma Opticals',
    emailPrefix: 'knowledge-owner',
    password: 'Sup3rSecret!',
  });
  await page.goto('/dashboard/intents');
  await page.getByRole('tab', { name: 'Knowledge' }).click();
  await expect(page).toHaveURL(/tab=knowledge/);
  await expect(page.getByTestId('knowledge-tab')).toBeVisible();
  await expect(page.getByText('No knowledge yet: add your website, a file or your FAQ')).toBeVisible();
}

const row = (page: Page, title: string | RegExp) =>
  page.getByTestId('knowledge-source-row').filter({ has: page.getByText(title, { exact: true }) });

test.describe('Knowledge sources (/dashboard/intents?tab=knowledge)', () => {
  test.describe.configure({ timeout: 240_000 });

  test('an owner adds a website, a PDF and Q&A pairs, sees the crawl finish, re-syncs, deletes the PDF and cancels a crawl', async ({
    page,
  }, testInfo) => {
    await openKnowledgeTab(page);

    // a website: the crawl is queued, its progress shows, and it ends ready
    const releaseHome = site.hold('/');
    await page.getByTestId('knowledge-url-input').fill(siteUrl);
    await page.getByTestId('knowledge-add-website').click();
    const website = row(page, '127.0.0.1');
    await expect(website).toBeVisible();
    await expect(website.getByTestId('knowledge-progress')).toBeVisible();
    await expect(website.getByTestId('knowledge-cancel')).toBeVisible();
    await snap(page, testInfo, 'knowledge-crawl-running');
    releaseHome();
    await expect(website).toHaveAttribute('data-status', 'ready', { timeout: 60_000 });
    await expect(website.getByTestId('knowledge-progress')).toHaveCount(0);
    await expect(website.getByText(/· synced (just now|\d+ seconds? ago)/)).toBeVisible();

    // its pages: the one robots.txt disallows is skipped, with the reason
    await website.getByTestId('knowledge-show-pages').click();
    const pages = page.getByTestId('knowledge-pages');
    await expect(pages.getByTestId('knowledge-page-row').filter({ hasText: '/private/prices' })).toHaveAttribute(
      'data-reason',
      'robots',
    );
    await expect(pages.getByText('robots.txt disallows it')).toBeVisible();
    await expect(pages.locator('[data-testid="knowledge-page-row"][data-status="fetched"]')).toHaveCount(3);
    await snap(page, testInfo, 'knowledge-pages');
    await page.getByRole('button', { name: 'Close pages' }).click();

    // re-synced: a new run, again to ready
    await website.getByTestId('knowledge-resync').click();
    await expect(website).toHaveAttribute('data-status', /queued|running|ready/);
    await expect(website).toHaveAttribute('data-status', 'ready', { timeout: 60_000 });
    await expect(website.getByText(/Website · \d+ passages · synced/)).toBeVisible();

    // a PDF, uploaded straight to storage with the presigned form, then read
    await page.getByRole('group', { name: 'Kind of source' }).getByRole('button', { name: 'File' }).click();
    await expect(page.getByText(/up to \d+ MB on your plan/)).toBeVisible();
    await page.getByTestId('knowledge-file-input').setInputFiles({
      name: 'warranty.pdf',
      mimeType: 'application/pdf',
      buffer: makePdf(['Lens warranty lasts two years.', 'Frames carry a one-year warranty.']),
    });
    const pdf = row(page, 'warranty.pdf');
    await expect(pdf).toHaveAttribute('data-status', 'ready', { timeout: 30_000 });
    await expect(pdf.getByText(/File · 2 passages/)).toBeVisible();

    // deleting it asks first, then it is gone at once (and stays gone)
    await pdf.getByTestId('knowledge-delete').click();
    await page.getByRole('alertdialog').getByRole('button', { name: 'Delete' }).click();
    await expect(pdf).toHaveCount(0);
    await page.reload();
    await expect(row(page, '127.0.0.1')).toBeVisible();
    await expect(row(page, 'warranty.pdf')).toHaveCount(0);

    // Q&A pairs typed in
    await page.getByRole('group', { name: 'Kind of source' }).getByRole('button', { name: 'Q&A' }).click();
    await page.getByLabel('Question 1').fill('Do you accept UPI?');
    await page.getByLabel('Answer 1').fill('Yes, and all cards.');
    await page.getByTestId('knowledge-qa-add-row').click();
    await page.getByLabel('Question 2').fill('Is parking available?');
    await page.getByLabel('Answer 2').fill('Yes, behind the shop.');
    await page.getByTestId('knowledge-add-qa').click();
    const qa = row(page, 'FAQ');
    await expect(qa).toHaveAttribute('data-status', 'ready');
    await expect(qa.getByText(/Q&A · 2 passages/)).toBeVisible();
    await snap(page, testInfo, 'knowledge-sources', true);

    // a crawl cancelled while its start page is read stays cancelled once that page has come
    const releaseSlow = site.hold('/slow');
    await page.getByRole('group', { name: 'Kind of source' }).getByRole('button', { name: 'Website' }).click();
    await page.getByTestId('knowledge-url-input').fill(`${siteUrl}slow`);
    await page.getByTestId('knowledge-add-website').click();
    const slow = page.getByTestId('knowledge-source-row').filter({ hasText: `${siteUrl}slow` });
    await slow.getByTestId('knowledge-cancel').click();
    await expect(slow).toHaveAttribute('data-status', 'cancelled');
    await expect(slow.getByTestId('knowledge-progress')).toHaveCount(0);
    releaseSlow();
    await page.waitForTimeout(4000);
    await page.reload();
    await expect(page.getByTestId('knowledge-source-row').filter({ hasText: `${siteUrl}slow` })).toHaveAttribute(
      'data-status',
      'cancelled',
    );
  });

  test('the tab fits a 390 px phone', async ({ browser }, testInfo) => {
    // axe needs a page from its own browser context (DESIGN §9)
    const context = await browser.newContext({ viewport: MOBILE });
    const page = await context.newPage();
    try {
      await openKnowledgeTab(page);
      const overflow = () => page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
      expect(await overflow()).toBeLessThanOrEqual(0);

      await page.getByRole('group', { name: 'Kind of source' }).getByRole('button', { name: 'Text' }).click();
      await page.getByLabel(/^Title/).fill('Returns');
      await page.getByLabel(/^Text/).fill('Frames can be returned within 30 days with the receipt.');
      await page.getByTestId('knowledge-add-text').click();
      await expect(row(page, 'Returns')).toHaveAttribute('data-status', 'ready');
      // the row's actions sit inside the phone's width once scrolled to
      const remove = row(page, 'Returns').getByTestId('knowledge-delete');
      await remove.scrollIntoViewIfNeeded();
      await expect(remove).toBeInViewport({ ratio: 1 });
      expect(await overflow()).toBeLessThanOrEqual(0);
      await snap(page, testInfo, 'knowledge-phone', true);

      // no serious or critical accessibility problem in the tab
      const { violations } = await new AxeBuilder({ page }).include('[data-testid="knowledge-tab"]').analyze();
      expect(
        violations.filter((v) => v.impact === 'serious' || v.impact === 'critical').map((v) => `${v.id}: ${v.help}`),
      ).toEqual([]);
    } finally {
      await context.close();
    }
  });
});
