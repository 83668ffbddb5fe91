import { counter, flag, oneOf, required, tenantAttributes, timestampAttributes } from './attributes';
import { defineEntity, tenantKey } from './common';

/**
 * A background job with progress (issue 11: bulk lead enrichment). Each unit of work adds to
 * `succeeded` or `failed` in the same transaction as its own write, guarded so a unit counts once
 * (core/leads/enrichment.ts); `queued` turns true when every unit is on the queue, and `total` is then exact.
 */
export const Job = /* @__PURE__ */ defineEntity('job', () => ({
  attributes: {
    ...tenantAttributes,
    id: required.string,
    kind: oneOf(['leads.enrich-all']),
    total: counter(),
    succeeded: counter(),
    failed: counter(),
    queued: flag(false),
    /** Units put on the queue so far, and the pages that did it (a page counts once however often it runs). */
    queuedCount: counter(),
    pages: { type: 'list', items: { type: 'number' }, default: () => [] },
    /** Leads created up to here are in the job; later ones are not (the pages walk stops here). */
    cutoff: required.string,
    createdBy: required.string,
    /** Epoch seconds: a finished job's progress is of no use after a week. */
    expiresAt: required.number,
    ...timestampAttributes,
  },
  indexes: {
    byId: tenantKey(['id']),
  },
}));
