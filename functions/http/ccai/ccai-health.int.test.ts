import { startTestGateway, type TestGateway } from '../../../infra/local/test-gateway';
import { savePlatformConfig } from '../../core/platform/platform-config';
import { seedPlans } from '../../ops/seed';
import { useIsolatedTable } from '../../test-support/isolated-table';
import { signUpTenant, type TestTenant } from '../../test-support/tenants';

/**
 * GET /api/ccai/health says "configured" only when the platform admin stored what a call needs.
 * Platform configs are global, so this file works in a table of its own.
 */
let gw: TestGateway;
let t: TestTenant;
beforeAll(async () => {
  await useIsolatedTable('ccai-health');
  gw = await startTestGateway();
  await seedPlans();
  t = await signUpTenant(gw.url);
});
afterAll(() => gw.stop());

const services = async () => {
  const res = await t.owner.get('/api/ccai/health');
  expect(res.status).toBe(200);
  expect(res.json.status).toBe('ok');
  return res.json.services;
};
const credentialsJson = JSON.stringify({ client_email: 'bot@p.iam.gserviceaccount.com', private_key: 'k' });

describe.sequential('AI chat test health', () => {
  it('is not configured before the admin stores anything', async () => {
    expect(await services()).toEqual({ dialogflow_cx: { configured: false }, ccai_platform: { configured: false } });
  });

  it('is not configured while a config is incomplete or switched off', async () => {
    await savePlatformConfig('dialogflow', { enabled: true, projectId: 'p', agentId: 'a' }); // no credentials
    await savePlatformConfig('ccai', { enabled: false, projectId: 'p', conversationProfileId: 'c', credentialsJson });
    expect(await services()).toEqual({ dialogflow_cx: { configured: false }, ccai_platform: { configured: false } });
  });

  it('is configured once each config is enabled and complete, and each service is reported on its own', async () => {
    await savePlatformConfig('dialogflow', { enabled: true, projectId: 'p', agentId: 'a', credentialsJson });
    expect(await services()).toEqual({ dialogflow_cx: { configured: true }, ccai_platform: { configured: false } });
    await savePlatformConfig('ccai', { enabled: true, projectId: 'p', conversationProfileId: 'c', credentialsJson });
    expect(await services()).toEqual({ dialogflow_cx: { configured: true }, ccai_platform: { configured: true } });
    await savePlatformConfig('dialogflow', { enabled: false });
    expect(await services()).toEqual({ dialogflow_cx: { configured: false }, ccai_platform: { configured: true } });
  });

  it('is for trainers: a human agent gets 403', async () => {
    const agent = await t.member('human_agent');
    expect((await agent.get('/api/ccai/health')).status).toBe(403);
    const trainer = await t.member('ai_trainer');
    expect((await trainer.get('/api/ccai/health')).status).toBe(200);
  });
});
