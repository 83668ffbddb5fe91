import type { Role } from '@shared/enums';
import { QuotaExceededError } from '../../base/errors';
import { isConditionalFailure } from '../../db/errors';
import * as db from '../../db/table-entities';

/**
 * The plan's team seats, enforced atomically: a per-tenant counter of active members (tenantCounter
 * 'activeSeats', period 'all') moves in the SAME transaction as the member's creation, activation or
 * deactivation, conditioned on staying below the plan's limit — as the conversation quota is
 * (core/chat/conversations.ts). Reading the members and then writing let 8 parallel creates on a one-seat plan
 * make 6 agents. The owner is the account itself, not a seat; AI trainers and human agents take one.
 *
 * Tenants from before the counter get it on first use (ensureSeatCounter), counted from their members.
 */
const SEATS = { name: 'activeSeats', period: 'all' } as const;
/** A transaction that lost a race on the counter is tried again; a full plan is not. */
const CONFLICT_RETRIES = 8;

export const takesSeat = (role: Role): boolean => role !== 'business_owner' && role !== 'admin';

export const seatsFull = (limit: number) =>
  new QuotaExceededError(
    `Your plan includes ${limit} team member${limit === 1 ? '' : 's'} and all are in use. Deactivate a member or upgrade your plan to add another.`,
  );

/**
 * Creates the counter from the tenant's active members when it does not exist yet. Conditional: of two
 * racing first uses one writes it. No seat transaction commits before the counter exists (each is
 * conditioned on it), so the members read here are all there is to count.
 */
export async function ensureSeatCounter(clientId: string): Promise<void> {
  const key = { clientId, ...SEATS };
  const { data } = await db.tenantCounter().get(key).go();
  if (data) return;
  const { data: users } = await db
    .user()
    .query.byId({ clientId })
    .go({ pages: 'all', attributes: ['role', 'isActive'] });
  const count = users.filter((u) => u.isActive && takesSeat(u.role)).length;
  try {
    await db
      .tenantCounter()
      .create({ ...key, count })
      .go();
  } catch (err) {
    if (!isConditionalFailure(err)) throw err;
  }
}

export async function readActiveSeats(clientId: string): Promise<number> {
  const { data } = await db
    .tenantCounter()
    .get({ clientId, ...SEATS })
    .go();
  return data?.count ?? 0;
}

type Tx = db.WriteTx<'tenantCounter' | 'user'>;
type TxItem = ReturnType<ReturnType<Tx['tenantCounter']['create']>['commit']>;

/**
 * Runs `items` in one transaction with the seat counter moved by `delta`: +1 only while the count is below
 * `limit` (no limit: the seed and tests adding members as the plan allows).
 * 'full' when the limit refused it, 'stale' when one of `items`' own conditions did (the member changed
 * meanwhile); a conflict with a concurrent transaction is retried.
 */
export async function withSeat(
  clientId: string,
  delta: 1 | -1,
  limit: number | undefined,
  items: (tx: Tx) => TxItem[],
): Promise<'done' | 'full' | 'stale'> {
  await ensureSeatCounter(clientId);
  for (let attempt = 0; ; attempt++) {
    const result = await db
      .writeTransaction({ tenantCounter: db.tenantCounter(), user: db.user() }, (tx) => [
        tx.tenantCounter
          .update({ clientId, ...SEATS })
          .add({ count: delta })
          .where(({ count }, { exists, lt }) =>
            delta > 0 && limit !== undefined ? `${exists(count)} AND ${lt(count, limit)}` : exists(count),
          )
          .commit(),
        ...items(tx),
      ])
      .go();
    if (!result.canceled) return 'done';
    const [counter, ...rest] = result.data as { code?: string }[];
    if (rest.some((r) => r.code === 'ConditionalCheckFailed')) return 'stale';
    if (counter?.code === 'ConditionalCheckFailed' && delta > 0 && limit !== undefined) return 'full';
    if (attempt >= CONFLICT_RETRIES) throw new Error('Seat counter: the transaction kept conflicting');
    await new Promise((r) => setTimeout(r, 10 + Math.random() * 40 * (attempt + 1)));
  }
}
