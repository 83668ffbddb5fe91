import { AGENT_WORDING, OFFLINE_HANDOFF } from '@shared/agent-behaviour';
import WebSocket from 'ws';
import type { TestGateway } from '../../../infra/local/test-gateway';
import { tenantSuite } from '../../../infra/test-fixtures/tenant-suite';
import { resetConfigCache } from '../../base/env';
import { db } from '../../db/service';
import { agentPortalOpen } from '../../test-support/agents-online';
import { uniqueEmail } from '../../test-support/api';
import { acceptInvitation } from '../../test-support/invitations';
import { useIsolatedTable } from '../../test-support/isolated-table';
import { mailsTo, type ReceivedMail, waitForMail } from '../../test-support/mail-inbox';
import { signUpTenant, type TestTenant } from '../../test-support/tenants';
import { widgetRequest } from '../../test-support/widget-client';
import { alertPaymentFailed } from '../billing/payment-failed-alert';
import { ESCALATION_BATCH_MS, REPLY_BURST_MS } from '../chat/offline-handoff';
import { IP_BUDGETS } from '../limits/ip-limit';
import { nextDigestAt } from './leads';
import { recipientsOf } from './recipients';
import { sweepPendingAlerts } from './sweep';

/**
 * Issue 31 items 4 and 5 through the real routes, the real queues and the SES stand-in (read with
 * test-support/mail-inbox.ts, never a mock): the alerts to a tenant's team and the mails to visitors.
 * An own table: the sweep reads every tenant's pending alerts, and other files' must not go out here.
 */
let gw: TestGateway;
let t: TestTenant;
beforeAll(() => useIsolatedTable('mail-alerts'));
tenantSuite((g, tenant) => {
  gw = g;
  t = tenant;
});

const log = { error: () => undefined } as never;
const start = async (clientId: string, fields: Record<string, string>) => {
  const r = await widgetRequest(gw.url, 'POST', `/api/widget/${clientId}/conversations`, {
    fields,
    pageUrl: 'https://shop.example/contact?x=1',
  });
  expect(r.status).toBe(201);
  return r.json as { conversationId: string; token: string; leadId: string };
};
const escalate = (token: string) => widgetRequest(gw.url, 'POST', '/api/widget/escalate', {}, token);
/** The sweep as the schedule runs it, once the batch window has passed, then the mails through the queue. */
const sweepAfter = async (ms: number) => {
  const result = await sweepPendingAlerts(Date.now() + ms + 1000);
  await gw.queue.drain();
  return result;
};
const subjects = async (to: string) => (await mailsTo(to)).map((m) => m.subject);
const setAlerts = async (tenant: TestTenant, change: Record<string, unknown>) => {
  const current = (await tenant.owner.get('/api/settings/mail-alerts')).json;
  const put = await tenant.owner.put('/api/settings/mail-alerts', { ...current, ...change });
  expect(put.status).toBe(200);
};

