import { adminClientParams, adminClientResponse, setClientStatusRequest } from '../../../shared/schemas/admin-clients';
import { recordActivity } from '../../core/activity/record';
import { byRequest } from '../../core/activity/request';
import { setAdminClientStatus } from '../../core/admin/clients';
import { http } from '../../kit/http';

/**
 * PUT /api/admin/clients/{clientId}/status `{status: 'active'|'suspended'}` — Suspend / Activate Client.
 * 404 unknown tenant; 409 for the platform's own account. The platform's activity log records each change.
 */
export const handler = http(
  { auth: 'admin', response: adminClientResponse, body: setClientStatusRequest, params: adminClientParams },
  async (ctx) => {
    const { before, after } = await setAdminClientStatus(ctx.params.clientId, ctx.body.status, ctx.session.clientId);
    // a request that changed nothing (already in that status) is no event for the log
    if (before.status !== after.status) {
      const suspended = after.status === 'suspended';
      await recordActivity({
        ...byRequest(ctx),
        level: suspended ? 'warn' : 'info',
        category: 'user',
        action: suspended ? 'tenant.suspended' : 'tenant.activated',
        message: `${after.companyName} was ${suspended ? 'suspended' : 'activated'}`,
        clientId: after.id,
        fields: ['status'],
      });
    }
    return { client: after };
  },
);
