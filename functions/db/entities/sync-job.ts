import { SYNC_JOB_STATUSES } from '@shared/enums';
import { oneOf, optional, required, tenantAttributes, timestampAttributes } from './attributes';
import { defineEntity, tenantKey } from './common';

/**
 * A Dialogflow CX sync-all job and its progress (core/intents/sync-job-intent.ts). Per-intent outcomes are
 * string sets, so a message processed twice adds its intent once; the counts the API shows are their sizes.
 */
export const SyncJob = /* @__PURE__ */ defineEntity('syncJob', () => ({
  attributes: {
    ...tenantAttributes,
    id: required.string,
    status: { ...oneOf(SYNC_JOB_STATUSES), default: 'queued' },
    total: required.number,
    syncedIds: optional.stringSet,
    failedIds: optional.stringSet,
    failures: {
      type: 'list',
      items: {
        type: 'map',
        properties: {
          intentId: required.string,
          title: required.string,
          message: required.string,
        },
      },
      default: () => [],
    },
    error: optional.string,
    createdBy: required.string,
    /** Epoch seconds: a finished job's progress is of no use after a week. */
    expiresAt: required.number,
    ...timestampAttributes,
  },
  indexes: {
    byId: tenantKey(['id']),
  },
}));
