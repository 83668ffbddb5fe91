import { startTestGateway, type TestGateway } from '../../infra/local/test-gateway';
import { sendMessage } from '../adapters/queue';
import { maskAddress } from '../core/mail/mask';
import { queueMail } from '../core/mail/outbox';
import { db } from '../db/service';
import { seedPlans } from '../ops/seed';
import { uniqueEmail } from '../test-support/api';
import { mailsTo, waitForMail } from '../test-support/mail-inbox';
import { signUpTenant, type TestTenant } from '../test-support/tenants';

/**
 * Issue 31: a mail queued with queueMail goes through the mail-send queue and its consumer to the SES
 * stand-in (the real SESv2Client against aws-ses-v2-local), where the test reads it: no mock. SES's
 * bounce and complaint events (here put on the mail-feedback queue as EventBridge does in AWS) and
 * unsubscribes stop further mail, and the activity log records each mail sent or suppressed.
 */
let gw: TestGateway;
let tenant: TestTenant;
beforeAll(async () => {
  gw = await startTestGateway();
  await seedPlans();
  tenant = await signUpTenant(gw.url, { companyName: 'Verma Opticals' });
});
afterAll(() => gw.stop());

async function activity(action: string) {
  const month = new Date().toISOString().slice(0, 7);
  const { data } = await db().entities.activity.query.byMonth({ month }).go({ pages: 'all' });
  return data.filter((e) => e.action === action);
}

/** What SES publishes to EventBridge for a bounce (the rule's input transformer makes it this envelope). */
const bounce = (address: string, bounceType = 'Permanent') =>
  sendMessage('mail.feedback', {
    idempotencyKey: `bounce:${address}:${bounceType}`,
    payload: {
      eventType: 'Bounce',
      bounce: { bounceType, bounceSubType: 'General', bouncedRecipients: [{ emailAddress: address }] },
      mail: { messageId: 'x', tags: { 'ses:configuration-set': ['parley-local'] } },
    },
  });

describe('mail-send (issue 31)', () => {
  it('sends a queued mail with a text and an HTML part, from MAIL_FROM, and logs it with the address masked', async () => {
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
    expect(mail.text).not.toContain('unsubscribe');

    const sent = (await activity('mail.sent')).filter((e) => e.message.includes(maskAddress(to)));
    expect(sent).toHaveLength(1);
    expect(sent[0].message).toBe(`Mail "test" sent to ${maskAddress(to)}`);
    expect(JSON.stringify(await activity('mail.sent'))).not.toContain(to);
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

  it('mails no more to an address SES reported bounced for good, and records the mail as suppressed', async () => {
    const to = uniqueEmail('bounced');
    await bounce(to);
    await gw.queue.drain();
    await queueMail({ template: 'test', to, data: { greeting: 'Anyone there?' }, key: `bounced:${to}` });
    await gw.queue.drain();
    expect(await mailsTo(to)).toEqual([]);
    const suppressed = (await activity('mail.suppressed')).filter((e) => e.message.includes(maskAddress(to)));
    expect(suppressed.map((e) => e.message)).toEqual([
      `Mail "test" to ${maskAddress(to)} not sent: the address bounced`,
    ]);
    expect((await activity('mail.bounced')).some((e) => e.message.includes(maskAddress(to)))).toBe(true);
  });

  it('still mails an address whose bounce was transient (SES already retried it)', async () => {
    const to = uniqueEmail('transient');
    await bounce(to, 'Transient');
    await gw.queue.drain();
    await queueMail({ template: 'test', to, data: { greeting: 'Second try' }, key: `transient:${to}` });
    await waitForMail({ to });
  });

  it("gives an alert mail an unsubscribe link that stops that tenant's alerts to that address, and only those", async () => {
    const to = uniqueEmail('alerts');
    const alert = (key: string, clientId?: string) =>
      queueMail({ template: 'test-alert', to, clientId, data: { note: key }, key: `alert:${to}:${key}` });
    await alert('first', tenant.clientId);
    const mail = await waitForMail({ to, subject: /first/ });
    expect(mail.text).toContain('Sent by Parley for Verma Opticals');
    const token = /\/unsubscribe\/([A-Za-z0-9_-]+)/.exec(mail.text)?.[1] ?? '';
    expect(mail.text).toContain(`Stop these emails: ${process.env.APP_ORIGIN}/unsubscribe/${token}`);
    expect(mail.headers).toMatchObject({
      'List-Unsubscribe': `<${process.env.APP_ORIGIN}/api/mail/unsubscribe/${token}>`,
      'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click',
    });

    const target = await fetch(`${gw.url}/api/mail/unsubscribe/${token}`);
    expect(target.status).toBe(200);
    expect(await target.json()).toEqual({ category: 'alert', address: maskAddress(to), tenantName: 'Verma Opticals' });
    // a mail client's one-click unsubscribe (RFC 8058): a form POST to the header's URL
    const done = await fetch(`${gw.url}/api/mail/unsubscribe/${token}`, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: 'List-Unsubscribe=One-Click',
    });
    expect(done.status, await done.clone().text()).toBe(200);
    expect(await done.json()).toMatchObject({ unsubscribed: true, category: 'alert' });
    expect((await activity('mail.unsubscribed')).some((e) => e.message.includes(maskAddress(to)))).toBe(true);

    await alert('second', tenant.clientId);
    await alert('about no tenant');
    await queueMail({
      template: 'test',
      to,
      clientId: tenant.clientId,
      data: { greeting: 'Account' },
      key: `acct:${to}`,
    });
    await gw.queue.drain();
    const subjects = (await mailsTo(to)).map((m) => m.subject);
    expect(subjects).not.toContain('Parley test alert: second');
    expect(subjects).toEqual(
      expect.arrayContaining([
        'Parley test alert: first',
        'Parley test alert: about no tenant',
        'Parley test mail: Account',
      ]),
    );
    expect(
      (await activity('mail.suppressed')).some((e) =>
        e.message.startsWith(`Mail "test-alert" to ${maskAddress(to)} not sent: the recipient unsubscribed`),
      ),
    ).toBe(true);
  });

  it('answers an unknown unsubscribe link with a 404', async () => {
    const res = await fetch(`${gw.url}/api/mail/unsubscribe/AAAAAAAAAAAAAAAAAAAAAA`, { method: 'POST' });
    expect(res.status).toBe(404);
    expect((await fetch(`${gw.url}/api/mail/unsubscribe/AAAAAAAAAAAAAAAAAAAAAA`)).status).toBe(404);
  });
});
