import { clearInstanceCaches, instanceCache } from './instance-cache';

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

describe('instanceCache', () => {
  it('reads once within the TTL, shares one read between concurrent misses, and reads again after it', async () => {
    let reads = 0;
    const cache = instanceCache({ ttlMs: 80, load: async (k) => `${k}:${++reads}` });
    const [a, b] = await Promise.all([cache.get('x'), cache.get('x')]);
    expect([a, b, await cache.get('x')]).toEqual(['x:1', 'x:1', 'x:1']);
    await sleep(120);
    expect(await cache.get('x')).toBe('x:2');
  });

  it('reads again at once after an invalidation, even one made while a read was on its way', async () => {
    let value = 'old';
    const cache = instanceCache({
      ttlMs: 60_000,
      load: async () => {
        const seen = value;
        await sleep(20);
        return seen;
      },
    });
    const before = cache.get('k');
    value = 'new';
    cache.invalidate('k'); // a save on this instance while the read above is in flight
    expect(await before).toBe('old');
    expect(await cache.get('k')).toBe('new');
  });

  it('keeps neither a failed read nor a missing item', async () => {
    let calls = 0;
    const cache = instanceCache<string | null>({
      ttlMs: 60_000,
      load: async () => {
        calls++;
        if (calls === 1) throw new Error('throttled');
        return calls === 2 ? null : 'there';
      },
    });
    await expect(cache.get('k')).rejects.toThrow('throttled');
    expect(await cache.get('k')).toBeNull();
    expect(await cache.get('k')).toBe('there');
    expect(await cache.get('k')).toBe('there');
    expect(calls).toBe(3);
    clearInstanceCaches();
    await cache.get('k');
    expect(calls).toBe(4);
  });
});
