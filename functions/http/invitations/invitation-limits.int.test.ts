import { startTestGateway, type TestGateway } from '../../../infra/local/test-gateway';
import { resetConfigCache } from '../../base/env';
import { IP_BUDGETS } from '../../core/limits/ip-limit';
import { useIsolatedTable } from '../../test-support/isolated-table';

/**
 * The invitation link's per-IP budget at its real size (RATE_LIMIT_SCALE=1), in a table of this file's
 * own so no other file's requests from 127.0.0.1 count against it. Viewing and accepting share it, and it
 * is counted before the token is looked up: guessing tokens is bounded per address.
 */
let gw: TestGateway;
const saved = process.env.RATE_LIMIT_SCALE;
beforeAll(async () => {
  await useIsolatedTable('invitation-limits');
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
const guess = (i: number) => `${String(i).padStart(3, '0')}${'x'.repeat(40)}`;

describe('per-IP limit of the invitation link', () => {
  it('answers the budget of guesses from one address, then 429 with Retry-After, for viewing and accepting alike', async () => {
    const { limit } = IP_BUDGETS.invitation;
    expect(limit).toBeLessThanOrEqual(50);
    for (let i = 0; i < limit; i++) {
      const r =
        i % 2
          ? await post('/api/invitations/view', { token: guess(i) })
          : await post('/api/invitations/accept', {
              token: guess(i),
              password: 'Agent1Pass',
              confirmPassword: 'Agent1Pass',
            });
      expect(r.status, `guess ${i}`).toBe(404);
    }
    for (const over of [
      await post('/api/invitations/view', { token: guess(998) }),
      await post('/api/invitations/accept', {
        token: guess(999),
        password: 'Agent1Pass',
        confirmPassword: 'Agent1Pass',
      }),
    ]) {
      expect(over.status).toBe(429);
      expect(Number(over.headers.get('retry-after'))).toBeGreaterThan(0);
    }
  });
});
