import { afterEach, describe, expect, it, vi } from 'vitest';
import { dashboardQuery } from '../features/dashboard/api/dashboard';
import { SIDEBAR_ENTRIES } from '../features/dashboard/sidebar-entries';
import { sessionQueryKey } from '../lib/api/session';
import { createQueryClient } from '../lib/query-client';
import { preloadForLocation } from './preload';
import { DASHBOARD_SCREENS, DashboardShell } from './screen-chunks';

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

  it('asks for nothing more than the session without one, or on a signed-in screen outside the dashboard', async () => {
    const signedOut = serve(null);
    preloadForLocation('/dashboard', createQueryClient());
    await settle();
    expect(signedOut).toEqual(['/api/auth/me']);

    const elsewhere = serve(user('business_owner'));
    preloadForLocation('/ccai-test', createQueryClient());
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

  describe('another screen of the dashboard', () => {
    const never = () => new Promise<never>(() => {});
    afterEach(() => vi.restoreAllMocks());

    it("asks for its code and the frame's beside the session, and for the frame's banner once there is one, without waiting", async () => {
      const asked = serve(user('business_owner'));
      const shell = vi.spyOn(DashboardShell, 'preload').mockImplementation(never);
      const leads = vi.spyOn(DASHBOARD_SCREENS, 'leads').mockImplementation(never);
      const billing = vi.spyOn(DASHBOARD_SCREENS, 'billing').mockImplementation(never);
      // resolves with the session although neither chunk ever arrives
      await preloadForLocation('/dashboard/Leads/', createQueryClient());
      await settle();
      expect(shell).toHaveBeenCalledTimes(1);
      expect(leads).toHaveBeenCalledTimes(1);
      expect(billing).not.toHaveBeenCalled();
      expect(asked).toEqual(['/api/auth/me', '/api/auth/email']);
    });

    it('asks for no banner without a session, and for nothing but the session on a path that is no screen', async () => {
      const shell = vi.spyOn(DashboardShell, 'preload').mockImplementation(never);
      vi.spyOn(DASHBOARD_SCREENS, 'settings').mockImplementation(never);
      const signedOut = serve(null);
      await preloadForLocation('/dashboard/settings', createQueryClient());
      await settle();
      expect(signedOut).toEqual(['/api/auth/me']);

      shell.mockClear();
      for (const path of ['/dashboard/no-such-screen', '/dashboard/constructor']) {
        const asked = serve(user('business_owner'));
        await preloadForLocation(path, createQueryClient());
        await settle();
        expect(asked).toEqual(['/api/auth/me']);
      }
      expect(shell).not.toHaveBeenCalled();
    });

    it('leaves no unhandled rejection when its code fails to load (the route asks again and shows its error page)', async () => {
      serve(user('business_owner'));
      // plain functions, not spies: a spy handles the promises it returns (to record them)
      const screens = DASHBOARD_SCREENS as Record<string, () => Promise<unknown>>;
      const [shellPreload, settingsLoad] = [DashboardShell.preload, screens.settings];
      let asked = 0;
      DashboardShell.preload = () => Promise.reject(new Error('offline'));
      screens.settings = () => {
        asked++;
        return Promise.reject(new Error('offline'));
      };
      const unhandled = vi.fn();
      process.on('unhandledRejection', unhandled);
      try {
        await preloadForLocation('/dashboard/settings', createQueryClient());
        await settle();
        expect(asked).toBe(1);
        expect(unhandled).not.toHaveBeenCalled();
      } finally {
        process.off('unhandledRejection', unhandled);
        DashboardShell.preload = shellPreload;
        screens.settings = settingsLoad;
      }
    });

    it('knows the code of every sidebar screen but the home', () => {
      expect(Object.keys(DASHBOARD_SCREENS).sort()).toEqual(
        SIDEBAR_ENTRIES.map((e) => e.segment)
          .filter(Boolean)
          .sort(),
      );
    });
  });
});
