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

type Filter = Pick<Query, 'level' | 'category' | 'limit'>;

/**
 * Newest first, filtered by level and category on the server. A page walks the live months in order;
 * its raw cursor is "<month>|<DynamoDB's key within it>". Entries past their TTL that DynamoDB has not
 * removed yet are skipped.
 */
async function readActivity(q: Filter, raw: string | undefined, now: Date) {
  const months = liveMonths(now);
  let monthIndex = 0;
  let next: string | null = null;
  if (raw !== undefined) {
    const sep = raw.indexOf('|');
    monthIndex = sep < 0 ? -1 : months.indexOf(raw.slice(0, sep));
    // a cursor from a month that has aged out of the log since it was issued
    if (monthIndex < 0)
      throw new ValidationError('Invalid cursor', { cursor: 'This page is no longer available; start again' });
    next = raw.slice(sep + 1) || null;
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
    if (!next) monthIndex += 1;
  }
  const nextRaw = monthIndex < months.length ? `${months[monthIndex]}|${next ?? ''}` : null;
  return { entries, nextRaw };
}

/** One page of the log for the screen, with a sealed cursor. */
export async function listActivity(q: Query, now = new Date()): Promise<z.infer<typeof activityListResponse>> {
  const { entries, nextRaw } = await readActivity(q, openCursor(LIST, PLATFORM, q.cursor), now);
  return { entries, nextCursor: sealCursor(LIST, PLATFORM, nextRaw) };
}

/** Up to `max` entries for an export, newest first, and whether older ones were left out. */
export async function collectActivity(
  q: Omit<Filter, 'limit'>,
  max: number,
  now = new Date(),
): Promise<{ entries: ActivityEntry[]; truncated: boolean }> {
  const entries: ActivityEntry[] = [];
  let raw: string | undefined;
  do {
    const page = await readActivity({ ...q, limit: Math.min(100, max - entries.length) }, raw, now);
    entries.push(...page.entries);
    raw = page.nextRaw ?? undefined;
  } while (raw && entries.length < max);
  return { entries, truncated: raw !== undefined };
}