describe('escalation alerts', () => {
  it('with nobody online: the visitor is promised a reply by email, the team is mailed once', async () => {
    const lead = { name: 'Ravi Kumar', email: uniqueEmail('visitor') };
    const chat = await start(t.clientId, lead);
    const handed = await escalate(chat.token);
    expect(handed.status).toBe(200);
    expect(handed.json.conversation).toEqual({ status: 'active', escalated: true, replyByEmail: 'email' });
    expect(handed.json.messages.at(-1).content).toBe(OFFLINE_HANDOFF.withEmail);

    // within the window nothing goes; after it, one mail
    expect((await sweepPendingAlerts(Date.now())).mails).toBe(0);
    expect((await sweepAfter(ESCALATION_BATCH_MS)).mails).toBe(1);
    const mail = await waitForMail({ to: t.ownerEmail, subject: /waiting for a person/ });
    expect(mail.subject).toBe('A visitor is waiting for a person');
    expect(mail.text).toContain(`Ravi Kumar (${lead.email})`);
    expect(mail.text).toContain('/agent-portal');

    // never a second mail for the conversation: not from another sweep, not from another press
    expect((await escalate(chat.token)).status).toBe(200);
    expect((await sweepAfter(ESCALATION_BATCH_MS)).mails).toBe(0);
    expect((await subjects(t.ownerEmail)).filter((s) => /waiting for a person/.test(s))).toHaveLength(1);
  });

  it('with an agent online: the usual handoff, and no mail', async () => {
    const other = await signUpTenant(gw.url);
    const chat = await start(other.clientId, { name: 'Meena', email: uniqueEmail('visitor') });
    // the start's conversation.created push (issue 32) goes out first: it would find the stand-in socket gone
    await gw.queue.drain();
    const close = await agentPortalOpen(other.clientId);
    const handed = await escalate(chat.token);
    expect(handed.json.conversation).toEqual({ status: 'active', escalated: true });
    expect(handed.json.messages.at(-1).content).toBe(AGENT_WORDING.professional.handoff);
    await sweepAfter(ESCALATION_BATCH_MS);
    expect(await subjects(other.ownerEmail)).not.toContainEqual(expect.stringMatching(/waiting for a person/));
    await close();
  });

  it('batches the escalations of a window into one mail', async () => {
    const busy = await signUpTenant(gw.url);
    for (const name of ['Asha Rao', 'Vikram Das']) {
      const chat = await start(busy.clientId, { name, email: uniqueEmail('visitor') });
      expect((await escalate(chat.token)).status).toBe(200);
    }
    expect((await sweepAfter(ESCALATION_BATCH_MS)).mails).toBe(1);
    const mail = await waitForMail({ to: busy.ownerEmail, subject: /waiting for a person/ });
    expect(mail.subject).toBe('2 visitors are waiting for a person');
    expect(mail.text).toContain('Asha Rao');
    expect(mail.text).toContain('Vikram Das');
    expect((await subjects(busy.ownerEmail)).filter((s) => /waiting for a person/.test(s))).toHaveLength(1);
  });

  it('mails the agents who joined, not one still invited nor one deactivated', async () => {
    const team = await signUpTenant(gw.url, { planId: 'plan-business' });
    const add = async () => {
      const email = uniqueEmail('agent');
      const r = await team.owner.post('/api/human-agents', { firstName: 'Nila', lastName: 'Das', email });
      expect(r.status).toBe(201);
      return { email, id: r.json.agent.id as string };
    };
    const [joined, invited, deactivated] = [await add(), await add(), await add()];
    await gw.queue.drain();
    await acceptInvitation(gw.url, joined.email, 'Agent1Pass');
    await acceptInvitation(gw.url, deactivated.email, 'Agent1Pass');
    expect((await team.owner.patch(`/api/human-agents/${deactivated.id}/status`, { isActive: false })).status).toBe(
      200,
    );
    expect((await recipientsOf(team.clientId, 'escalation')).sort()).toEqual(
      [team.ownerEmail, joined.email.toLowerCase()].sort(),
    );

    const chat = await start(team.clientId, { name: 'Asha Rao', email: uniqueEmail('visitor') });
    expect((await escalate(chat.token)).status).toBe(200);
    expect((await sweepAfter(ESCALATION_BATCH_MS)).mails).toBe(1);
    await waitForMail({ to: joined.email, subject: /waiting for a person/ });
    for (const left of [invited, deactivated])
      expect(await subjects(left.email)).not.toContainEqual(expect.stringMatching(/waiting for a person/));
  });

  it('sends nothing when the owner turned escalation alerts off', async () => {
    const quiet = await signUpTenant(gw.url);
    await setAlerts(quiet, { escalations: false });
    const chat = await start(quiet.clientId, { name: 'Nobody Mailed', email: uniqueEmail('visitor') });
    await escalate(chat.token);
    expect((await sweepAfter(ESCALATION_BATCH_MS)).mails).toBe(0);
    expect(await subjects(quiet.ownerEmail)).not.toContainEqual(expect.stringMatching(/waiting for a person/));
  });
});

