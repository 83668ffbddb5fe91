import { syncTenantPages } from '../core/webpages/tenant-pages';
import { queueConsumer } from '../kit/queue-consumer';

/** Queue consumer webpage-publish (routes.ts): the tenant's published webpage follows its status (issue 12). */
export const handler = queueConsumer('webpage-publish', {
  'webpages.sync-tenant': async (p, ctx) => {
    const outcome = await syncTenantPages(p.clientId);
    ctx.log.info('webpage sync', { clientId: p.clientId, outcome });
  },
});
