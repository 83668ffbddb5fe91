import { SYNC_JOB_STATUSES } from '@shared/enums';
import { defineEntity, primaryKey, tenantAttributes, timestampAttributes } from './common';

/**
 * A Dialogflow CX sync-all job and its progress (core/intents/sync-job-intent.ts). Per-intent outcomes are
 * string sets, so a message processed twice adds its intent once; the counts the API shows are their sizes.
 */
export const SyncJob = defineEntity('syncJob', {
  attributes: {
    ...tenantAttributes,
    id: { type: 'string', required: true },
    status: { type: SYNC_JOB_STATUSES, required: true, default: 'queued' },
    total: { type: 'number', required: true },
    syncedIds: { type: 'set', items: 'string' },
    failedIds: { type: 'set', items: 'string' },
    failures: {
      type: 'list',
      items: {
        type: 'map',
        properties: {
          intentId: { type: 'string', required: true },
          title: { type: 'string', required: true },
          message: { type: 'string', required: true },
        },
      },
      default: () => [],
    },
    error: { type: 'string' },
    createdBy: { type: 'string', required: true },
    /** Epoch seconds: a finished job's progress is of no use after a week. */
    expiresAt: { type: 'number', required: true },
    ...timestampAttributes,
  },
  indexes: {
    byId: primaryKey(['clientId'], ['id']),
  },
});
