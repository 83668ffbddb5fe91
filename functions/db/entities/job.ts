import { defineEntity, primaryKey, tenantAttributes, timestampAttributes } from './common';

/**
 * A background job with progress (issue 11: bulk lead enrichment). Each unit of work adds to
 * `succeeded` or `failed` in the same transaction as its own write, guarded so a unit counts once
 * (core/leads/enrichment.ts); `queued` turns true when every unit is on the queue, and `total` is then exact.
 */
export const Job = defineEntity('job', {
  attributes: {
    ...tenantAttributes,
    id: { type: 'string', required: true },
    kind: { type: ['leads.enrich-all'] as const, required: true },
    total: { type: 'number', required: true, default: 0 },
    succeeded: { type: 'number', required: true, default: 0 },
    failed: { type: 'number', required: true, default: 0 },
    queued: { type: 'boolean', required: true, default: false },
    /** Units put on the queue so far, and the pages that did it (a page counts once however often it runs). */
    queuedCount: { type: 'number', required: true, default: 0 },
    pages: { type: 'list', items: { type: 'number' }, default: () => [] },
    /** Leads created up to here are in the job; later ones are not (the pages walk stops here). */
    cutoff: { type: 'string', required: true },
    createdBy: { type: 'string', required: true },
    /** Epoch seconds: a finished job's progress is of no use after a week. */
    expiresAt: { type: 'number', required: true },
    ...timestampAttributes,
  },
  indexes: {
    byId: primaryKey(['clientId'], ['id']),
  },
});
