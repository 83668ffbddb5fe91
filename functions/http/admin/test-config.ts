import { admin } from '@shared/api/contracts/admin';
import { PROVIDER_LABELS } from '@shared/schemas/admin-config';
import { recordActivity } from '../../core/activity/record';
import { testConfig } from '../../core/admin/config';
import { connectionTestReply, testActivity } from '../../core/admin/connection-probe';
import { http } from '../../kit/http';
import { byRequest } from '../../kit/request-actor';

/** POST /api/admin/config/test/{type} — call the provider with the form's values (masked = stored). */
export const handler = http(admin.testConfig, async (ctx) => {
  const { type } = ctx.params;
  const result = await testConfig(type, ctx.body.config);
  await recordActivity({ ...byRequest(ctx), ...testActivity('config.tested', PROVIDER_LABELS[type], result) });
  return connectionTestReply(result);
});
