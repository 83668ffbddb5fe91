import { fireEvent, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderWithApp } from '../../test-utils';
import { useInboxPresence } from './use-inbox-presence';

/** The idle rule (issue 32 item 2): away after the idle time without input, online again at the next input. */
function Probe() {
  const p = useInboxPresence('user-ravi', 80);
  return <output data-testid="me">{p.me ? `${p.me.status}${p.me.auto ? ' (idle)' : ''}` : ''}</output>;
}

function stub(initial: { status: string; auto: boolean }) {
  const puts: unknown[] = [];
  let me = initial;
  vi.stubGlobal(
    'fetch',
    vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
      const url = new URL(String(input), 'http://localhost');
      if (url.pathname !== '/api/inbox/presence') return Response.json({}, { status: 404 });
      if (init?.method === 'PUT') {
        const body = JSON.parse(String(init.body));
        puts.push(body);
        me = { status: body.status, auto: body.auto === true && body.status === 'away' };
        return Response.json(me);
      }
      return Response.json({ me, agents: [] });
    }),
  );
  return puts;
}

afterEach(() => vi.unstubAllGlobals());

describe('useInboxPresence: the idle rule', () => {
  it('goes away after the idle time and back online at the next input', async () => {
    const puts = stub({ status: 'online', auto: false });
    const view = renderWithApp(<Probe />);
    await waitFor(() => expect(view.getByTestId('me')).toHaveTextContent('online'));
    await waitFor(() => expect(view.getByTestId('me')).toHaveTextContent('away (idle)'));
    expect(puts).toEqual([{ status: 'away', auto: true }]);
    fireEvent.keyDown(window, { key: 'a' });
    await waitFor(() => expect(view.getByTestId('me')).toHaveTextContent(/^online$/));
    expect(puts).toEqual([
      { status: 'away', auto: true },
      { status: 'online', auto: true },
    ]);
  });

  it('leaves a chosen away or offline alone', async () => {
    const puts = stub({ status: 'offline', auto: false });
    const view = renderWithApp(<Probe />);
    await waitFor(() => expect(view.getByTestId('me')).toHaveTextContent('offline'));
    await new Promise((r) => setTimeout(r, 200));
    fireEvent.keyDown(window, { key: 'a' });
    await new Promise((r) => setTimeout(r, 50));
    expect(puts).toEqual([]);
  });
});
