import type { TestGateway } from '../../../infra/local/test-gateway';
import { tenantSuite } from '../../../infra/test-fixtures/tenant-suite';
import { collectActivity } from '../../core/activity/list';
import { db } from '../../db/service';
import type { ApiClient } from '../../test-support/api';
import { type FakeProviders, startFakeProviders } from '../../test-support/fake-providers';
import { useIsolatedTable } from '../../test-support/isolated-table';
import { watchForLeaks } from '../../test-support/leak-watch';
import { signInAdmin, type TestTenant } from '../../test-support/tenants';

/** Admin → Payment Gateways (issue 12): settings with masked secrets, Test, and the active gateway rule. */
let tenant: TestTenant;
let admin: ApiClient;
let fake: FakeProviders;
beforeAll(async () => {
  await useIsolatedTable('admin-gateways');
  fake = await startFakeProviders();
  Object.assign(process.env, fake.env);
});
afterAll(async () => {
  await fake.close();
  for (const k of Object.keys(fake.env)) delete process.env[k];
});
tenantSuite(async (g: TestGateway, t) => {
  tenant = t;
  admin = await signInAdmin(g.url);
});

const PATH = '/api/admin/payment-gateways';
const gateways = async () => {
  const r = await admin.get(PATH);
  expect(r.status).toBe(200);
  return r.json;
};
const test = (gateway: string, config: Record<string, unknown>) => admin.post(`${PATH}/test/${gateway}`, { config });
const activity = async (action: string) => (await collectActivity({}, 500)).entries.filter((e) => e.action === action);
const razorpay = () => ({ keyId: fake.keys.razorpay.keyId, keySecret: fake.keys.razorpay.keySecret, enabled: true });

