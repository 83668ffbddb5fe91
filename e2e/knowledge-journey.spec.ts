import { expect, type Page, test } from '@playwright/test';
import { makePdf } from '../functions/test-support/knowledge-files';
import { signUpInBrowser } from './account-steps';
import { snap, uniqueEmail } from './helpers';
import { startTestSite } from './test-site';
import { startChat, tenantSite } from './widget-steps';

/**
 * Issue 33's "Done when", as one owner's path: in the Knowledge tab the owner adds the business's website (a
 * few pages with an FAQ, served here on a free port) and a PDF, and watches the crawl's progress to the end;
 * on the business's site the widget answers a paraphrased question from the website with the page linked,
 * a question from the PDF with the document and page named, and hands over a question neither covers; the
 * chat test screen shows the source; once the PDF is deleted, its answer is gone from the very next message.
 */
const html = (title: string, body: string) =>
  `<!doctype html><html lang="en"><head><title>${title}</title></head><body><nav><a href="/">Home</a> <a href="/faq">FAQ</a> <a href="/contact">Contact</a></nav><main>${body}</main></body></html>`;
const SITE: Record<string, string> = {
  '/': html('Shah Opticians', '<h1>Welcome</h1><p>Eye tests, frames and lenses for the whole family.</p>'),
  '/faq': html(
    'Shah Opticians FAQ',
    `<h1>Questions</h1>
    <h2>Do you offer eye tests on Sundays?</h2><p>Yes, from 10 am to 2 pm, by appointment.</p>
    <h2>How long do new glasses take?</h2><p>Three working days for most prescriptions.</p>`,
  ),
  '/contact': html('Contact', '<h1>Contact</h1><p>Call 020 4567 8900 or walk in at FC Road, Pune.</p>'),
};
const WARRANTY = 'Contact lenses bought from us can be exchanged unopened within 15 days.';

let site: Awaited<ReturnType<typeof startTestSite>>;
let siteUrl: string;
test.beforeAll(async () => {
  site = await startTestSite(SITE);
  siteUrl = site.url;
});
test.afterAll(() => site.close());

const sourceRow = (page: Page, title: string) =>
  page.getByTestId('knowledge-source-row').filter({ has: page.getByText(title, { exact: true }) });

/** The visitor asks once the previous reply is in (Send is enabled again). */
async function ask(visitor: Page, text: string) {
  const send = visitor.getByRole('button', { name: 'Send' });
  await expect(send).toBeEnabled();
  await visitor.getByLabel('Your message').fill(text);
  await visitor.getByLabel('Your message').press('Enter');
}

test('an owner teaches the agent from the website and a PDF; the widget answers with sources, hands over the rest, and a deleted PDF stops answering', async ({
  page,
  browser,
}, testInfo) => {
  test.setTimeout(360_000);
  await signUpInBrowser(page, {
    firstName: 'Kiran',
    lastName: 'Shah',
    companyName: 'Shah Opticians',
    emailPrefix: 'knowledge-journey',
    password: 'Sup3rSecret!',
  });
  await page.goto('/dashboard/intents?tab=knowledge');
  await expect(page.getByTestId('knowledge-tab')).toBeVisible();

  // the website: crawled as a queued job, its progress shown until it is ready
  const releaseHome = site.hold('/');
  await page.getByTestId('knowledge-url-input').fill(siteUrl);
  await page.getByTestId('knowledge-add-website').click();
  const website = sourceRow(page, '127.0.0.1');
  await expect(website.getByTestId('knowledge-progress')).toBeVisible();
  releaseHome();
  await expect(website).toHaveAttribute('data-status', 'ready', { timeout: 60_000 });

  // the PDF: uploaded straight to storage, read page by page
  await page.getByRole('group', { name: 'Kind of source' }).getByRole('button', { name: 'File' }).click();
  await page.getByTestId('knowledge-file-input').setInputFiles({
    name: 'lens-policy.pdf',
    mimeType: 'application/pdf',
    buffer: makePdf(['Frames are guaranteed against breakage for one year.', WARRANTY]),
  });
  const pdf = sourceRow(page, 'lens-policy.pdf');
  await expect(pdf).toHaveAttribute('data-status', 'ready', { timeout: 30_000 });
  await snap(page, testInfo, 'journey-knowledge-sources');

  const shop = await tenantSite(page, 'Shah Opticians');
  try {
    const { context, visitor } = await startChat(
      browser,
      shop.url,
      'Meera Rao',
      uniqueEmail('meera'),
      'can I get my eyes tested on a sunday?',
    );
    const log = visitor.getByRole('log', { name: 'Conversation' });
    // from the website, the FAQ page linked
    await expect(log).toContainText('Yes, from 10 am to 2 pm, by appointment.');
    const sources = log.getByTestId('message-source');
    await expect(sources).toHaveCount(1);
    await expect(sources.first().getByRole('link')).toHaveAttribute('href', `${siteUrl}faq`);

    // from the PDF, the document and its page named
    await ask(visitor, 'can unopened contact lenses be exchanged?');
    await expect(log).toContainText(WARRANTY);
    await expect(sources).toHaveCount(2);
    await expect(sources.nth(1)).toContainText('lens-policy.pdf, page 2');
    await snap(visitor, testInfo, 'journey-widget-answers');

    // the chat test screen shows which source answered
    await page.goto('/ccai-test');
    await page.getByLabel('Message').fill('how many days do new glasses take?');
    await page.getByLabel('Message').press('Enter');
    const testLog = page.getByRole('log', { name: 'Test conversation' });
    await expect(testLog).toContainText('Three working days for most prescriptions.');
    await expect(testLog.getByTestId('ccai-match')).toHaveText('Answered from knowledge');
    await expect(testLog.getByTestId('message-source').getByRole('link')).toHaveAttribute('href', `${siteUrl}faq`);

    // the PDF deleted: the very next identical question gets no answer from it
    await page.goto('/dashboard/intents?tab=knowledge');
    await sourceRow(page, 'lens-policy.pdf').getByTestId('knowledge-delete').click();
    // the row leaves the list at once; the next question goes once the server has deleted it
    const deleted = page.waitForResponse(
      (r) => r.request().method() === 'DELETE' && r.url().includes('/api/knowledge/sources/'),
    );
    await page.getByRole('alertdialog').getByRole('button', { name: 'Delete' }).click();
    expect((await deleted).ok()).toBe(true);
    await expect(sourceRow(page, 'lens-policy.pdf')).toHaveCount(0);
    await ask(visitor, 'can unopened contact lenses be exchanged?');
    await expect(log).toContainText("I'm not sure I understood that");
    await expect(log.getByText(WARRANTY)).toHaveCount(1);
    await expect(sources).toHaveCount(2);

    // neither source covers it: not answered from nothing; asked again, handed to a person
    await ask(visitor, 'do you repair wrist watches?');
    await expect(log).toContainText(/No one from our team is online right now|asked a person from our team to join/);
    await expect(sources).toHaveCount(2);
    await snap(visitor, testInfo, 'journey-widget-handover');
    await context.close();
  } finally {
    shop.server.close();
  }
});
