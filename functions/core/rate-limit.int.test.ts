import { RateLimitedError } from '../kit/errors';
import { limitByIp } from './auth';
import { assertNotLockedOut, clearFailures, consumeBudget, recordFailure } from './rate-limit';

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

  it('locks out after the failure limit and clears on success', async () => {
    const k = key('streak');
    for (let i = 0; i < 4; i++) await recordFailure(k, 900);
    await expect(assertNotLockedOut(k, 5, 'locked')).resolves.toBeUndefined();
    await recordFailure(k, 900);
    await expect(assertNotLockedOut(k, 5, 'locked')).rejects.toBeInstanceOf(RateLimitedError);
    await clearFailures(k);
    await expect(assertNotLockedOut(k, 5, 'locked')).resolves.toBeUndefined();
  });

  it('starts a fresh streak once the window has passed', async () => {
    const k = key('expired');
    for (let i = 0; i < 5; i++) await recordFailure(k, -1); // a window that has already ended
    await expect(assertNotLockedOut(k, 5, 'locked')).resolves.toBeUndefined();
  });

  it('applies the per-IP register budget of the product (scaled only by RATE_LIMIT_SCALE)', async () => {
    const saved = process.env.RATE_LIMIT_SCALE;
    process.env.RATE_LIMIT_SCALE = '1';
    try {
      const ip = `10.9.${Math.floor(Math.random() * 250)}.${Math.floor(Math.random() * 250)}`;
      for (let i = 0; i < 20; i++) await limitByIp('register', ip);
      await expect(limitByIp('register', ip)).rejects.toBeInstanceOf(RateLimitedError);
    } finally {
      process.env.RATE_LIMIT_SCALE = saved;
    }
  });
});
