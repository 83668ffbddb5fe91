import { db } from '../db/service';
import { RateLimitedError } from '../kit/errors';

/**
 * Abuse limits kept in DynamoDB so they hold across Lambda instances (issue 3). Two shapes:
 * - fixed windows per key (per-IP request budgets), and
 * - failure streaks anchored at the first failure (5 wrong passwords in 15 minutes → cool-down).
 */
const nowSeconds = () => Math.floor(Date.now() / 1000);

/** Counts one request against `key`; throws 429 once more than `limit` arrive within `windowSeconds`. */
export async function consumeBudget(key: string, limit: number, windowSeconds: number, message: string): Promise<void> {
  const now = nowSeconds();
  const windowStart = now - (now % windowSeconds);
  const { data } = await db()
    .entities.rateLimit.update({ key, window: String(windowStart) })
    .add({ count: 1 })
    .set({ expiresAt: windowStart + windowSeconds })
    .go({ response: 'all_new' });
  if ((data?.count ?? 0) > limit) throw new RateLimitedError(message, windowStart + windowSeconds - now);
}

const STREAK = 'streak';

/** Throws 429 while `key` has `limit` failures inside its window. */
export async function assertNotLockedOut(key: string, limit: number, message: string): Promise<void> {
  const { data } = await db().entities.rateLimit.get({ key, window: STREAK }).go();
  const now = nowSeconds();
  if (data && data.expiresAt > now && data.count >= limit) throw new RateLimitedError(message, data.expiresAt - now);
}

/** Records a failure; the window starts at the first failure and the streak resets once it has passed. */
export async function recordFailure(key: string, windowSeconds: number): Promise<void> {
  const now = nowSeconds();
  const entity = db().entities.rateLimit;
  try {
    await entity
      .patch({ key, window: STREAK })
      .add({ count: 1 })
      .where(({ expiresAt }, { gt }) => gt(expiresAt, now))
      .go();
  } catch {
    // no live streak: start one
    await entity.put({ key, window: STREAK, count: 1, expiresAt: now + windowSeconds }).go();
  }
}

export async function clearFailures(key: string): Promise<void> {
  await db().entities.rateLimit.delete({ key, window: STREAK }).go();
}