describe('new lead alerts', () => {
  it('instant: a mail for each lead, once', async () => {
    const shop = await signUpTenant(gw.url);
    await start(shop.clientId, { name: 'Kiran Shah', email: 'kiran@example.com' });
    await gw.queue.drain();
    const mail = await waitForMail({ to: shop.ownerEmail, subject: /New lead/ });
    expect(mail.subject).toBe('New lead: Kiran Shah');
    expect(mail.text).toContain('kiran@example.com');
    expect((await subjects(shop.ownerEmail)).filter((s) => /New lead/.test(s))).toHaveLength(1);
  });

  it('daily: no mail per lead, one digest at the tenant’s hour', async () => {
    const shop = await signUpTenant(gw.url);
    await setAlerts(shop, { newLeads: 'daily', digestHour: 18, timeZone: 'Asia/Kolkata' });
    await start(shop.clientId, { name: 'Lead One', email: 'one@example.com' });
    await start(shop.clientId, { name: 'Lead Two', email: 'two@example.com' });
    await gw.queue.drain();
    expect(await subjects(shop.ownerEmail)).not.toContainEqual(expect.stringMatching(/New lead/));
    const { data: pending } = await db().entities.pendingAlert.query.byTenant({ clientId: shop.clientId }).go();
    expect(pending).toHaveLength(2);
    const due = nextDigestAt({ digestHour: 18, timeZone: 'Asia/Kolkata' }, new Date());
    expect(pending.map((p) => p.dueAt)).toEqual([due.toISOString(), due.toISOString()]);
    // 18:00 IST is 12:30 UTC
    expect(due.getUTCHours() * 60 + due.getUTCMinutes()).toBe(12 * 60 + 30);

    await sweepPendingAlerts(due.getTime() - 60_000);
    await gw.queue.drain();
    expect(await subjects(shop.ownerEmail)).not.toContainEqual(expect.stringMatching(/new leads/));
    await sweepPendingAlerts(due.getTime() + 1000);
    await gw.queue.drain();
    const digest = await waitForMail({ to: shop.ownerEmail, subject: /new leads since yesterday/ });
    expect(digest.subject).toBe('2 new leads since yesterday');
    expect(digest.text).toContain('Lead One (one@example.com)');
    expect(digest.text).toContain('Lead Two (two@example.com)');
  });
});

describe('plan limit alerts', () => {
  it('mails the owner at 80 % and at 100 % of the period, once each', async () => {
    const small = await signUpTenant(gw.url);
    await setAlerts(small, { newLeads: 'off' });
    await db().entities.client.patch({ clientId: small.clientId }).set({ conversationsLimit: 5 }).go();
    await db().entities.client.patch({ clientId: small.clientId }).remove(['planEndsAt']).go();
    const planMails = async () => (await subjects(small.ownerEmail)).filter((s) => /plan/.test(s));
    for (let i = 1; i <= 3; i++) await start(small.clientId, { name: `Visitor ${i}` });
    await gw.queue.drain();
    expect(await planMails()).toEqual([]);
    await start(small.clientId, { name: 'Visitor 4' });
    await gw.queue.drain();
    const eighty = await waitForMail({ to: small.ownerEmail, subject: /80 %/ });
    expect(eighty.text).toContain("used 4 of the plan's 5 conversations");
    await start(small.clientId, { name: 'Visitor 5' });
    await gw.queue.drain();
    await waitForMail({ to: small.ownerEmail, subject: /limit is reached/ });
    // refused past the limit, and no third mail however often it is tried
    const refused = await widgetRequest(gw.url, 'POST', `/api/widget/${small.clientId}/conversations`, {
      fields: { name: 'Visitor 6' },
    });
    expect(refused.status).toBe(402);
    await gw.queue.drain();
    expect(await planMails()).toEqual(['You have used 80 % of your plan', 'Your plan limit is reached']);
  });
});

describe('payment failed', () => {
  it('mails the owners and the billing address when the subscription turns past due, once per event', async () => {
    const payer = await signUpTenant(gw.url);
    const change = { clientId: payer.clientId, planName: 'Starter', from: 'active', to: 'past_due' };
    await alertPaymentFailed(change, 'payment-failed:test:evt_1', log);
    await alertPaymentFailed(change, 'payment-failed:test:evt_1', log);
    await alertPaymentFailed({ ...change, from: 'past_due', to: 'active' }, 'payment-failed:test:evt_2', log);
    await gw.queue.drain();
    const mail = await waitForMail({ to: payer.ownerEmail, subject: /payment failed/ });
    expect(mail.text).toContain('Starter');
    expect((await subjects(payer.ownerEmail)).filter((s) => /payment failed/.test(s))).toHaveLength(1);
  });
});

