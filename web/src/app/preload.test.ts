import { afterEach, describe, expect, it, vi } from 'vitest';
import { dashboardQuery } from '../features/dashboard/api/dashboard';
import { sessionQueryKey } from '../lib/api/session';
import { createQueryClient } from '../lib/query-client';
import { preloadForLocation } from './preload';

const user = (role: string) => ({
  user: { id: 'u1', email: 'o@example.com', firstName: 'O', lastName: 'W', role, clientId: 'c1' },
});

const ANSWERS: Record<string, unknown> = { '/api/testimonials/mine': { testimonial: null } };

/** Answers /api/auth/me with `me` and everything else with {}; returns the paths asked for, in order. */
function serve(me: unknown): string[] {
  const asked: string[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (input: RequestInfo | URL) => {
      const path = String(input);
      asked.push(path);
      return Response.json(path === '/api/auth/me' ? me : (ANSWERS[path] ?? {}));
    }),
  );
  return asked;
}

const settle = () => new Promise((resolve) => setTimeout(resolve, 20));

afterEach(() => vi.unstubAllGlobals());

describe('preloadForLocation', () => {
  it("asks for the session and, for the owner's dashboard home, everything the home screen reads at once", async () => {
    const asked = serve(user('business_owner'));
    preloadForLocation('/dashboard', createQueryClient());
    await settle();
    expect(asked[0]).toBe('/api/auth/me');
    expect(asked.slice(1).sort()).toEqual([
      '/api/auth/email',
      '/api/billing/subscription',
      '/api/conversations/stats',
      '/api/dashboard',
      '/api/inbox/performance',
      '/api/settings/profile',
      '/api/testimonials/mine',
    ]);
  });

  it('asks a trainer only for what the home screen shows a trainer (no billing, no team figures, no testimonial)', async () => {
    const asked = serve(user('ai_trainer'));
    preloadForLocation('/dashboard/', createQueryClient());
    await settle();
    expect(asked.slice(1).sort()).toEqual([
      '/api/auth/email',
      '/api/conversations/stats',
      '/api/dashboard',
      '/api/settings/profile',
    ]);
  });

  it('asks for nothing more than the session without one, or on another signed-in screen', async () => {
    const signedOut = serve(null);
    preloadForLocation('/dashboard', createQueryClient());
    await settle();
    expect(signedOut).toEqual(['/api/auth/me']);

    const elsewhere = serve(user('business_owner'));
    preloadForLocation('/dashboard/leads', createQueryClient());
    await settle();
    expect(elsewhere).toEqual(['/api/auth/me']);
  });

  it('asks for nothing on a page outside the signed-in areas', async () => {
    const asked = serve(user('business_owner'));
    preloadForLocation('/privacy', createQueryClient());
    await settle();
    expect(asked).toEqual([]);
  });

  it("resolves, for the dashboard's frame, once the session and the home screen's data are in the cache", async () => {
    serve(user('business_owner'));
    const queryClient = createQueryClient();
    await preloadForLocation('/dashboard', queryClient);
    expect(queryClient.getQueryData(sessionQueryKey)).toMatchObject({ role: 'business_owner' });
    expect(queryClient.getQueryState(dashboardQuery.queryKey)?.status).toBe('success');
  });

  it('resolves without a session too (the guard then sends the visitor to sign in)', async () => {
    serve(null);
    const queryClient = createQueryClient();
    await preloadForLocation('/dashboard', queryClient);
    expect(queryClient.getQueryData(sessionQueryKey)).toBeNull();
    expect(queryClient.getQueryState(dashboardQuery.queryKey)).toBeUndefined();
  });
});
