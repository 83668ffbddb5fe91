import { expect, test } from '@playwright/test';
import { registerBusiness, serve, snap } from './helpers';

/**
 * Issue 17 item 4 in the browser: a business whose intents are in English; a visitor writes to it in
 * Spanish in the widget and, instead of the English "I'm not sure I understood that", is told in Spanish
 * (then in English) that the assistant answers in English and that a person will help. The business's
 * agent, already in /agent-portal, sees the chat arrive with the reason and the visitor's language.
 */
test('a visitor writing in Spanish to an English business is told so politely and handed to a person who sees the language', async ({
  page,
  browser,
  baseURL,
}, testInfo) => {
  await registerBusiness(page, baseURL!, {
    firstName: 'Farah',
    lastName: 'Iqbal',
    companyName: 'Iqbal Ceramics',
    emailPrefix: 'language-owner',
  });
  for (const intent of [
    {
      title: 'Delivery time',
      description: 'How long delivery takes',
      phrases: ['how long does delivery take', 'when will my order arrive', 'do you deliver to my city'],
      response: 'Orders arrive within 3 working days.',
      requiresEscalation: false,
    },
    {
      title: 'Returns',
      description: 'Returning an item',
      phrases: ['how do I return an item', 'can I send my order back', 'what is your return policy'],
      response: 'You can return any item within 14 days.',
      requiresEscalation: false,
    },
  ]) {
    const created = await page.request.post('/api/intents', { headers: { origin: baseURL! }, data: intent });
    expect(created.status()).toBe(201);
  }

  await page.goto('/dashboard/widget');
  const code = page.locator('pre, code').filter({ hasText: 'parley-widget.js' }).first();
  const embed = (await code.textContent())!.trim();
  const site = await serve(
    `<!doctype html><html lang="en"><head><title>Iqbal Ceramics</title></head><body><h1>Iqbal Ceramics</h1>${embed}</body></html>`,
  );

  await page.goto('/agent-portal');
  await expect(page.getByRole('heading', { name: 'Agent Portal', level: 1 })).toBeVisible();
  await expect(page.getByText('No Active Conversations').first()).toBeVisible();
  // the desk is live (its socket open): with nobody online the handoff would promise a reply by email (issue 31)
  await expect(page.getByText('Live', { exact: true })).toBeVisible();

  const visitorContext = await browser.newContext();
  try {
    const visitor = await visitorContext.newPage();
    await visitor.goto(site.url);
    await visitor.getByRole('button', { name: /Chat with us/ }).click();
    await visitor.getByLabel(/^Name/).fill('Lucía Fernández');
    await visitor.getByLabel(/^Email/).fill('lucia@example.com');
    await visitor.getByRole('button', { name: 'Start chat' }).click();

    const message = visitor.getByLabel('Your message');
    const log = visitor.getByRole('log', { name: 'Conversation' });
    await message.fill('¿Puedo cambiar la dirección de entrega de mi pedido?');
    await message.press('Enter');
    await expect(log).toContainText(
      'Nuestro asistente solo responde en inglés, así que he pedido a una persona de nuestro equipo que le ayude.',
    );
    await expect(log).toContainText('Our assistant answers in English only, so I have asked a person from our team');
    await expect(log).not.toContainText("I'm not sure I understood that");
    await snap(visitor, testInfo, 'widget-other-language');

    // the agent sees who is waiting, why, and in which language they write
    const item = page.getByRole('navigation', { name: 'Conversations' }).getByRole('button', { name: /…/ });
    await expect(item).toBeVisible({ timeout: 5_000 });
    await expect(item).toContainText('Visitor writes in another language');
    await expect(item).toContainText('Spanish (es)');
    await item.click();
    const details = page.getByRole('complementary', { name: 'Visitor details' });
    await expect(details).toContainText('Lucía Fernández');
    await expect(details).toContainText('Spanish (es)');
    await expect(page.getByRole('log', { name: 'Messages' })).toContainText(
      '¿Puedo cambiar la dirección de entrega de mi pedido?',
    );
    await snap(page, testInfo, 'agent-portal-visitor-language');

    // Hindi, in Devanagari and in Latin letters: the Hindi sentence comes first in the bubble, then the
    // English one (read from the DOM: a machine without Devanagari fonts shows boxes in a screenshot)
    for (const hindi of [
      {
        text: 'मेरा ऑर्डर अभी तक नहीं आया है, कब तक आएगा?',
        own: 'हमारा सहायक केवल अंग्रेज़ी में जवाब देता है।',
      },
      {
        text: 'mera order abhi tak nahi aaya hai kab tak aayega',
        own: 'Hamara assistant sirf English mein jawab deta hai.',
      },
    ]) {
      const hindiContext = await browser.newContext();
      try {
        const v = await hindiContext.newPage();
        await v.goto(site.url);
        await v.getByRole('button', { name: /Chat with us/ }).click();
        await v.getByLabel(/^Name/).fill('Priya Sharma');
        await v.getByLabel(/^Email/).fill('priya@example.com');
        await v.getByRole('button', { name: 'Start chat' }).click();
        await v.getByLabel('Your message').fill(hindi.text);
        await v.getByLabel('Your message').press('Enter');
        const chat = v.getByRole('log', { name: 'Conversation' });
        await expect(chat).toContainText(hindi.own);
        const order = await chat.evaluate((el, own) => {
          const all = el.textContent ?? '';
          return { own: all.indexOf(own), english: all.indexOf('Our assistant answers in English only') };
        }, hindi.own);
        expect(order.own, hindi.text).toBeGreaterThanOrEqual(0);
        expect(order.english, hindi.text).toBeGreaterThan(order.own);
      } finally {
        await hindiContext.close();
      }
    }
  } finally {
    await visitorContext.close();
    await new Promise((resolve) => site.server.close(resolve));
  }
});
