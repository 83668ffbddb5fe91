import { resetConfigCache } from '../../base/env';
import { RateLimitedError } from '../../base/errors';
import { documentClient } from '../../db/client';
import { db } from '../../db/service';
import { limitByIp } from '../identity/auth';
import { clearFailures, consumeBudget, releaseAttempt, reserveAttempt } from './rate-limit';

const key = (tag: string) => `test:${tag}:${Math.random().toString(36).slice(2)}`;

describe('DynamoDB-backed abuse limits', () => {
  it('allows `limit` requests per window, then answers 429 with the seconds left', async () => {
    const k = key('budget');
    for (let i = 0; i < 3; i++) await consumeBudget(k, 3, 600, 'slow down');
    const err = await consumeBudget(k, 3, 600, 'slow down').catch((e) => e);
    expect(err).toBeInstanceOf(RateLimitedError);
    expect(err.status).toBe(429);
    expect(Number(err.headers['retry-after'])).toBeGreaterThan(0);
    expect(Number(err.headers['retry-after'])).toBeLessThanOrEqual(600);
  });

  it('keeps separate budgets per key (per IP)', async () => {
    const a = key('a');
    const b = key('b');
    await consumeBudget(a, 1, 600, 'x');
    await expect(consumeBudget(a, 1, 600, 'x')).rejects.toBeInstanceOf(RateLimitedError);
    await expect(consumeBudget(b, 1, 600, 'x')).resolves.toBeUndefined();
  });

  it('reserves at most `limit` attempts per window, and clears on success', async () => {
    const k = key('streak');
    for (let i = 0; i < 5; i++) await reserveAttempt(k, 5, 900, 'locked');
    const err = await reserveAttempt(k, 5, 900, 'locked').catch((e) => e);
    expect(err).toBeInstanceOf(RateLimitedError);
    expect(Number(err.headers['retry-after'])).toBeGreaterThan(800);
    await clearFailures(k);
    await expect(reserveAttempt(k, 5, 900, 'locked')).resolves.toBeUndefined();
  });

  it('lets no more than `limit` of many parallel attempts through', async () => {
    const k = key('race');
    const results = await Promise.allSettled(Array.from({ length: 25 }, () => reserveAttempt(k, 5, 900, 'locked')));
    expect(results.filter((r) => r.status === 'fulfilled')).toHaveLength(5);
    for (const r of results) if (r.status === 'rejected') expect(r.reason).toBeInstanceOf(RateLimitedError);
  });

  it('starts a fresh streak once the window has passed', async () => {
    const k = key('expired');
    await db().entities.rateLimit.put({ key: k, window: 'streak', count: 5, expiresAt: 1 }).go();
    await expect(reserveAttempt(k, 5, 900, 'locked')).resolves.toBeUndefined();
    const { data } = await db().entities.rateLimit.get({ key: k, window: 'streak' }).go();
    expect(data?.count).toBe(1);
  });

  it('gives back the reservation of an attempt that was not decided', async () => {
    const k = key('release');
    for (let i = 0; i < 5; i++) await reserveAttempt(k, 5, 900, 'locked');
    await releaseAttempt(k);
    await expect(reserveAttempt(k, 5, 900, 'locked')).resolves.toBeUndefined();
  });

  it('fails loudly on a DynamoDB error instead of resetting the streak', async () => {
    const k = key('error');
    for (let i = 0; i < 5; i++) await reserveAttempt(k, 5, 900, 'locked');
    // DynamoDB throttles every call for a moment (a transient error, not a conditional failure)
    const stack = documentClient().middlewareStack;
    stack.add(
      () => async () => {
        throw Object.assign(new Error('Rate of requests exceeds the allowed throughput'), {
          name: 'ProvisionedThroughputExceededException',
        });
      },
      { step: 'initialize', name: 'throttleAll' },
    );
    try {
      const err = await reserveAttempt(k, 5, 900, 'locked').catch((e) => e);
      expect(err).not.toBeInstanceOf(RateLimitedError);
      expect(String(err?.name) + String(err?.message) + String(err?.cause?.name)).toMatch(/Throughput/);
    } finally {
      stack.remove('throttleAll');
    }
    // the streak is intact: still locked out
    await expect(reserveAttempt(k, 5, 900, 'locked')).rejects.toBeInstanceOf(RateLimitedError);
  });

  it('applies the per-IP register budget of the product (scaled only by RATE_LIMIT_SCALE)', async () => {
    const saved = process.env.RATE_LIMIT_SCALE;
    process.env.RATE_LIMIT_SCALE = '1';
    resetConfigCache(); // config() parses once per process
    try {
      const ip = `10.9.${Math.floor(Math.random() * 250)}.${Math.floor(Math.random() * 250)}`;
      for (let i = 0; i < 20; i++) await limitByIp('register', ip);
      await expect(limitByIp('register', ip)).rejects.toBeInstanceOf(RateLimitedError);
    } finally {
      process.env.RATE_LIMIT_SCALE = saved;
      resetConfigCache();
    }
  });
});
