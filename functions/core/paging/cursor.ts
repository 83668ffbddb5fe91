import { createHmac, timingSafeEqual } from 'node:crypto';
import { appSecret } from '../../adapters/app-secrets';
import { ValidationError } from '../../base/errors';

/**
 * Page cursors as the API hands them out. A DynamoDB cursor is the raw last key of a page; given back
 * unchecked, a made-up one answers 500 (or starts a query somewhere it should not). So every paginated
 * list seals its cursor: the raw key plus an HMAC over (list, tenant, key). A cursor that was altered,
 * belongs to another list or was issued to another tenant is a 400 naming `cursor`. The key is derived
 * from the visitor-token secret (a function that pages declares 'secret:visitor-token' in routes.ts),
 * so no second secret needs managing.
 */
const INVALID = { cursor: 'Invalid or expired cursor; start again from the first page' };

function key(): Buffer {
  const secret = appSecret('VISITOR_TOKEN_SECRET');
  if (!secret) throw new Error('VISITOR_TOKEN_SECRET is not configured for this function');
  return createHmac('sha256', secret).update('parley page cursor v1').digest();
}

const mac = (list: string, tenant: string, raw: string) =>
  createHmac('sha256', key()).update(`${list}\n${tenant}\n${raw}`).digest('base64url');

/** The cursor to send for the next page (null at the end). */
export function sealCursor(list: string, tenant: string, raw: string | null | undefined): string | null {
  if (!raw) return null;
  return `${Buffer.from(raw).toString('base64url')}.${mac(list, tenant, raw)}`;
}

/** The raw cursor to resume from; 400 naming `cursor` unless this list issued it to this tenant. */
export function openCursor(list: string, tenant: string, cursor: string | undefined): string | undefined {
  if (cursor === undefined || cursor === '') return undefined;
  const [body, given, extra] = cursor.split('.');
  if (!body || !given || extra !== undefined) throw new ValidationError('Invalid cursor', INVALID);
  const raw = Buffer.from(body, 'base64url').toString();
  const expected = Buffer.from(mac(list, tenant, raw));
  const actual = Buffer.from(given);
  if (expected.length !== actual.length || !timingSafeEqual(expected, actual)) {
    throw new ValidationError('Invalid cursor', INVALID);
  }
  return raw;
}

/** The query of a list filtered by status and search and paged by a sealed cursor. */
interface FilteredPageQuery<S extends string> {
  status: S;
  search?: string;
  /** A label the rows must carry (the conversation lists, issue 32). */
  labelId?: string;
  limit: number;
  cursor?: string;
}
type FilteredLister<S extends string, P> = (
  clientId: string,
  filter: { status: S; search: string | undefined; labelId?: string; limit: number },
  cursor: string | undefined,
) => Promise<P>;

/**
 * One page of the tenant's list `name` (leads, conversations…) under a status filter and a search. A
 * cursor belongs to one filter: reusing it under another would skip or repeat rows, so the filter is
 * part of the list a cursor is sealed for.
 */
export async function filteredPage<S extends string, P extends { nextCursor: string | null }>(
  name: string,
  clientId: string,
  query: FilteredPageQuery<S>,
  list: FilteredLister<S, P>,
): Promise<P> {
  const sealedFor = `${name}:${query.status}:${query.search ?? ''}${query.labelId ? `:${query.labelId}` : ''}`;
  const filter = {
    status: query.status,
    search: query.search || undefined,
    ...(query.labelId ? { labelId: query.labelId } : {}),
    limit: query.limit,
  };
  const page = await list(clientId, filter, openCursor(sealedFor, clientId, query.cursor));
  return { ...page, nextCursor: sealCursor(sealedFor, clientId, page.nextCursor) };
}
