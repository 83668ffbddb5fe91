import { admin } from '@shared/api/contracts/admin';
import { GATEWAY_LABELS } from '@shared/schemas/admin-config';
import { recordActivity } from '../../core/activity/record';
import { connectionTestReply, testActivity } from '../../core/admin/connection-probe';
import { testGateway } from '../../core/admin/gateways';
import { http } from '../../kit/http';
import { byRequest } from '../../kit/request-actor';

/** POST /api/admin/payment-gateways/test/{gateway} — an authenticated read with the form's credentials. */
export const handler = http(admin.testPaymentGateway, async (ctx) => {
  const { gateway } = ctx.params;
  const result = await testGateway(gateway, ctx.body.config);
  await recordActivity({ ...byRequest(ctx), ...testActivity('gateway.tested', GATEWAY_LABELS[gateway], result) });
  return connectionTestReply(result);
});
