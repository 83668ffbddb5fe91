import { widgetSettingsResponse, widgetStatsResponse } from '@shared/schemas/widget-settings';
import { DEFAULT_LEAD_FORM_FIELDS } from '@shared/widget-defaults';
import type { TestGateway } from '../../../infra/local/test-gateway';
import { tenantSuite } from '../../../infra/test-fixtures/tenant-suite';
import { visitorTurn } from '../../core/chat/chat-pipeline';
import { startConversation } from '../../core/chat/conversations';
import { db } from '../../db/service';
import { ApiClient } from '../../test-support/api';
import { signUpTenant, type TestTenant } from '../../test-support/tenants';

let gw: TestGateway;
let t: TestTenant;
tenantSuite((g, tenant) => {
  gw = g;
  t = tenant;
});

const publicConfig = async (clientId: string, headers: Record<string, string> = {}) =>
  new ApiClient(gw.url).get(`/api/widget/${clientId}/config`, headers);
const stored = async (clientId: string) => (await db().entities.widgetSettings.get({ clientId }).go()).data;

describe('GET/PATCH /api/widget/config', () => {
  it('reads the defaults of a new tenant, flat, with the id the embed code carries', async () => {
    const r = await t.owner.get('/api/widget/config');
    expect(r.status).toBe(200);
    expect(widgetSettingsResponse.parse(r.json)).toEqual(r.json);
    expect(r.json).toMatchObject({
      clientId: t.clientId,
      primaryColor: '#000000',
      welcomeMessage: 'Hi! How can I help you today?',
      position: 'bottom-right',
      size: 'medium',
      theme: 'light',
      triggerText: 'Chat with us',
      showBranding: true,
      enableSound: true,
      allowedOrigins: [],
      requireLeadCapture: true,
      leadFormTitle: "Let's get started!",
      leadFormFields: DEFAULT_LEAD_FORM_FIELDS,
    });
    for (const leak of ['id', 'widgetCode', 'appearance', '__edb_e__']) expect(r.json).not.toHaveProperty(leak);
  });

  it('changes only the keys sent, and the public widget config serves the change at once', async () => {
    const other = await signUpTenant(gw.url);
    const form = [
      { id: 'name', label: 'Your name', type: 'text', required: true, maxLength: 80 },
      { id: 'topic', label: 'Topic', type: 'select', required: true, options: ['Frames', 'Lenses'] },
    ];
    const r = await other.owner.patch('/api/widget/config', {
      primaryColor: '#1A73E8',
      position: 'top-left',
      triggerText: 'Ask us',
      leadFormTitle: 'Before we chat',
      leadFormFields: form,
    });
    expect(r.status).toBe(200);
    expect(r.json).toMatchObject({ primaryColor: '#1A73E8', position: 'top-left', leadFormTitle: 'Before we chat' });
    // untouched keys keep their values, nested appearance included
    expect(r.json).toMatchObject({ size: 'medium', theme: 'light', showBranding: true, requireLeadCapture: true });

    const second = await other.owner.patch('/api/widget/config', { size: 'large', showBranding: false });
    expect(second.json).toMatchObject({
      size: 'large',
      showBranding: false,
      position: 'top-left',
      triggerText: 'Ask us',
    });

    const pub = await publicConfig(other.clientId);
    expect(pub.status).toBe(200);
    expect(pub.json.config).toMatchObject({
      primaryColor: '#1A73E8',
      position: 'top-left',
      size: 'large',
      showBranding: false,
      triggerText: 'Ask us',
      leadFormTitle: 'Before we chat',
      leadFormFields: form,
    });
    expect((await other.owner.get('/api/widget/config')).json).toEqual(second.json);

    // a visitor's form is now checked against the saved fields
    await expect(
      startConversation({ clientId: other.clientId, source: 'widget', fields: { name: 'Ravi', topic: 'Sunglasses' } }),
    ).rejects.toMatchObject({
      fields: { 'fields.topic': 'Please choose a Topic' },
    });
  });

  it.each([
    [{ primaryColor: 'blue' }, 'primaryColor', 'Invalid color format'],
    [{ primaryColor: '#12345' }, 'primaryColor', 'Invalid color format'],
    [{ position: 'middle' }, 'position', undefined],
    [{ triggerText: '   ' }, 'triggerText', 'Button text is required'],
    [{ welcomeMessage: '' }, 'welcomeMessage', undefined],
    [{ leadFormTitle: '  ' }, 'leadFormTitle', undefined],
    [{ leadFormFields: [] }, 'leadFormFields', 'At least one form field is required'],
    [
      {
        leadFormFields: [
          DEFAULT_LEAD_FORM_FIELDS[0],
          DEFAULT_LEAD_FORM_FIELDS[1],
          { id: 'x', label: 'X', type: 'text', required: false, maxLength: 1001 },
        ],
      },
      'leadFormFields.2.maxLength',
      'Max length must be from 1 to 1000',
    ],
    [
      { leadFormFields: [{ id: 'x', label: 'X', type: 'text', required: false, maxLength: 0 }] },
      'leadFormFields.0.maxLength',
      'Max length must be from 1 to 1000',
    ],
    [
      { leadFormFields: [{ id: 'x', label: '  ', type: 'text', required: false }] },
      'leadFormFields.0.label',
      'Label is required',
    ],
    [
      { leadFormFields: [{ id: 'p', label: 'P', type: 'select', required: false, options: ['A'], maxLength: 10 }] },
      'leadFormFields.0.maxLength',
      'A select field has no max length',
    ],
    [
      { leadFormFields: [{ id: 'p', label: 'P', type: 'select', required: false, options: [] }] },
      'leadFormFields.0.options',
      'A select field needs at least one option',
    ],
    [
      { leadFormFields: [DEFAULT_LEAD_FORM_FIELDS[0], { ...DEFAULT_LEAD_FORM_FIELDS[1], id: 'name' }] },
      'leadFormFields.1.id',
      'Field ids must be unique',
    ],
    [{ leadFormFields: [{ id: 'a b', label: 'A', type: 'text', required: false }] }, 'leadFormFields.0.id', undefined],
    [{ allowedOrigins: ['https://shop.example/cart'] }, 'allowedOrigins.0', undefined],
    [{ allowedOrigins: ['ftp://shop.example'] }, 'allowedOrigins.0', undefined],
    [{ allowedOrigins: Array.from({ length: 21 }, (_, i) => `https://s${i}.example`) }, 'allowedOrigins', undefined],
    [{ clientId: 'someone-else' }, 'clientId', 'Unknown field'],
  ])('refuses %j with a 400 naming %s and stores nothing', async (patch, field, message) => {
    const before = await stored(t.clientId);
    const r = await t.owner.patch('/api/widget/config', { leadFormSubtitle: 'Changed with the bad value', ...patch });
    expect(r.status).toBe(400);
    expect(r.json.error.fields).toHaveProperty(field);
    if (message) expect(r.json.error.fields[field]).toBe(message);
    expect(await stored(t.clientId)).toEqual(before);
  });

  it('normalises allowed websites; the widget API then refuses other sites but not the dashboard preview', async () => {
    const other = await signUpTenant(gw.url);
    const r = await other.owner.patch('/api/widget/config', {
      allowedOrigins: ['https://Shop.Example/', 'https://shop.example', 'http://localhost:8080'],
    });
    expect(r.status).toBe(200);
    expect(r.json.allowedOrigins).toEqual(['https://shop.example', 'http://localhost:8080']);

    expect((await publicConfig(other.clientId, { origin: 'https://shop.example' })).status).toBe(200);
    expect((await publicConfig(other.clientId, { origin: 'https://evil.example' })).status).toBe(403);
    // a same-origin page (the Embed Widget preview) sends no Origin on a GET, but Sec-Fetch-Site
    expect((await publicConfig(other.clientId, { 'sec-fetch-site': 'same-origin' })).status).toBe(200);
    expect(
      (await publicConfig(other.clientId, { origin: 'https://evil.example', 'sec-fetch-site': 'same-origin' })).status,
    ).toBe(403);

    const cleared = await other.owner.patch('/api/widget/config', { allowedOrigins: [] });
    expect(cleared.json.allowedOrigins).toEqual([]);
    expect((await publicConfig(other.clientId, { origin: 'https://evil.example' })).status).toBe(200);
  });

  it('is for the owner only: other roles get 403, no session 401, and nothing changes', async () => {
    const before = await stored(t.clientId);
    for (const role of ['ai_trainer', 'human_agent'] as const) {
      const member = await t.member(role);
      expect((await member.get('/api/widget/config')).status).toBe(403);
      expect((await member.patch('/api/widget/config', { primaryColor: '#FF0000' })).status).toBe(403);
      expect((await member.get('/api/widget/stats')).status).toBe(403);
    }
    expect((await new ApiClient(gw.url).get('/api/widget/config')).status).toBe(401);
    expect(await stored(t.clientId)).toEqual(before);
  });
});

