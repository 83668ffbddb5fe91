import type { ActivityEntry, activityListResponse, activityQuery } from '@shared/schemas/activity';
import type * as z from 'zod';
import { ValidationError } from '../../base/errors';
import * as db from '../../db/table-entities';
import { openCursor, sealCursor } from '../paging/cursor';
import { ACTIVITY_RETENTION_DAYS } from './record';

type Query = Pick<z.output<typeof activityQuery>, 'level' | 'category' | 'cursor' | 'limit'>;
type StoredEntry = Awaited<
  ReturnType<ReturnType<ReturnType<typeof db.activity>['query']['byMonth']>['go']>
>['data'][number];

const LIST = 'admin-activity';
const PLATFORM = 'platform';
/** DynamoDB reads one request may make: with a rare filter a page may come back short, never slow. */
const MAX_READS = 12;
/** Entries one read examines (before the level/category filter). */
const READ_LIMIT = 200;

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
 * Where a page stops inside a month: after DynamoDB's last evaluated key (the read ran out), or after
 * the last entry handed out (the page filled up partway through a read, so the rest of that read's
 * matches come next time). Raw form: "<month>|k|<ElectroDB cursor>" or "<month>|i|<at>|<id>".
 */
type Position = { month: string } & (
  | { kind: 'start' }
  | { kind: 'key'; cursor: string }
  | { kind: 'item'; at: string; id: string }
);

function parsePosition(raw: string, months: string[]): Position {
  const [month, kind, ...rest] = raw.split('|');
  // a cursor from a month that has aged out of the log since it was issued, or not one of ours
  if (
    !months.includes(month) ||
    (kind === 'k' && !rest[0]) ||
    (kind === 'i' && rest.length !== 2) ||
    !['k', 'i', ''].includes(kind ?? '')
  )
    throw new ValidationError('Invalid cursor', { cursor: 'This page is no longer available; start again' });
  if (kind === 'k') return { month, kind: 'key', cursor: rest.join('|') };
  if (kind === 'i') return { month, kind: 'item', at: rest[0], id: rest[1] };
  return { month, kind: 'start' };
}
const formatPosition = (p: Position) =>
  p.kind === 'key' ? `${p.month}|k|${p.cursor}` : p.kind === 'item' ? `${p.month}|i|${p.at}|${p.id}` : `${p.month}|`;

/**
 * Newest first, filtered by level and category on the server. DynamoDB applies a query's Limit before
 * its filter, so each read examines READ_LIMIT entries and keeps the matches; a page walks the live
 * months in order until it is full or MAX_READS reads were made (then it may come back short, with a
 * cursor). Entries past their TTL that DynamoDB has not removed yet are skipped.
 */
async function readActivity(q: Filter, raw: string | undefined, now: Date) {
  const months = liveMonths(now);
  let pos: Position | null = raw === undefined ? { month: months[0], kind: 'start' } : parsePosition(raw, months);
  const nextMonth = (month: string): Position | null => {
    const i = months.indexOf(month) + 1;
    return i < months.length ? { month: months[i], kind: 'start' } : null;
  };
  const nowSeconds = Math.floor(now.getTime() / 1000);
  const entries: ActivityEntry[] = [];
  for (let reads = 0; pos && reads < MAX_READS && entries.length < q.limit; reads++) {
    const month: string = pos.month;
    const inMonth = db.activity().query.byMonth({ month });
    const page: { data: StoredEntry[]; cursor: string | null } = await (pos.kind === 'item'
      ? inMonth.lt({ at: pos.at, id: pos.id })
      : inMonth
    )
      .where(({ level, category, expiresAt }, { eq, gt }) =>
        [gt(expiresAt, nowSeconds), q.level ? eq(level, q.level) : '', q.category ? eq(category, q.category) : '']
          .filter(Boolean)
          .join(' AND '),
      )
      .go({ order: 'desc', limit: READ_LIMIT, cursor: pos.kind === 'key' ? pos.cursor : null });
    const need = q.limit - entries.length;
    const taken = page.data.slice(0, need);
    entries.push(...taken.map(toActivityEntry));
    if (page.data.length > need) {
      const last = taken[taken.length - 1];
      pos = { month, kind: 'item', at: last.at, id: last.id };
    } else {
      pos = page.cursor ? { month, kind: 'key', cursor: page.cursor } : nextMonth(month);
    }
  }
  return { entries, nextRaw: pos ? formatPosition(pos) : null };
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
