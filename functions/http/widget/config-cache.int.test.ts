import { ERROR_CODES } from '@shared/api-error';
import type { TestGateway } from '../../../infra/local/test-gateway';
import { tenantSuite } from '../../../infra/test-fixtures/tenant-suite';
import { usagePeriod } from '../../core/billing/usage-period';
import { createIntent } from '../../core/intents/intents';
import { db } from '../../db/service';
import { DELIVERY_INTENT } from '../../test-support/intents';
import { signUpTenant, type TestTenant } from '../../test-support/tenants';
import { widgetRequest } from '../../test-support/widget-client';

/**
 * The instance's configuration caches (issue 30, functions/core/README.md "Configuration caches"): what
 * must never be stale is not. Each change here is written straight to the table, as another instance
 * (the admin's suspend, other visitors' starts) writes it, so nothing on this instance is invalidated;
 * the caches were warmed just before.
 */
let gw: TestGateway;
tenantSuite(async (g) => {
  gw = g;
});

const INTENT = DELIVERY_INTENT;
const start = (t: TestTenant, name = 'Meera Shah') =>
  widgetRequest(gw.url, 'POST', `/api/widget/${t.clientId}/conversations`, { fields: { name } });
const say = (token: string, content = 'how long will delivery to Pune take?') =>
  widgetRequest(gw.url, 'POST', '/api/widget/messages', { content }, token);

/** A tenant whose widget, model and platform config this instance has just read (and cached). */
async function warmTenant(): Promise<{ t: TestTenant; token: string }> {
  const t = await signUpTenant(gw.url);
  await createIntent(t.clientId, 'test', INTENT);
  const started = await start(t);
  expect(started.status).toBe(201);
  const answered = await say(started.json.token);
  expect(answered.json.messages.at(-1).content).toBe(INTENT.response);
  expect((await widgetRequest(gw.url, 'GET', `/api/widget/${t.clientId}/config`)).status).toBe(200);
  return { t, token: started.json.token };
}

describe('configuration caches: what must never be stale', () => {
  it('a suspension takes effect at once: the next turn, start and config load are refused', async () => {
    const { t, token } = await warmTenant();
    await db().entities.client.patch({ clientId: t.clientId }).set({ status: 'suspended' }).go();
    expect((await say(token)).status).toBe(404);
    expect((await start(t, 'Late Visitor')).status).toBe(404);
    expect((await widgetRequest(gw.url, 'GET', `/api/widget/${t.clientId}/config`)).status).toBe(404);
    // and lifting it, too
    await db().entities.client.patch({ clientId: t.clientId }).set({ status: 'active' }).go();
    expect((await say(token)).status).toBe(200);
  });

  it('the quota takes effect at once: a start past the plan limit is refused right after others used it', async () => {
    const { t } = await warmTenant();
    const { data: client } = await db().entities.client.get({ clientId: t.clientId }).go();
    await db()
      .entities.tenantCounter.update({
        clientId: t.clientId,
        name: 'planConversations',
        period: usagePeriod(client!.billingAnchor).key,
      })
      .set({ count: client!.conversationsLimit })
      .go();
    const refused = await start(t, 'One Too Many');
    expect(refused.status).toBe(402);
    expect(refused.json.error.code).toBe(ERROR_CODES.QUOTA_EXCEEDED);
  });

  it('a plan that ended takes effect at once', async () => {
    const { t } = await warmTenant();
    await db()
      .entities.client.patch({ clientId: t.clientId })
      .set({ planEndsAt: new Date(Date.now() - 60_000).toISOString() })
      .go();
    expect((await start(t, 'After The End')).status).toBe(402);
  });

  it("the intents are followed on the next turn (the client item's intents version, read fresh)", async () => {
    const { t, token } = await warmTenant();
    // another instance's trainer changes the intent's answer: the version moves, this instance retrains
    await createIntent(t.clientId, 'test', {
      ...INTENT,
      title: 'Opening hours',
      phrases: ['when are you open', 'opening hours', 'what time do you close'],
      response: 'We are open 9 to 6, Monday to Saturday.',
    });
    expect((await say(token, 'what are your opening hours?')).json.messages.at(-1).content).toBe(
      'We are open 9 to 6, Monday to Saturday.',
    );
  });
});