describe('GET /api/widget/stats', () => {
  it('is honest with no data, then counts loads, conversations and the first reply time', async () => {
    const other = await signUpTenant(gw.url);
    const empty = await other.owner.get('/api/widget/stats');
    expect(empty.status).toBe(200);
    expect(widgetStatsResponse.parse(empty.json)).toEqual(empty.json);
    expect(empty.json).toMatchObject({
      widgetLoads: 0,
      conversations: 0,
      conversionRate: null,
      medianFirstReplyMs: null,
      firstReplySample: 0,
    });

    const visitor = new ApiClient(gw.url, 'https://shop.example');
    for (let i = 0; i < 4; i++) {
      expect((await visitor.post(`/api/widget/${other.clientId}/loads`)).status).toBeLessThan(300);
    }
    const started = await startConversation({
      clientId: other.clientId,
      source: 'widget',
      fields: { name: 'Meera Iyer', email: 'meera@example.com' },
    });
    // a conversation with no visitor message yet has no first reply
    let stats = (await other.owner.get('/api/widget/stats')).json;
    expect(stats).toMatchObject({ widgetLoads: 4, conversations: 1, conversionRate: 0.25, medianFirstReplyMs: null });

    await visitorTurn(other.clientId, started.conversationId, 'what are your opening hours');
    stats = (await other.owner.get('/api/widget/stats')).json;
    expect(stats.firstReplySample).toBe(1);
    expect(stats.medianFirstReplyMs).toEqual(expect.any(Number));
    expect(stats.medianFirstReplyMs).toBeGreaterThanOrEqual(0);
    expect(stats.medianFirstReplyMs).toBeLessThan(30_000);
  });
});
