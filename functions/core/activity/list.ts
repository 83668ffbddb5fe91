import type * as z from 'zod';
import type { ActivityEntry, activityListResponse, activityQuery } from '../../../shared/schemas/activity';
import { db } from '../../db/service';
import { openCursor, sealCursor } from '../../kit/cursor';
import { ValidationError } from '../../kit/errors';
import { ACTIVITY_RETENTION_DAYS } from './record';

type Query = Pick<z.output<typeof activityQuery>, 'level' | 'category' | 'cursor' | 'limit'>;
type StoredEntry = Awaited<
  ReturnType<ReturnType<ReturnType<typeof db>['entities']['activity']['query']['byMonth']>['go']>
>['data'][number];

const LIST = 'admin-activity';
const PLATFORM = 'platform';
/** DynamoDB reads one request may make: with a rare filter a page may come back short, never slow. */
const MAX_READS = 12;

/** The months that can still hold entries, newest first ("2026-11", "2026-10", …). */
export function liveMonths(now = new Date()): string[] {
  const oldest = new Date(now.getTime() - ACTIVITY_RETENTION_DAYS * 86_400_000).toISOString().slice(0, 7);
  const months: string[] = [];
  const d = new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), 1));
  for (let m = d.toISOString().slice(0, 7); m >= oldest; m = d.toISOString().slice(0, 7)) {
    months.push(m);
    d.setUTCMonth(d.getUTCMonth() - 1);
  }
  return months;
}

export const toActivityEntry = (e: StoredEntry): ActivityEntry => ({
  id: e.id,
  at: e.at,
  level: e.level,
  category: e.category,
  action: e.action,
  message: e.message,
  actorId: e.actorId ?? null,
  actorEmail: e.actorEmail ?? null,
  clientId: e.clientId ?? null,
  ip: e.ip ?? null,
  fields: e.fields ?? [],
});

/**
 * Newest first, filtered by level and category on the server. A page walks the live months in order;
 * the sealed cursor names the month and DynamoDB's key within it. Entries past their TTL that DynamoDB
 * has not removed yet are skipped.
 */
export async function listActivity(q: Query, now = new Date()): Promise<z.infer<typeof activityListResponse>> {
  const months = liveMonths(now);
  const raw = openCursor(LIST, PLATFORM, q.cursor);
  let monthIndex = 0;
  let next: string | null = null;
  if (raw !== undefined) {
    const sep = raw.indexOf('|');
    monthIndex = months.indexOf(raw.slice(0, sep));
    next = raw.slice(sep + 1) || null;
    // a cursor from a month that has aged out of the log: nothing older is left
    if (sep < 0 || monthIndex < 0)
      throw new ValidationError('Invalid cursor', { cursor: 'This page is no longer available; start again' });
  }
  const nowSeconds = Math.floor(now.getTime() / 1000);
  const entries: ActivityEntry[] = [];
  for (let reads = 0; reads < MAX_READS && monthIndex < months.length && entries.length < q.limit; reads++) {
    const page: { data: StoredEntry[]; cursor: string | null } = await db()
      .entities.activity.query.byMonth({ month: months[monthIndex] })
      .where(({ level, category, expiresAt }, { eq, gt }) =>
        [gt(expiresAt, nowSeconds), q.level ? eq(level, q.level) : '', q.category ? eq(category, q.category) : '']
          .filter(Boolean)
          .join(' AND '),
      )
      .go({ order: 'desc', limit: q.limit - entries.length, cursor: next });
    entries.push(...page.data.map(toActivityEntry));
    next = page.cursor;
    if (!next) {
      monthIndex += 1;
      next = null;
    }
  }
  const more = monthIndex < months.length;
  const nextCursor = more ? sealCursor(LIST, PLATFORM, `${months[monthIndex]}|${next ?? ''}`) : null;
  return { entries, nextCursor };
}
