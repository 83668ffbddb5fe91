import { LRUCache } from 'lru-cache';

/**
 * A per-instance (module-level) read-through cache with a short TTL, for configuration the chat path
 * reads on every request and people change rarely (issue 30): widget settings, the platform's AI
 * config. What may be cached, for how long, and what must never be, is written where each cache is made
 * and in functions/core/README.md ("Configuration caches").
 *
 * The cache holds the load's promise, so concurrent misses share one read, and `invalidate` during a
 * load drops that promise too: a read that started before a write cannot put the old value back after
 * it. A load that fails is not kept. Values `null`/`undefined` (not found) are not kept either: an item
 * created a moment later is found on the next call.
 */
export interface InstanceCache<V> {
  get(key: string): Promise<V>;
  /** After a write on this instance: the next get reads again. Other instances follow within the TTL. */
  invalidate(key: string): void;
  clear(): void;
}

const caches: InstanceCache<unknown>[] = [];

export function instanceCache<V>(options: {
  ttlMs: number;
  max?: number;
  load: (key: string) => Promise<V>;
}): InstanceCache<V> {
  const entries = new LRUCache<string, Promise<V>>({ max: options.max ?? 500, ttl: options.ttlMs });
  const cache: InstanceCache<V> = {
    get(key) {
      const hit = entries.get(key);
      if (hit) return hit;
      const loading = options.load(key).then(
        (value) => {
          if (value === null || value === undefined) forget(key, loading);
          return value;
        },
        (err) => {
          forget(key, loading);
          throw err;
        },
      );
      entries.set(key, loading);
      return loading;
    },
    invalidate: (key) => {
      entries.delete(key);
    },
    clear: () => entries.clear(),
  };
  /** Drops the entry only if it is still this load (a later load after an invalidation stays). */
  const forget = (key: string, loading: Promise<V>) => {
    if (entries.peek(key) === loading) entries.delete(key);
  };
  caches.push(cache as InstanceCache<unknown>);
  return cache;
}

/** Tests that write configuration behind the product's back (straight to the table) start afresh. */
export function clearInstanceCaches(): void {
  for (const c of caches) c.clear();
}
