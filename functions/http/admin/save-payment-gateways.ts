import { admin } from '@shared/api/contracts/admin';
import { GATEWAY_LABELS } from '@shared/schemas/admin-config';
import { recordActivity } from '../../core/activity/record';
import { saveGateways } from '../../core/admin/gateways';
import { http } from '../../kit/http';
import { byRequest } from '../../kit/request-actor';

/**
 * POST /api/admin/payment-gateways — save settings and/or choose the active gateway; 409 when the
 * chosen gateway has no successful test of its saved credentials.
 */
export const handler = http(admin.savePaymentGateways, async (ctx) => {
  const { gateways, changed, activated } = await saveGateways(ctx.body);
  const by = byRequest(ctx);
  if (changed.length)
    await recordActivity({
      ...by,
      level: 'info',
      category: 'system',
      action: 'gateway.saved',
      message: 'Payment gateway settings saved',
      fields: changed,
    });
  if (activated !== undefined)
    await recordActivity({
      ...by,
      level: 'info',
      category: 'security',
      action: 'gateway.activated',
      message: activated
        ? `${GATEWAY_LABELS[activated]} is now the active payment gateway`
        : 'No payment gateway is active: new subscriptions are refused (at home, the offline test gateway takes them)',
    });
  return gateways;
});
