import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { httpRoutes, queueConsumers, scheduledJobs, wsRoutes } from './routes';

/**
 * The access lists in routes.ts are hand-written; these checks tie the ones the source can prove to
 * the code: a function that reaches kit/client-ip.ts must be able to read the origin secret (else, in
 * AWS, per-IP limits would silently count CloudFront's address), a widget route must read the visitor
 * key, a function that embeds with the platform's embedder must be able to decrypt its key, and a declared
 * KMS or Cognito-admin permission must be reachable from the handler at all.
 */
const root = path.resolve(import.meta.dirname, '..');
// `import … from '…'`, `export … from '…'`, and the bare `import '…'` a route uses for a module's effect
// (the read API's routes register the api-key verifier that way)
const importRe = /(?:(?:import|export)[^'"]*?from\s+|import\s+)['"](\.[^'"]+)['"]/g;

function modulesOf(entry: string, seen = new Set<string>()): Set<string> {
  if (seen.has(entry)) return seen;
  seen.add(entry);
  const text = readFileSync(path.join(root, entry), 'utf8');
  for (const [, spec] of text.matchAll(importRe)) {
    const base = path.join(path.dirname(entry), spec);
    const file = [`${base}.ts`, `${base}.tsx`, path.join(base, 'index.ts')].find((f) => existsSync(path.join(root, f)));
    if (file) modulesOf(file, seen);
  }
  return seen;
}

const all = [...httpRoutes, ...wsRoutes, ...queueConsumers, ...scheduledJobs];

describe('routes.ts access lists agree with the code', () => {
  it.each(all.map((r) => [r.entry, r] as const))('%s', (entry, route) => {
    const modules = modulesOf(entry);
    const reaches = (m: string) => modules.has(m);
    const has = (a: (typeof route.access)[number]) => route.access.includes(a);

    expect(has('secret:origin-verify'), 'calls clientIp ⇔ secret:origin-verify').toBe(
      reaches('functions/kit/client-ip.ts'),
    );
    if ('contract' in route && route.contract.auth === 'visitor')
      expect(has('secret:visitor-token'), 'visitor route').toBe(true);
    if (has('secrets:decrypt') || has('secrets:encrypt'))
      expect(reaches('functions/adapters/secrets.ts'), 'KMS grant without the secrets adapter').toBe(true);
    // The other way round for the platform embedder, which decrypts the admin's OpenAI key on every call:
    // without the grant it would fail only in AWS (locally there is no KMS policy) and quietly match
    // lexically. (Many modules reach the secrets adapter statically without calling it, so this is not a
    // general rule.)
    if (reaches('functions/ai/embeddings/index.ts'))
      expect(has('secrets:decrypt'), 'embeds with the platform embedder ⇒ secrets:decrypt').toBe(true);
    // account deletion erases partitions with BatchWriteItem: without the grant it fails only in AWS
    expect(has('table:erase'), 'erases partitions with db/partitions.ts ⇔ table:erase').toBe(
      reaches('functions/db/partitions.ts'),
    );
    expect(has('queue:send'), 'sends with adapters/queue.ts ⇔ queue:send').toBe(reaches('functions/adapters/queue.ts'));
    expect(has('realtime:push'), 'pushes with core/chat/realtime.ts ⇔ realtime:push').toBe(
      reaches('functions/core/chat/realtime.ts'),
    );
    expect(has('health:inspect'), 'reads queue depths and the user pool ⇔ health:inspect').toBe(
      reaches('functions/adapters/health.ts'),
    );
    expect(has('mail:send'), 'sends mail with adapters/mail.ts ⇔ mail:send').toBe(
      reaches('functions/adapters/mail.ts'),
    );
    expect(has('pages:write'), 'writes the pages bucket with adapters/pages-bucket.ts ⇔ pages:write').toBe(
      reaches('functions/adapters/pages-bucket.ts'),
    );
    expect(
      has('knowledge:files'),
      'uses the knowledge bucket with adapters/knowledge-bucket.ts ⇔ knowledge:files',
    ).toBe(reaches('functions/adapters/knowledge-bucket.ts'));
    expect(has('buckets:erase'), 'erases bucket objects with adapters/bucket-erase.ts ⇔ buckets:erase').toBe(
      reaches('functions/adapters/bucket-erase.ts'),
    );
    expect(
      has('knowledge:index'),
      'reads or writes search indexes with adapters/knowledge-index-bucket.ts ⇔ knowledge:index',
    ).toBe(reaches('functions/adapters/knowledge-index-bucket.ts'));
    if (has('identity:write') || has('identity:read'))
      expect(reaches('functions/adapters/identity.ts'), 'Cognito grant without the identity adapter').toBe(true);
  });
});
