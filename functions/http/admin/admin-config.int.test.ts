import type { PlatformConfigType } from '@shared/enums';
import type { AdminConfigs } from '@shared/schemas/admin-config';
import { tenantSuite } from '../../../infra/test-fixtures/tenant-suite';
import { collectActivity } from '../../core/activity/list';
import { readPlatformConfig } from '../../core/platform/platform-config';
import { db } from '../../db/service';
import type { ApiClient } from '../../test-support/api';
import { type FakeProviders, startFakeProviders } from '../../test-support/fake-providers';
import { useIsolatedTable } from '../../test-support/isolated-table';
import { watchForLeaks } from '../../test-support/leak-watch';
import { signInAdmin, type TestTenant } from '../../test-support/tenants';

/** Admin → Configuration (issue 12): the seven provider configs, masked secrets, Test Connection. */
let tenant: TestTenant;
let admin: ApiClient;
let fake: FakeProviders;
beforeAll(async () => {
  await useIsolatedTable('admin-config');
  fake = await startFakeProviders();
  Object.assign(process.env, fake.env); // the gateway (started next) re-reads the environment
});
afterAll(async () => {
  await fake.close();
  for (const k of Object.keys(fake.env)) delete process.env[k];
});
tenantSuite(async (g, t) => {
  tenant = t;
  admin = await signInAdmin(g.url);
});

const save = (type: string, config: Record<string, unknown>) => admin.post('/api/admin/config', { type, config });
const test = (type: string, config: Record<string, unknown>) =>
  admin.post(`/api/admin/config/test/${type}`, { config });
const configs = async () => {
  const r = await admin.get('/api/admin/config');
  expect(r.status).toBe(200);
  return r.json.configs as AdminConfigs;
};
const activity = async (action: string) => (await collectActivity({}, 500)).entries.filter((e) => e.action === action);

/** For each type: a config the fake accepts, the same with a wrong credential, and the refusal. */
const cases = (): [PlatformConfigType, Record<string, unknown>, Record<string, unknown>, string][] => [
  [
    'openai',
    { apiKey: fake.keys.openai, baseURL: fake.openaiBaseURL },
    { apiKey: 'sk-wrong-key-0000' },
    'OpenAI rejected the API key (401)',
  ],
  [
    'gemini',
    { apiKey: fake.keys.gemini },
    { apiKey: 'AIza-wrong' },
    'Gemini rejected the API key (400 API_KEY_INVALID)',
  ],
  ['perplexity', { apiKey: fake.keys.perplexity }, { apiKey: 'pplx-wrong' }, 'Perplexity rejected the API key (401)'],
  [
    'whatsapp',
    { phoneNumberId: '106540352242922', accessToken: fake.keys.whatsapp },
    { accessToken: 'EAAG-wrong' },
    'WhatsApp rejected the access token (401)',
  ],
  [
    'dialogflow',
    {
      projectId: 'parley-test',
      agentId: 'agent-1',
      credentialsJson: fake.credentialsJson,
      apiEndpoint: fake.dialogflowEndpoint,
    },
    { credentialsJson: fake.wrongCredentialsJson },
    'Google rejected the Dialogflow CX service account (token endpoint answered 401)',
  ],
  [
    'ccai',
    { projectId: 'parley-test', conversationProfileId: 'profile-1', credentialsJson: fake.credentialsJson },
    { credentialsJson: fake.wrongCredentialsJson },
    'Google rejected the CCAI service account (token endpoint answered 401)',
  ],
  [
    'vertexai',
    { projectId: 'parley-test', credentialsJson: fake.credentialsJson },
    { credentialsJson: fake.wrongCredentialsJson },
    'Google rejected the Vertex AI service account (token endpoint answered 401)',
  ],
];

