import type { AdminEnquiry, listEnquiriesResponse, updateEnquiryRequest } from '@shared/schemas/admin';
import type * as z from 'zod';
import { NotFoundError } from '../../base/errors';
import { isConditionalFailure } from '../../db/errors';
import * as db from '../../db/table-entities';
import { openCursor, sealCursor } from '../paging/cursor';

type EnquiryList = z.infer<typeof listEnquiriesResponse>;
type StoredContact = NonNullable<
  Awaited<ReturnType<ReturnType<ReturnType<typeof db.contact>['query']['byCreated']>['go']>>['data']
>[number];

const LIST = 'admin-enquiries';
/** Cursors are sealed to a tenant; the enquiries belong to the platform, so they are sealed to this. */
const PLATFORM = 'platform';
/**
 * The landing page's enquiries live in one partition and their number is small (a contact form, limited
 * per IP), so the summary and the search read that one partition, bounded: past this many the oldest
 * are not counted or searched (the list says so by design in the report of issue 12, slice 1).
 */
export const MAX_ENQUIRIES_READ = 5000;
const WEEK_MS = 7 * 24 * 3600 * 1000;

const toEnquiry = (c: StoredContact): AdminEnquiry => ({
  id: c.id,
  name: c.name,
  email: c.email,
  company: c.company ?? null,
  phone: c.phone ?? null,
  industry: c.industry ?? null,
  message: c.message ?? null,
  internalNotes: c.internalNotes ?? null,
  source: c.source,
  status: c.status,
  createdAt: c.createdAt,
});

const rawKey = (c: Pick<StoredContact, 'createdAt' | 'id'>) => `${c.createdAt}#${c.id}`;

/** Newest first, searched on the server over name, email and company, with the computed summary cards. */
export async function listEnquiries(q: { search?: string; cursor?: string; limit: number }): Promise<EnquiryList> {
  const after = openCursor(LIST, PLATFORM, q.cursor);
  const all: StoredContact[] = [];
  let next: string | null = null;
  do {
    const page: { data: StoredContact[]; cursor: string | null } = await db
      .contact()
      .query.byCreated({})
      .go({ order: 'desc', cursor: next, limit: MAX_ENQUIRIES_READ - all.length });
    all.push(...page.data);
    next = page.cursor;
  } while (next && all.length < MAX_ENQUIRIES_READ);

  const weekAgo = new Date(Date.now() - WEEK_MS).toISOString();
  const summary = { total: all.length, responded: 0, pending: 0, thisWeek: 0 };
  for (const c of all) {
    if (c.status === 'new') summary.pending += 1;
    else summary.responded += 1;
    if (c.createdAt >= weekAgo) summary.thisWeek += 1;
  }

  const needle = q.search?.toLowerCase();
  const matches = needle
    ? all.filter((c) => [c.name, c.email, c.company ?? ''].some((v) => v.toLowerCase().includes(needle)))
    : all;
  const start = after === undefined ? 0 : matches.findIndex((c) => rawKey(c) < after);
  const rows = start < 0 ? [] : matches.slice(start, start + q.limit);
  const more = start >= 0 && start + q.limit < matches.length;
  return {
    enquiries: rows.map(toEnquiry),
    nextCursor: more ? sealCursor(LIST, PLATFORM, rawKey(rows[rows.length - 1])) : null,
    summary,
  };
}

/** Mark an enquiry contacted or closed and keep the admin's notes; 404 for an unknown id. */
export async function updateEnquiry(id: string, body: z.infer<typeof updateEnquiryRequest>): Promise<AdminEnquiry> {
  const { data: found } = await db.contact().query.byId({ id }).go({ limit: 1 });
  const current = found[0];
  if (!current) throw new NotFoundError('Enquiry');
  try {
    const { data } = await db
      .contact()
      .patch({ createdAt: current.createdAt, id })
      .set({
        ...(body.status === undefined ? {} : { status: body.status }),
        ...(body.internalNotes === undefined ? {} : { internalNotes: body.internalNotes }),
      })
      .go({ response: 'all_new' });
    return toEnquiry(data as StoredContact);
  } catch (err) {
    if (isConditionalFailure(err)) throw new NotFoundError('Enquiry');
    throw err;
  }
}
