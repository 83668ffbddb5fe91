import { dashboard } from '@shared/api/routes/dashboard';
import { useQuery } from '@tanstack/react-query';
import { screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { api } from '../../lib/api-client';
import { renderWithApp } from '../../test-utils';
import { QueryState } from './query-state';

/**
 * Issue 27 item 11: a refusal shows the server's own reason on every screen that loads through
 * QueryState; a suspended organisation's owner reads "suspended", not a role message or "try again".
 */
const SUSPENDED =
  'Your organisation’s account is suspended, so its dashboard and data are closed. Please contact support to restore it.';

function Screen() {
  // any route does: the answers are stubbed, and the screen reads a made-up shape
  const query = useQuery({
    queryKey: ['thing'],
    queryFn: async () => (await api.call(dashboard.getDashboard)) as unknown as { name: string },
    retry: false,
  });
  return (
    <QueryState query={query} loading="Loading…" failed="We couldn't load the thing. Please try again.">
      {(data) => <p>{data.name}</p>}
    </QueryState>
  );
}

function answer(status: number, body: unknown) {
  vi.stubGlobal(
    'fetch',
    vi.fn(async () => Response.json(body, { status })),
  );
}

afterEach(() => vi.unstubAllGlobals());

describe('QueryState when the load fails', () => {
  it("shows a suspended organisation's reason as the server words it, with no Try again", async () => {
    answer(403, { error: { code: 'ACCOUNT_SUSPENDED', message: SUSPENDED } });
    renderWithApp(<Screen />);
    expect(await screen.findByRole('alert')).toHaveTextContent(SUSPENDED);
    expect(screen.queryByRole('button', { name: 'Try again' })).not.toBeInTheDocument();
  });

  it("shows another refusal's reason from the server too", async () => {
    answer(403, { error: { code: 'FORBIDDEN', message: 'Your role does not allow this action' } });
    renderWithApp(<Screen />);
    expect(await screen.findByRole('alert')).toHaveTextContent('Your role does not allow this action');
  });

  it('keeps its own words and Try again for a failure that asking again may fix', async () => {
    answer(500, { error: { code: 'INTERNAL', message: 'Internal error' } });
    renderWithApp(<Screen />);
    expect(await screen.findByRole('alert')).toHaveTextContent("We couldn't load the thing. Please try again.");
    expect(screen.getByRole('button', { name: 'Try again' })).toBeInTheDocument();
  });
});