describe('admin configuration', () => {
  it('refuses an owner and an agent on every config route (403)', async () => {
    const agent = await tenant.member('human_agent');
    for (const api of [tenant.owner, agent]) {
      for (const [method, path, body] of [
        ['GET', '/api/admin/config', undefined],
        ['POST', '/api/admin/config', { type: 'openai', config: { enabled: true } }],
        ['POST', '/api/admin/config/test/openai', { config: {} }],
      ] as const) {
        expect((await api.request(method, path, body)).status, `${method} ${path}`).toBe(403);
      }
    }
    expect((await configs()).openai.enabled).toBe(false);
  });

  it('lists all seven configs merged over the §9 defaults, untested', async () => {
    const all = await configs();
    expect(Object.keys(all).sort()).toEqual(
      ['ccai', 'dialogflow', 'gemini', 'openai', 'perplexity', 'vertexai', 'whatsapp'].sort(),
    );
    expect(all.openai).toMatchObject({
      enabled: false,
      model: 'gpt-4o',
      temperature: 0.7,
      maxTokens: 1000,
      apiKey: '',
    });
    expect(all.gemini).toMatchObject({ model: 'gemini-2.5-flash', maxTokens: 2048, topP: 0.95, topK: 40 });
    expect(all.vertexai).toMatchObject({ location: 'us-central1', maxTokens: 1024, topP: 0.8 });
    expect(all.perplexity).toMatchObject({ topP: 0.9, frequencyPenalty: 1 });
  });

  it('saves a secret encrypted, answers it masked, and keeps it when the mask is sent back', async () => {
    const key = fake.keys.openai;
    const saved = await save('openai', {
      enabled: false,
      apiKey: key,
      baseURL: fake.openaiBaseURL,
      model: 'gpt-4o-mini',
    });
    expect(saved.status).toBe(200);
    expect(saved.json.config.apiKey).toBe(`••••••••${key.slice(-4)}`);
    const { data } = await db().entities.platformConfig.get({ type: 'openai' }).go();
    expect((data?.config as { apiKey?: string } | undefined)?.apiKey).toMatch(/^enc:v1:local:/);
    expect((await configs()).openai).toMatchObject({ apiKey: `••••••••${key.slice(-4)}`, model: 'gpt-4o-mini' });
    expect((await activity('config.saved'))[0]).toMatchObject({ category: 'system', level: 'info' });
    expect((await activity('config.saved'))[0].fields).toEqual(expect.arrayContaining(['apiKey', 'baseURL', 'model']));

    // the form comes back with the mask and a new temperature: the key stays, only temperature changed
    const masked = (await configs()).openai;
    const { lastTest: _none, ...form } = masked;
    const again = await save('openai', { ...form, temperature: 1.2 });
    expect(again.status).toBe(200);
    expect((await readPlatformConfig('openai')).apiKey).toBe(key);
    expect((await activity('config.saved'))[0].fields).toEqual(['temperature']);
    // and the provider test with the masked form authenticates with the stored key
    const t = await test('openai', { ...form, temperature: 1.2 });
    expect(t.status).toBe(200);
    expect(t.json).toMatchObject({ success: true, message: 'OpenAI answered with 2 models' });
  });

  it('refuses out-of-range fields, an unknown type and bad credentials JSON with 400 naming them', async () => {
    const cases: [string, Record<string, unknown>, string][] = [
      ['openai', { temperature: 2.5 }, 'config.temperature'],
      ['openai', { maxTokens: 4001 }, 'config.maxTokens'],
      ['openai', { model: 'gpt-5' }, 'config.model'],
      ['perplexity', { topP: 1.5 }, 'config.topP'],
      ['perplexity', { frequencyPenalty: -1 }, 'config.frequencyPenalty'],
      ['vertexai', { temperature: 1.5 }, 'config.temperature'],
      ['vertexai', { maxTokens: 9000 }, 'config.maxTokens'],
      ['gemini', { topK: 101 }, 'config.topK'],
      ['gemini', { safetySettings: '{not json' }, 'config.safetySettings'],
      ['dialogflow', { location: 'mars-1' }, 'config.location'],
      ['dialogflow', { credentialsJson: 'not json at all' }, 'config.credentialsJson'],
      ['vertexai', { credentialsJson: JSON.stringify({ client_email: 'a@b.example' }) }, 'config.credentialsJson'],
    ];
    for (const [type, config, field] of cases) {
      for (const r of [await save(type, config), await test(type, config)]) {
        expect(r.status, `${type} ${JSON.stringify(config)}`).toBe(400);
        expect(Object.keys(r.json.error.fields)).toContain(field);
      }
    }
    const unknown = await save('myspace', {});
    expect(unknown.status).toBe(400);
    expect(Object.keys(unknown.json.error.fields)).toContain('type');
    expect((await admin.post('/api/admin/config/test/myspace', { config: {} })).status).toBe(400);
    // nothing of that was stored
    expect((await configs()).gemini.topK).toBe(40);
  });

  it('tests each of the seven providers: success with the right credentials, the refusal with a wrong one', async () => {
    for (const [type, good, wrong, refusal] of cases()) {
      const ok = await test(type, good);
      expect(ok.status, `${type}: ${ok.text}`).toBe(200);
      expect(ok.json.success).toBe(true);
      expect((await configs())[type].lastTest).toMatchObject({ status: 'success', message: ok.json.message });

      const bad = await test(type, { ...good, ...wrong });
      expect(bad.status, type).toBe(400);
      expect(bad.json).toMatchObject({ success: false, message: refusal, error: { message: refusal } });
      expect((await configs())[type].lastTest).toMatchObject({ status: 'failed', message: refusal });
    }
    const tested = await activity('config.tested');
    expect(tested.filter((e) => e.level === 'warn')).toHaveLength(7);
    expect(
      tested.find((e) => e.message === 'OpenAI connection test failed: OpenAI rejected the API key (401)'),
    ).toMatchObject({ category: 'api' });
  });

  it('names what is missing before calling the provider', async () => {
    const before = fake.requests.length;
    const r = await test('whatsapp', { phoneNumberId: '', accessToken: '' });
    expect(r.status).toBe(400);
    expect(r.json.message).toBe('WhatsApp: fill in phoneNumberId, accessToken before testing the connection');
    expect(fake.requests.length).toBe(before);
  });

  it('gives up on a provider that does not answer within 8 s (504)', { timeout: 20_000 }, async () => {
    fake.delayMs = 9000;
    try {
      const started = Date.now();
      const r = await test('perplexity', { apiKey: fake.keys.perplexity });
      expect(r.status).toBe(504);
      expect(r.json).toMatchObject({ success: false, message: 'Perplexity did not answer within 8 s' });
      expect(Date.now() - started).toBeLessThan(9000);
    } finally {
      fake.delayMs = 0;
    }
  });

  it('refuses a new endpoint while the stored key is kept (masked or left out): 400 naming it, nothing stored', async () => {
    // another path on the fake stands for "a host of someone's choosing": a kept key must never be sent there
    const elsewhere = fake.openaiBaseURL.replace('/openai/v1', '/elsewhere/v1');
    const key = fake.keys.openai;
    expect((await save('openai', { apiKey: key, baseURL: fake.openaiBaseURL, temperature: 0.4 })).status).toBe(200);
    const mask = (await configs()).openai.apiKey;
    const before = fake.requests.length;
    for (const config of [
      { apiKey: mask, baseURL: elsewhere, temperature: 0.9 },
      { baseURL: elsewhere, temperature: 0.9 },
    ]) {
      for (const r of [await save('openai', config), await test('openai', config)]) {
        expect(r.status, JSON.stringify(config)).toBe(400);
        expect(r.json.error.fields).toEqual({ 'config.baseURL': 'Re-enter the API key to change the endpoint' });
      }
    }
    expect(fake.requests.slice(before).filter((q) => q.path.startsWith('/elsewhere'))).toEqual([]);
    expect(await readPlatformConfig('openai')).toMatchObject({
      apiKey: key,
      baseURL: fake.openaiBaseURL,
      temperature: 0.4,
    });
    // with the key typed again the endpoint may change
    const retyped = await save('openai', { apiKey: key, baseURL: elsewhere });
    expect(retyped.status).toBe(200);
    expect((await readPlatformConfig('openai')).baseURL).toBe(elsewhere);

    const dialogflow = { projectId: 'parley-test', agentId: 'agent-1', credentialsJson: fake.credentialsJson };
    expect((await save('dialogflow', { ...dialogflow, apiEndpoint: fake.dialogflowEndpoint })).status).toBe(200);
    const masked = (await configs()).dialogflow.credentialsJson;
    const moved = { ...dialogflow, credentialsJson: masked, apiEndpoint: `${fake.dialogflowEndpoint}/elsewhere` };
    for (const r of [await save('dialogflow', moved), await test('dialogflow', moved)]) {
      expect(r.status).toBe(400);
      expect(r.json.error.fields).toEqual({
        'config.apiEndpoint': 'Re-enter the service account key to change the endpoint',
      });
    }
    expect(await readPlatformConfig('dialogflow')).toMatchObject({
      apiEndpoint: fake.dialogflowEndpoint,
      credentialsJson: fake.credentialsJson,
    });
  });

  it('keeps a stored secret the config body leaves out, and clears it only when sent empty', async () => {
    const accessToken = 'EAAG-left-out-token-7781';
    const verifyToken = 'verify-left-out-4420';
    expect((await save('whatsapp', { phoneNumberId: '1065', accessToken, verifyToken })).status).toBe(200);
    // a body with neither secret (a client that only sends what changed)
    const partial = await save('whatsapp', { phoneNumberId: '2077' });
    expect(partial.status).toBe(200);
    expect(await readPlatformConfig('whatsapp')).toMatchObject({ phoneNumberId: '2077', accessToken, verifyToken });
    expect((await activity('config.saved'))[0].fields).toEqual(['phoneNumberId']);
    // one secret left out, the other sent empty: only the empty one is cleared
    expect((await save('whatsapp', { phoneNumberId: '2077', verifyToken: '' })).status).toBe(200);
    expect(await readPlatformConfig('whatsapp')).toMatchObject({ accessToken, verifyToken: '' });
  });

  it('stores the WhatsApp verify token encrypted and answers it masked (last 4)', async () => {
    const verifyToken = 'verify-token-planted-9137';
    const saved = await save('whatsapp', { phoneNumberId: '1065', verifyToken });
    expect(saved.status).toBe(200);
    expect(saved.json.config.verifyToken).toBe('••••••••9137');
    const { data } = await db().entities.platformConfig.get({ type: 'whatsapp' }).go();
    const stored = data?.config as { verifyToken?: string } | undefined;
    expect(stored?.verifyToken).toMatch(/^enc:v1:local:/);
    expect(JSON.stringify(data)).not.toContain(verifyToken);
    expect((await configs()).whatsapp.verifyToken).toBe('••••••••9137');
    expect((await readPlatformConfig('whatsapp')).verifyToken).toBe(verifyToken);
  });

  it('never shows a secret: responses, log lines and activity entries', async () => {
    const watch = watchForLeaks();
    const planted = [fake.keys.gemini, fake.keys.whatsapp, JSON.parse(fake.credentialsJson).private_key.split('\n')[1]];
    try {
      watch.seen(await save('gemini', { apiKey: fake.keys.gemini }));
      watch.seen(await save('whatsapp', { phoneNumberId: '1065', accessToken: fake.keys.whatsapp }));
      watch.seen(await save('vertexai', { projectId: 'parley-test', credentialsJson: fake.credentialsJson }));
      watch.seen(await test('gemini', { apiKey: fake.keys.gemini }));
      watch.seen(await test('gemini', { apiKey: `${fake.keys.gemini}x` }));
      watch.seen(await test('whatsapp', { phoneNumberId: '1065', accessToken: '••••••••mask' }));
      watch.seen(await test('vertexai', { projectId: 'parley-test', credentialsJson: '••••••••mask' }));
      watch.seen(await admin.get('/api/admin/config'));
      expect(watch.logs.join('')).toContain('"msg":"request"'); // the capture did see the handlers' logs
    } finally {
      watch.stop();
    }
    expect(await watch.leaks(planted)).toEqual([]);
  });
});