describe('visitor mails', () => {
  it('mails the transcript to the lead’s address once, and asks for one when there is none', async () => {
    const email = uniqueEmail('visitor');
    const chat = await start(t.clientId, { name: 'Farah Khan', email });
    await widgetRequest(gw.url, 'POST', '/api/widget/messages', { content: 'Do you deliver to Pune?' }, chat.token);
    const sent = await widgetRequest(gw.url, 'POST', '/api/widget/transcript', {}, chat.token);
    expect(sent.status).toBe(200);
    expect(sent.json.sentTo).toBe(`v***@${email.split('@')[1]}`);
    // another address typed in the widget is not where it goes: the lead's is
    await widgetRequest(gw.url, 'POST', '/api/widget/transcript', { email: 'stranger@example.com' }, chat.token);
    await gw.queue.drain();
    const mail = await waitForMail({ to: email, subject: /Your conversation with/ });
    expect(mail.text).toContain('You: Do you deliver to Pune?');
    expect(await mailsTo(email)).toHaveLength(1);
    expect(await mailsTo('stranger@example.com')).toHaveLength(0);

    const anonymous = await start(t.clientId, { name: 'No Address' });
    const ask = await widgetRequest(gw.url, 'POST', '/api/widget/transcript', {}, anonymous.token);
    expect(ask.status).toBe(400);
    expect(ask.json.error.fields.email).toBeDefined();
    const given = uniqueEmail('given');
    expect(
      (await widgetRequest(gw.url, 'POST', '/api/widget/transcript', { email: given }, anonymous.token)).status,
    ).toBe(200);
    await waitForMail({ to: given, subject: /Your conversation with/ });
  });

  it('mails an agent’s reply burst to a visitor who left, with a link back, once', async () => {
    const email = uniqueEmail('visitor');
    const chat = await start(t.clientId, { name: 'Dev Patel', email });
    await escalate(chat.token);
    for (const content of ['Yes, we deliver to Pune.', 'It takes two days.']) {
      expect(
        (
          await t.owner.post('/api/messages', {
            conversationId: chat.conversationId,
            content,
            senderType: 'human_agent',
          })
        ).status,
      ).toBe(200);
    }
    expect((await sweepAfter(REPLY_BURST_MS)).mails).toBeGreaterThanOrEqual(1);
    const mail = await waitForMail({ to: email, subject: /replied to your question/ });
    expect(mail.text).toContain('Yes, we deliver to Pune.');
    expect(mail.text).toContain('It takes two days.');
    expect(mail.text).toContain('https://shop.example/contact?x=1#parley-chat');
    await sweepAfter(REPLY_BURST_MS);
    expect((await mailsTo(email)).filter((m) => /replied/.test(m.subject))).toHaveLength(1);
  });

  it('does not mail a reply to a visitor who is back in the chat; asks a visitor without an address for one', async () => {
    const chat = await start(t.clientId, { name: 'No Email' });
    const handed = await escalate(chat.token);
    expect(handed.json.conversation.replyByEmail).toBe('ask');
    expect(handed.json.messages.at(-1).content).toBe(OFFLINE_HANDOFF.askEmail);
    const email = uniqueEmail('later');
    const given = await widgetRequest(gw.url, 'POST', '/api/widget/reply-address', { email }, chat.token);
    expect(given.status).toBe(200);
    expect(given.json.conversation.replyByEmail).toBe('email');
    // the visitor's widget is open again (its live socket): the reply reaches them there, not by mail
    const ticket = (await widgetRequest(gw.url, 'POST', '/api/widget/live-ticket', undefined, chat.token)).json.ticket;
    const socket = new WebSocket(`${gw.url.replace(/^http/, 'ws')}/ws?ticket=${encodeURIComponent(ticket)}`, {
      headers: { origin: 'https://shop.example' },
    });
    await new Promise((resolve, reject) => socket.once('open', resolve).once('error', reject));
    await t.owner.post('/api/messages', {
      conversationId: chat.conversationId,
      content: 'Hello again',
      senderType: 'human_agent',
    });
    await sweepAfter(REPLY_BURST_MS);
    socket.close();
    expect(await mailsTo(email)).toHaveLength(0);
  });
});

