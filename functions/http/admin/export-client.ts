import { admin } from '@shared/api/contracts/admin';
import { reply } from '../../base/response';
import { recordActivity } from '../../core/activity/record';
import { exportClient, exportFileName } from '../../core/admin/client-export';
import { http } from '../../kit/http';
import { byRequest } from '../../kit/request-actor';

/** GET /api/admin/clients/{clientId}/export — Export Data: the tenant's data as a JSON download (404 unknown). */
export const handler = http(admin.exportClient, async (ctx) => {
  const data = await exportClient(ctx.params.clientId);
  await recordActivity({
    ...byRequest(ctx),
    level: 'info',
    category: 'user',
    action: 'tenant.exported',
    message: `${data.client.companyName} data exported`,
    clientId: ctx.params.clientId,
  });
  return reply(200, data, {
    headers: { 'content-disposition': `attachment; filename="${exportFileName(String(data.client.companyName))}"` },
  });
});
