import { NotFoundError } from '../base/errors';
import { alertNewLead } from '../core/alerts/leads';
import { alertPlanUsage } from '../core/billing/plan-usage-alerts';
import { enqueueJobPage } from '../core/leads/bulk-enrichment';
import { enrichLead } from '../core/leads/enrichment';
import * as db from '../db/table-entities';
import { queueConsumer } from '../kit/queue-consumer';
import { MAX_RECEIVE_COUNT } from '../routes';

/** Queue consumer lead-enrichment (routes.ts): one lead per `leads.enrich`, one page of a bulk job per `leads.enrich-page`. */
export const handler = queueConsumer('lead-enrichment', {
  'leads.enrich': async (p, ctx) => {
    // a captured lead's alerts first (they are quick), and never at the enrichment's expense: a redelivery
    // would enrich the lead again, so an alert that cannot be queued is logged instead
    if (p.captured) {
      await Promise.all([alertNewLead(p.clientId, p.leadId), alertPlanUsage(p.clientId)]).catch((error) =>
        ctx.log.error('lead alerts not queued', { leadId: p.leadId, error }),
      );
    }
    try {
      const outcome = await enrichLead(p.clientId, p.leadId, {
        key: ctx.id,
        jobId: p.jobId,
        final: ctx.receiveCount >= MAX_RECEIVE_COUNT,
      });
      ctx.log.info('lead enrichment', { leadId: p.leadId, outcome: outcome.status });
    } catch (err) {
      if (!(err instanceof NotFoundError)) throw err;
      // erased since it was queued: nothing to enrich; a job still counts it, so it can finish
      ctx.log.info('lead enrichment', { leadId: p.leadId, outcome: 'erased' });
      if (p.jobId) await db.job().update({ clientId: p.clientId, id: p.jobId }).add({ failed: 1 }).go();
    }
  },
  'leads.enrich-page': (p) => enqueueJobPage(p),
});
