import { admin } from '@shared/api/contracts/admin';
import { sendMessage } from '../../adapters/queue';
import { recordActivity } from '../../core/activity/record';
import { setAdminClientStatus } from '../../core/admin/clients';
import { closeTenantConnections } from '../../core/chat/realtime';
import { http } from '../../kit/http';
import { byRequest } from '../../kit/request-actor';

/**
 * PUT /api/admin/clients/{clientId}/status `{status: 'active'|'suspended'}` — Suspend / Activate Client.
 * 404 unknown tenant; 409 for the platform's own account. The platform's activity log records each change,
 * and the tenant's published webpage follows the status (queue consumer webpage-publish). A suspension
 * closes the tenant's open WebSockets (agents' and visitors'): their next $connect is refused.
 */
export const handler = http(admin.setClientStatus, async (ctx) => {
  const { before, after } = await setAdminClientStatus(ctx.params.clientId, ctx.body.status, ctx.session.clientId);
  // closed even when it was already suspended: a retry after a failed close finishes the job
  if (after.status === 'suspended') await closeTenantConnections(after.id);
  // a request that changed nothing (already in that status) is no event for the log
  if (before.status !== after.status) {
    // the published webpage goes offline with the tenant and comes back with it (core/webpages/publish.ts)
    await sendMessage('webpages.sync-tenant', { payload: { clientId: after.id } });
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
});
