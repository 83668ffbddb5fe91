import { ACTIVITY_CATEGORIES, ACTIVITY_LEVELS } from '@shared/enums';
import { oneOf, optional, readOnly, required } from './attributes';
import { defineEntity, primaryKey } from './common';

/**
 * One platform activity-log entry (issue 12 §5). Append-only: nothing updates or deletes an entry, the
 * table's TTL removes it after 90 days. Entries of a month share a partition, newest first by `at`, so
 * the log is read with a bounded query per month (at most four months hold live entries).
 */
export const ActivityEntry = /* @__PURE__ */ defineEntity('activity', () => ({
  attributes: readOnly({
    /** "2026-11": the partition. */
    month: required.string,
    at: required.string,
    id: required.string,
    level: oneOf(ACTIVITY_LEVELS),
    category: oneOf(ACTIVITY_CATEGORIES),
    action: required.string,
    message: required.string,
    actorId: optional.string,
    actorEmail: optional.string,
    clientId: optional.string,
    ip: optional.string,
    fields: optional.stringList,
    /** Epoch seconds, 90 days after `at`. */
    expiresAt: required.number,
  }),
  indexes: {
    byMonth: primaryKey(['month'], ['at', 'id']),
  },
}));
