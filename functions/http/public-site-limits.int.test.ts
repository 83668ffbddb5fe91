import { startTestGateway, type TestGateway } from '../../infra/local/test-gateway';
import { resetConfigCache } from '../base/env';
import { IP_BUDGETS } from '../core/limits/ip-limit';
import { db } from '../db/service';
import { useIsolatedTable } from '../test-support/isolated-table';

/**
 * The landing-page forms' per-IP budgets at their real size (RATE_LIMIT_SCALE=1), in a table of this
 * file's own so no other file's requests from 127.0.0.1 count against them.
 */
let gw: TestGateway;
const saved = process.env.RATE_LIMIT_SCALE;
beforeAll(async () => {
  await useIsolatedTable('ip-limits');
  process.env.RATE_LIMIT_SCALE = '1';
  resetConfigCache();
  gw = await startTestGateway();
});
afterAll(async () => {
  await gw.stop();
  process.env.RATE_LIMIT_SCALE = saved;
  resetConfigCache();
});

const post = (path: string, body: unknown) =>
  fetch(`${gw.url}${path}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', origin: gw.url },
    body: JSON.stringify(body),
  });

describe('per-IP limits of the public forms', () => {
  it('stores the contact budget from one address, then answers 429 with Retry-After and stores nothing', async () => {
    const { limit } = IP_BUDGETS.contact;
    expect(limit).toBeLessThanOrEqual(20);
    const tag = `limits-${Date.now()}`;
    for (let i = 0; i < limit; i++) {
      const r = await post('/api/contacts', { name: 'Asha Verma', email: `c${i}@${tag}.example` });
      expect(r.status, `contact ${i}`).toBe(201);
    }
    const over = await post('/api/contacts', { name: 'Asha Verma', email: `over@${tag}.example` });
    expect(over.status).toBe(429);
    expect(Number(over.headers.get('retry-after'))).toBeGreaterThan(0);
    expect(((await over.json()) as { error: { code: string } }).error.code).toBe('RATE_LIMITED');
    const { data } = await db().entities.contact.scan.go({ pages: 'all' });
    expect(data.filter((c) => c.email.endsWith(`@${tag}.example`))).toHaveLength(limit);
  });

  it('does the same for newsletter sign-ups', async () => {
    const { limit } = IP_BUDGETS.newsletter;
    const tag = `news-${Date.now()}`;
    for (let i = 0; i < limit; i++)
      expect((await post('/api/newsletter', { email: `n${i}@${tag}.example` })).status).toBe(201);
    const over = await post('/api/newsletter', { email: `over@${tag}.example` });
    expect(over.status).toBe(429);
    expect(over.headers.get('retry-after')).toMatch(/^\d+$/);
    const { data } = await db()
      .entities.newsletter.get({ email: `over@${tag}.example` })
      .go();
    expect(data).toBeNull();
  });
});