describe('admin payment gateways', () => {
  it('refuses an owner and an agent on every gateway route (403)', async () => {
    const agent = await tenant.member('human_agent');
    for (const api of [tenant.owner, agent]) {
      for (const [method, path, body] of [
        ['GET', PATH, undefined],
        ['POST', PATH, { activeGateway: null }],
        ['POST', `${PATH}/test/stripe`, { config: {} }],
      ] as const) {
        expect((await api.request(method, path, body)).status, `${method} ${path}`).toBe(403);
      }
    }
  });

  it('starts with nothing configured and no active gateway', async () => {
    expect(await gateways()).toMatchObject({
      activeGateway: null,
      stripe: { configured: false, enabled: false, secretKey: '' },
      razorpay: { configured: false, enabled: false, keySecret: '' },
    });
  });

  it('saves secrets encrypted and masked; the mask sent back keeps them, and the test then authenticates', async () => {
    const saved = await admin.post(PATH, {
      stripe: {
        publishableKey: 'pk_test_123',
        secretKey: fake.keys.stripe,
        webhookSecret: 'whsec_abcd1234',
        enabled: true,
      },
    });
    expect(saved.status).toBe(200);
    expect(saved.json.stripe).toMatchObject({
      publishableKey: 'pk_test_123',
      secretKey: `••••••••${fake.keys.stripe.slice(-4)}`,
      webhookSecret: '••••••••1234',
      configured: true,
    });
    const { data } = await db().entities.platformConfig.get({ type: 'payment-gateways' }).go();
    expect(JSON.stringify(data?.config)).not.toContain(fake.keys.stripe);
    expect((await activity('gateway.saved'))[0].fields).toEqual(
      expect.arrayContaining(['stripe.publishableKey', 'stripe.secretKey', 'stripe.webhookSecret', 'stripe.enabled']),
    );

    const form = (await gateways()).stripe;
    const again = await admin.post(PATH, {
      stripe: {
        publishableKey: form.publishableKey,
        secretKey: form.secretKey,
        webhookSecret: form.webhookSecret,
        enabled: true,
      },
    });
    expect(again.status).toBe(200);
    const t = await test('stripe', { secretKey: form.secretKey });
    expect(t.status).toBe(200);
    expect(t.json).toMatchObject({ success: true, message: 'Stripe accepted the secret key (test mode)' });
  });

  it('tests Stripe and Razorpay: success against the fake, the refusal with a wrong key', async () => {
    const bad = await test('stripe', { secretKey: 'sk_test_wrong' });
    expect(bad.status).toBe(400);
    expect(bad.json).toMatchObject({ success: false, message: 'Stripe rejected the secret key (401)' });
    const ok = await test('razorpay', razorpay());
    expect(ok.status).toBe(200);
    expect(ok.json.message).toBe('Razorpay accepted the keys');
    const wrong = await test('razorpay', { ...razorpay(), keySecret: 'nope' });
    expect(wrong.status).toBe(400);
    expect(wrong.json.message).toBe('Razorpay rejected the key ID or key secret (401)');
    expect((await gateways()).razorpay.lastTest).toMatchObject({ status: 'failed', message: wrong.json.message });
    const tested = await activity('gateway.tested');
    expect(tested.map((e) => e.level)).toEqual(expect.arrayContaining(['info', 'warn']));
    expect(tested.every((e) => e.category === 'api')).toBe(true);
  });

  it('makes a gateway active only after a successful test of its saved credentials', async () => {
    const refused = async (message: string) => {
      const r = await admin.post(PATH, { activeGateway: 'razorpay' });
      expect(r.status).toBe(409);
      expect(r.json.error.message).toBe(message);
      expect((await gateways()).activeGateway).not.toBe('razorpay');
      // the screen's reason for the disabled button is the same sentence
      expect((await gateways()).razorpay.activationBlocked).toBe(message);
    };
    await refused('Enable Razorpay before making it active');
    // saved but never tested (the earlier tests were of unsaved forms)
    expect((await admin.post(PATH, { razorpay: razorpay() })).status).toBe(200);
    await refused('Test the Razorpay configuration before making it active');
    // a failed test does not count
    const mask = (await gateways()).razorpay.keySecret;
    await test('razorpay', { ...razorpay(), keySecret: mask }); // the saved keys: passes
    await test('razorpay', { keyId: 'rzp_other', keySecret: 'x', enabled: true }); // another form: fails
    await refused('Test the Razorpay configuration before making it active');

    expect((await test('razorpay', { ...razorpay(), keySecret: mask })).status).toBe(200);
    expect((await gateways()).razorpay.activationBlocked).toBeNull();
    const active = await admin.post(PATH, { activeGateway: 'razorpay' });
    expect(active.status).toBe(200);
    expect(active.json.activeGateway).toBe('razorpay');
    expect((await activity('gateway.activated'))[0]).toMatchObject({
      category: 'security',
      message: 'Razorpay is now the active payment gateway',
    });

    // new credentials make the test stale: switching back to it needs a new test
    expect((await admin.post(PATH, { activeGateway: null })).json.activeGateway).toBeNull();
    expect((await admin.post(PATH, { razorpay: { ...razorpay(), keyId: 'rzp_test_changed' } })).status).toBe(200);
    await refused('Test the Razorpay configuration before making it active');
  });

  it('keeps the active gateway on tested keys: new ones are saved only after they passed a test', async () => {
    expect((await admin.post(PATH, { razorpay: razorpay() })).status).toBe(200);
    expect((await test('razorpay', { ...razorpay(), keySecret: (await gateways()).razorpay.keySecret })).status).toBe(
      200,
    );
    expect((await admin.post(PATH, { activeGateway: 'razorpay' })).status).toBe(200);

    // untested keys on the active gateway: refused, the working keys stay
    const untested = await admin.post(PATH, { razorpay: { ...razorpay(), keySecret: 'rzp_secret_untested_1' } });
    expect(untested.status).toBe(409);
    expect(untested.json.error.message).toBe('Razorpay is the active gateway: test the new keys before saving them');
    const failing = { ...razorpay(), keyId: 'rzp_test_other' };
    expect((await test('razorpay', failing)).status).toBe(400); // a failed test does not open the door
    expect((await admin.post(PATH, { razorpay: failing })).status).toBe(409);
    expect((await gateways()).razorpay.keyId).toBe(fake.keys.razorpay.keyId);

    // the screen's way: Test the form as it stands, then Save
    expect((await test('razorpay', razorpay())).status).toBe(200);
    const saved = await admin.post(PATH, { razorpay: { ...razorpay(), webhookSecret: 'whsec_rzp_1234567' } });
    expect(saved.status).toBe(200);
    expect(saved.json).toMatchObject({ activeGateway: 'razorpay', razorpay: { activationBlocked: null } });
    expect((await admin.post(PATH, { activeGateway: null })).status).toBe(200);
  });

  it('keeps a stored secret when the body leaves it out; an explicit empty value clears it', async () => {
    const stripe = { publishableKey: 'pk_test_keep', secretKey: fake.keys.stripe, webhookSecret: 'whsec_keep_12345' };
    expect((await admin.post(PATH, { stripe: { ...stripe, enabled: true } })).status).toBe(200);
    const partial = await admin.post(PATH, { stripe: { publishableKey: 'pk_test_keep', enabled: false } });
    expect(partial.status).toBe(200);
    expect(partial.json.stripe).toMatchObject({
      enabled: false,
      secretKey: `••••••••${fake.keys.stripe.slice(-4)}`,
      webhookSecret: '••••••••2345',
    });
    expect((await test('stripe', { publishableKey: 'pk_test_keep' })).status).toBe(200); // the stored key
    const cleared = await admin.post(PATH, { stripe: { publishableKey: 'pk_test_keep', webhookSecret: '' } });
    expect(cleared.json.stripe).toMatchObject({ webhookSecret: '', configured: true });
  });

  it('refuses a mask that is not the stored secret, and a key with control characters (400 naming it)', async () => {
    for (const [body, field] of [
      [{ stripe: { secretKey: '••••••••nope' } }, 'stripe.secretKey'],
      [{ razorpay: { keySecret: 'rzp_secret\nX-Injected: 1' } }, 'razorpay.keySecret'],
      [{ stripe: { webhookSecret: 'whsec_ключ_12345' } }, 'stripe.webhookSecret'],
    ] as const) {
      const r = await admin.post(PATH, body);
      expect(r.status, JSON.stringify(body)).toBe(400);
      expect(Object.keys(r.json.error.fields)).toContain(field);
    }
    const t = await test('stripe', { secretKey: '••••••••nope' });
    expect(t.status).toBe(400);
    expect(Object.keys(t.json.error.fields)).toContain('config.secretKey');
  });

  it('loses no save to a test running at the same time', async () => {
    fake.delayMs = 1500;
    try {
      const slow = test('razorpay', razorpay()); // loads the settings, then waits on the fake
      await new Promise((r) => setTimeout(r, 300));
      const saved = await admin.post(PATH, { stripe: { publishableKey: 'pk_test_during_test', enabled: true } });
      expect(saved.status).toBe(200);
      expect((await slow).status).toBe(200);
    } finally {
      fake.delayMs = 0;
    }
    expect((await gateways()).stripe.publishableKey).toBe('pk_test_during_test');
  });

  it('two saves at once: each one answered 200 is kept, the other is told to reload (409)', async () => {
    // the two requests interleave (both read before either writes) only some of the time: race them
    // several rounds so a lost update cannot slip through by timing
    for (let round = 0; round < 8; round++) {
      const pk = `pk_test_race_a${round}`;
      const whsec = `whsec_race_b_12345${round}`;
      const answers = await Promise.all([
        admin.post(PATH, { stripe: { publishableKey: pk, enabled: true } }),
        admin.post(PATH, { razorpay: { ...razorpay(), webhookSecret: whsec } }),
      ]);
      for (const r of answers) expect([200, 409]).toContain(r.status);
      expect(answers.some((r) => r.status === 200)).toBe(true);
      const now = await gateways();
      if (answers[0].status === 200) expect(now.stripe.publishableKey, `round ${round}`).toBe(pk);
      if (answers[1].status === 200)
        expect(now.razorpay.webhookSecret, `round ${round}`).toBe(`••••••••${whsec.slice(-4)}`);
      const conflict = answers.find((r) => r.status === 409);
      if (conflict) expect(conflict.json.error.message).toMatch(/changed meanwhile; reload/);
    }
  });

  it('never shows a gateway secret: responses, log lines and activity entries', async () => {
    const watch = watchForLeaks();
    const malformed = `sk_live_TOPSECRET_${Date.now()}`;
    const planted = [fake.keys.stripe, fake.keys.razorpay.keySecret, 'whsec_planted_9f8e7d6c', malformed];
    try {
      watch.seen(
        await admin.post(PATH, {
          stripe: {
            publishableKey: 'pk_test_1',
            secretKey: fake.keys.stripe,
            webhookSecret: planted[2],
            enabled: true,
          },
          razorpay: razorpay(),
        }),
      );
      watch.seen(await test('stripe', { secretKey: fake.keys.stripe }));
      watch.seen(await test('stripe', { secretKey: `${fake.keys.stripe}0` }));
      watch.seen(await test('razorpay', razorpay()));
      // a key Node's fetch cannot put in a header (its error would quote it): refused before any call
      watch.seen(await test('stripe', { secretKey: `${malformed}\nX` }));
      watch.seen(await admin.post(PATH, { stripe: { secretKey: `${malformed}\nX` } }));
      watch.seen(await admin.post(PATH, { activeGateway: 'stripe' }));
      watch.seen(await admin.get(PATH));
      expect(watch.logs.join('')).toContain('"msg":"request"');
    } finally {
      watch.stop();
    }
    expect(await watch.leaks(planted)).toEqual([]);
  });
});
