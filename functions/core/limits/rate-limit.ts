import { RateLimitedError } from '../../base/errors';
import { isConditionalFailure } from '../../db/errors';
import * as db from '../../db/table-entities';

/**
 * Abuse limits kept in DynamoDB so they hold across Lambda instances (issue 3). Two shapes:
 * - fixed windows per key (per-IP request budgets), and
 * - failure streaks anchored at the first attempt (5 wrong passwords in 15 minutes → cool-down).
 */
const nowSeconds = () => Math.floor(Date.now() / 1000);

/** Counts one request against `key`; throws 429 once more than `limit` arrive within `windowSeconds`. */
export async function consumeBudget(key: string, limit: number, windowSeconds: number, message: string): Promise<void> {
  const now = nowSeconds();
  const windowStart = now - (now % windowSeconds);
  const { data } = await db
    .rateLimit()
    .update({ key, window: String(windowStart) })
    .add({ count: 1 })
    .set({ expiresAt: windowStart + windowSeconds })
    .go({ response: 'all_new' });
  if ((data?.count ?? 0) > limit) throw new RateLimitedError(message, windowStart + windowSeconds - now);
}

/**
 * One more request in a fixed-window budget kept on an item the request writes anyway (the widget's
 * message budget on the conversation, issue 30: no write of its own): `kept` is the item's window and
 * count as read. Throws 429 when the window is full; else answers the window and the count the write
 * must find (`expected`, 0 in a new window) and leave (`count`). The write's condition on `expected`
 * makes it exact when requests race: the one that finds the count moved reads it again (`again`) and is
 * refused only if the window is full by then (writeTurn).
 */
export function itemBudget(
  kept: { window?: number; count?: number },
  limit: number,
  windowSeconds: number,
  message: string,
): ItemBudget {
  const now = nowSeconds();
  const window = now - (now % windowSeconds);
  const expected = kept.window === window ? (kept.count ?? 0) : 0;
  if (expected >= limit) throw new RateLimitedError(message, window + windowSeconds - now);
  return {
    window,
    expected,
    count: expected + 1,
    refusal: new RateLimitedError(message, window + windowSeconds - now),
    again: (fresh) => itemBudget(fresh, limit, windowSeconds, message),
  };
}
export interface ItemBudget {
  window: number;
  expected: number;
  count: number;
  /** The answer when the window is found full. */
  refusal: RateLimitedError;
  /**
   * The budget again from a fresh read of the item, after the write found the count moved (a request
   * racing this one counted first): throws 429 only when that filled the window.
   */
  again(fresh: { window?: number; count?: number }): ItemBudget;
}

const STREAK = 'streak';
const nextAttemptIn = (expiresAt: number, now: number) => Math.max(1, expiresAt - now);

/**
 * Reserves one attempt of `key`'s failure streak BEFORE the caller checks the credential, with a
 * conditional increment: however many requests race, at most `limit` get through per window (a read
 * followed by a later write let 24 of 25 parallel guesses through). The window starts at the first
 * attempt. A success clears the streak (clearFailures); an attempt that could not be decided either
 * way gives its reservation back (releaseAttempt).
 */
export async function reserveAttempt(key: string, limit: number, windowSeconds: number, message: string) {
  const entity = db.rateLimit();
  for (let tries = 0; tries < 3; tries++) {
    const now = nowSeconds();
    try {
      await entity
        .patch({ key, window: STREAK })
        .add({ count: 1 })
        .where(({ expiresAt, count }, { gt, lt }) => `${gt(expiresAt, now)} AND ${lt(count, limit)}`)
        .go();
      return;
    } catch (err) {
      if (!isConditionalFailure(err)) throw err;
    }
    // no live streak with room left: start one, unless a live (full) one exists
    try {
      await entity
        .put({ key, window: STREAK, count: 1, expiresAt: now + windowSeconds })
        .where(({ expiresAt }, { notExists, lte }) => `${notExists(expiresAt)} OR ${lte(expiresAt, now)}`)
        .go();
      return;
    } catch (err) {
      if (!isConditionalFailure(err)) throw err;
    }
    const { data } = await entity.get({ key, window: STREAK }).go({ consistent: true });
    if (data && data.expiresAt > now && data.count >= limit)
      throw new RateLimitedError(message, nextAttemptIn(data.expiresAt, now));
    // a parallel request started or cleared the streak meanwhile: try again
  }
  throw new RateLimitedError(message, 1);
}

/** Gives back a reservation whose attempt was not decided (the identity provider failed). */
export async function releaseAttempt(key: string): Promise<void> {
  await db
    .rateLimit()
    .patch({ key, window: STREAK })
    .add({ count: -1 })
    .where(({ count }, { gt }) => gt(count, 0))
    .go()
    .catch((err) => {
      // the streak was cleared or has expired meanwhile: nothing to give back
      if (!isConditionalFailure(err)) throw err;
    });
}

export async function clearFailures(key: string): Promise<void> {
  await db.rateLimit().delete({ key, window: STREAK }).go();
}