describe('unsubscribing from alert and visitor mails', () => {
  /** The mail's unsubscribe link and headers (mail-core's layout), then a mail client's one-click POST. */
  const unsubscribeFrom = async (mail: ReceivedMail) => {
    const token = /\/unsubscribe\/([A-Za-z0-9_-]+)/.exec(mail.text)?.[1] ?? '';
    expect(mail.text).toContain(`Stop these emails: ${process.env.APP_ORIGIN}/unsubscribe/${token}`);
    expect(mail.html).toContain(`${process.env.APP_ORIGIN}/unsubscribe/${token}`);
    expect(mail.headers).toMatchObject({
      'List-Unsubscribe': `<${process.env.APP_ORIGIN}/api/mail/unsubscribe/${token}>`,
      'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click',
    });
    const done = await fetch(`${gw.url}/api/mail/unsubscribe/${token}`, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: 'List-Unsubscribe=One-Click',
    });
    expect(done.status).toBe(200);
    return (await done.json()) as { category: string };
  };

  it('an escalation alert carries the link; it stops that tenant’s alerts to that address', async () => {
    const team = await signUpTenant(gw.url);
    await escalate((await start(team.clientId, { name: 'First', email: uniqueEmail('visitor') })).token);
    await sweepAfter(ESCALATION_BATCH_MS);
    const mail = await waitForMail({ to: team.ownerEmail, subject: /waiting for a person/ });
    expect(await unsubscribeFrom(mail)).toMatchObject({ category: 'alert' });

    await escalate((await start(team.clientId, { name: 'Second', email: uniqueEmail('visitor') })).token);
    expect((await sweepAfter(ESCALATION_BATCH_MS)).mails).toBe(1);
    expect((await subjects(team.ownerEmail)).filter((s) => /waiting for a person/.test(s))).toHaveLength(1);
  });

  it('an agent’s reply to a visitor carries the link; it stops that tenant’s visitor mail, not another’s', async () => {
    const [shop, otherShop] = [await signUpTenant(gw.url), await signUpTenant(gw.url)];
    const email = uniqueEmail('visitor');
    const chat = await start(shop.clientId, { name: 'Dev Patel', email });
    await escalate(chat.token);
    const reply = { conversationId: chat.conversationId, content: 'We deliver.', senderType: 'human_agent' };
    expect((await shop.owner.post('/api/messages', reply)).status).toBe(200);
    await sweepAfter(REPLY_BURST_MS);
    const mail = await waitForMail({ to: email, subject: /replied to your question/ });
    expect(await unsubscribeFrom(mail)).toMatchObject({ category: 'visitor' });

    // the transcript is visitor mail of the same tenant: suppressed; another tenant's still goes
    expect((await widgetRequest(gw.url, 'POST', '/api/widget/transcript', {}, chat.token)).status).toBe(200);
    const elsewhere = await start(otherShop.clientId, { name: 'Dev Patel', email });
    expect((await widgetRequest(gw.url, 'POST', '/api/widget/transcript', {}, elsewhere.token)).status).toBe(200);
    await gw.queue.drain();
    await waitForMail({ to: email, subject: /Your conversation with/ });
    expect((await subjects(email)).filter((s) => /Your conversation with/.test(s))).toHaveLength(1);
    expect((await mailsTo(email)).at(-1)?.subject).toContain('Verma Opticals');
  });
});

describe('the widget mail routes’ per-IP budget', () => {
  it('answers 429 with Retry-After once an address spent its transcript budget, and mails nothing more', async () => {
    const email = uniqueEmail('limited');
    const chat = await start(t.clientId, { name: 'Busy Visitor', email });
    const saved = process.env.RATE_LIMIT_SCALE;
    process.env.RATE_LIMIT_SCALE = '1';
    resetConfigCache();
    try {
      let status = 0;
      let calls = 0;
      for (; calls <= IP_BUDGETS.transcript.limit && status !== 429; calls++) {
        const r = await fetch(`${gw.url}/api/widget/transcript`, {
          method: 'POST',
          headers: {
            'content-type': 'application/json',
            origin: 'https://shop.example',
            authorization: `Bearer ${chat.token}`,
          },
          body: '{}',
        });
        status = r.status;
        if (status === 429) expect(Number(r.headers.get('retry-after'))).toBeGreaterThan(0);
      }
      expect(status).toBe(429);
      expect(calls).toBeLessThanOrEqual(IP_BUDGETS.transcript.limit + 1);
    } finally {
      process.env.RATE_LIMIT_SCALE = saved;
      resetConfigCache();
    }
    await gw.queue.drain();
    expect(await mailsTo(email)).toHaveLength(1);
  });
});
