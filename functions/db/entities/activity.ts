import { ACTIVITY_CATEGORIES, ACTIVITY_LEVELS } from '@shared/enums';
import { defineEntity, primaryKey } from './common';

/**
 * One platform activity-log entry (issue 12 §5). Append-only: nothing updates or deletes an entry, the
 * table's TTL removes it after 90 days. Entries of a month share a partition, newest first by `at`, so
 * the log is read with a bounded query per month (at most four months hold live entries).
 */
export const ActivityEntry = defineEntity('activity', {
  attributes: {
    /** "2026-11": the partition. */
    month: { type: 'string', required: true, readOnly: true },
    at: { type: 'string', required: true, readOnly: true },
    id: { type: 'string', required: true, readOnly: true },
    level: { type: ACTIVITY_LEVELS, required: true, readOnly: true },
    category: { type: ACTIVITY_CATEGORIES, required: true, readOnly: true },
    action: { type: 'string', required: true, readOnly: true },
    message: { type: 'string', required: true, readOnly: true },
    actorId: { type: 'string', readOnly: true },
    actorEmail: { type: 'string', readOnly: true },
    clientId: { type: 'string', readOnly: true },
    ip: { type: 'string', readOnly: true },
    fields: { type: 'list', items: { type: 'string' }, readOnly: true },
    /** Epoch seconds, 90 days after `at`. */
    expiresAt: { type: 'number', required: true, readOnly: true },
  },
  indexes: {
    byMonth: primaryKey(['month'], ['at', 'id']),
  },
});
