import type { AdminClient, listAdminClientsResponse } from '@shared/schemas/admin-clients';
import { createConversions } from 'electrodb';
import type * as z from 'zod';
import { ConflictError, NotFoundError } from '../../base/errors';
import { getAll } from '../../db/batch-get';
import * as db from '../../db/table-entities';
import { countsAsRevenue, onTrial } from '../billing/revenue';
import { usagePeriod } from '../billing/usage-period';
import { ALL, LEAD_COUNTERS } from '../leads/aggregates';
import { monthPeriod } from '../metrics/periods';
import { openCursor, sealCursor } from '../paging/cursor';
import { setTenantStatus } from '../tenants/tenant-access';

/**
 * The admin's Clients screen (issue 12; spec part 3 §3 "Admin client view"): tenants newest first from
 * the Client `all` index, searched on the server, each row completed with batch gets (plans, the
 * subscriptions, each tenant's plan conversation counter of its own current usage period and the lead
 * total counter), never a query per row.
 */
type StoredClient = NonNullable<Awaited<ReturnType<ReturnType<ReturnType<typeof db.client>['get']>['go']>>['data']>;

const LIST = 'admin-clients';
/** Cursors are sealed to a tenant; this list belongs to the platform. */
const PLATFORM = 'platform';
export const OWN_ACCOUNT = "You cannot suspend the platform's own account.";

/** Is this the account the platform itself runs under: the signed-in admin's own tenant ("platform")? */
const isPlatformAccount = (clientId: string, adminClientId: string) => clientId === adminClientId;

/** Completes stored tenants into the screen's rows: three batch reads for the whole page. */
async function toRows(clients: StoredClient[], adminClientId: string): Promise<AdminClient[]> {
  if (!clients.length) return [];
  const now = new Date();
  const [{ data: plans }, subs, counters] = await Promise.all([
    db
      .plan()
      .query.byId({})
      .go({ pages: 'all', attributes: ['id', 'name', 'priceMonthly'] }),
    getAll(
      clients.map(({ clientId }) => ({ clientId })),
      (keys) =>
        db
          .subscription()
          .get(keys)
          .go({ attributes: ['clientId', 'planId', 'status', 'gateway'] }),
    ),
    getAll(
      clients.flatMap(({ clientId, billingAnchor }) => [
        // each tenant's own current usage period (whole months from its billing anchor)
        { clientId, name: 'planConversations', period: usagePeriod(billingAnchor, now).key },
        // and the calendar month's, which "this month" means whatever the plan's period does
        { clientId, name: 'conversations', period: monthPeriod(now) },
        { clientId, name: LEAD_COUNTERS.total, period: ALL },
      ]),
      (keys) =>
        db
          .tenantCounter()
          .get(keys)
          .go({ attributes: ['clientId', 'name', 'count'] }),
    ),
  ]);
  const plan = new Map(plans.map((p) => [p.id, p]));
  const sub = new Map(subs.map((s) => [s.clientId, s]));
  const count = new Map(counters.map((c) => [`${c.clientId}|${c.name}`, c.count ?? 0]));
  return clients.map((c) => {
    const s = sub.get(c.clientId);
    return {
      id: c.clientId,
      companyName: c.companyName,
      contactEmail: c.billingEmail,
      planId: c.planId,
      plan: plan.get(c.planId)?.name ?? c.planId,
      status: c.status,
      trial: onTrial(s, c, now),
      planEndsAt: c.planEndsAt ?? null,
      conversationsUsed: count.get(`${c.clientId}|planConversations`) ?? 0,
      conversationsThisMonth: count.get(`${c.clientId}|conversations`) ?? 0,
      conversationsLimit: c.conversationsLimit > 0 ? c.conversationsLimit : null,
      widgetInstalled: c.widgetInstalled ?? false,
      monthlyRevenue: s && countsAsRevenue(s) ? (plan.get(s.planId)?.priceMonthly ?? 0) : 0,
      leadsCaptured: count.get(`${c.clientId}|${LEAD_COUNTERS.total}`) ?? 0,
      joinedDate: c.createdAt,
      lastActivity: c.lastActivityAt ?? null,
      isPlatform: isPlatformAccount(c.clientId, adminClientId),
    };
  });
}

/**
 * One page of tenants, newest first (the Client `all` index), optionally searched: the search is a
 * filter on the lower-case searchText (company and contact email), so DynamoDB reads past non-matching
 * tenants until the page is full — bounded by the number of tenants, the one partition the dashboard's
 * stats read too. One more row than the page is read, so the cursor is null exactly when nothing
 * follows. `list` names the list the sealed cursor belongs to.
 */
export async function tenantsPage(list: string, q: { search?: string; cursor?: string; limit: number }) {
  const after = openCursor(list, PLATFORM, q.cursor);
  const needle = q.search?.toLowerCase();
  const query = db.client().query.all({ kind: 'client' });
  const filtered = needle ? query.where(({ searchText }, { contains }) => contains(searchText, needle)) : query;
  const { data } = await filtered.go({ order: 'desc', count: q.limit + 1, cursor: after ?? null });
  const rows = data.slice(0, q.limit) as StoredClient[];
  const last = rows[rows.length - 1];
  const next =
    data.length > q.limit && last
      ? createConversions(db.client()).byAccessPattern.all.fromComposite.toCursor({
          clientId: last.clientId,
          createdAt: last.createdAt,
          kind: 'client',
        })
      : null;
  return { rows, nextCursor: sealCursor(list, PLATFORM, next) };
}

export async function listAdminClients(
  q: { search?: string; cursor?: string; limit: number },
  adminClientId: string,
): Promise<z.infer<typeof listAdminClientsResponse>> {
  const { rows, nextCursor } = await tenantsPage(LIST, q);
  return { clients: await toRows(rows, adminClientId), nextCursor };
}

/** One tenant's row; 404 for an unknown one. */
export async function getAdminClient(clientId: string, adminClientId: string): Promise<AdminClient> {
  const { data } = await db.client().get({ clientId }).go();
  if (!data) throw new NotFoundError('Client');
  const [row] = await toRows([data], adminClientId);
  return row;
}

/**
 * Suspend or reactivate a tenant (core/tenants/tenant-access.ts setTenantStatus: its users' next request sees it,
 * its widget answers "chat unavailable"). The platform's own account cannot be suspended (409).
 */
export async function setAdminClientStatus(
  clientId: string,
  status: 'active' | 'suspended',
  adminClientId: string,
): Promise<{ before: AdminClient; after: AdminClient }> {
  if (status === 'suspended' && isPlatformAccount(clientId, adminClientId)) throw new ConflictError(OWN_ACCOUNT);
  const before = await getAdminClient(clientId, adminClientId);
  // unchanged: nothing is written (the generated suites check that activating an active tenant writes nothing)
  if (before.status !== status) await setTenantStatus(clientId, status);
  return { before, after: { ...before, status } };
}
