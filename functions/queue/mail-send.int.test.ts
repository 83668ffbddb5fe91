import { startTestGateway, type TestGateway } from '../../infra/local/test-gateway';
import { queueMail } from '../core/mail/outbox';
import { uniqueEmail } from '../test-support/api';
import { mailsTo, waitForMail } from '../test-support/mail-inbox';

/**
 * Issue 31: a mail queued with queueMail goes through the mail-send queue and its consumer to the SES
 * stand-in (the real SESv2Client against aws-ses-v2-local), where the test reads it: no mock.
 */
let gw: TestGateway;
beforeAll(async () => {
  gw = await startTestGateway();
});
afterAll(() => gw.stop());

describe('mail-send (issue 31)', () => {
  it('sends a queued mail with a text and an HTML part, from MAIL_FROM', async () => {
    const to = uniqueEmail('mail');
    await queueMail({ template: 'test', to, data: { greeting: 'Hello <b>Asha</b>' }, key: `test:${to}` });
    const mail = await waitForMail({ to, subject: /Parley test mail/ });
    expect(mail.from).toBe(process.env.MAIL_FROM);
    expect(mail.subject).toBe('Parley test mail: Hello <b>Asha</b>');
    expect(mail.text).toContain('Hello <b>Asha</b>');
    expect(mail.text).toContain(process.env.APP_ORIGIN);
    // the data is escaped in the HTML part
    expect(mail.html).toContain('Hello &lt;b&gt;Asha&lt;/b&gt;');
    expect(mail.html).not.toContain('<b>Asha</b>');
    // an account mail has no unsubscribe link
    expect(mail.headers['List-Unsubscribe']).toBeUndefined();
  });

  it('mails a key once, however often it is queued', async () => {
    const to = uniqueEmail('once');
    const mail = { template: 'test', to, data: { greeting: 'Once' }, key: `once:${to}` } as const;
    await queueMail(mail);
    await queueMail(mail);
    await waitForMail({ to });
    await gw.queue.drain();
    expect(await mailsTo(to)).toHaveLength(1);
  });

  it('refuses data the template does not take, before anything is queued', async () => {
    await expect(
      queueMail({ template: 'test', to: uniqueEmail('bad'), data: { greeting: '' }, key: 'bad' }),
    ).rejects.toThrow();
  });
});
