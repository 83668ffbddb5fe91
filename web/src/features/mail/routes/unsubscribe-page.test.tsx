import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Route, Routes } from 'react-router-dom';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderWithApp } from '../../../test-utils';
import { UnsubscribePage } from './unsubscribe-page';

const TOKEN = 'abcdefghijklmnopqrstuv';
const target = { category: 'alert', address: 'r***@example.com', tenantName: 'Verma Opticals' };

function serve(status: number) {
  const calls: string[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
      const method = init?.method ?? 'GET';
      calls.push(`${method} ${new URL(String(input), 'http://localhost').pathname}`);
      const body =
        status === 200
          ? method === 'POST'
            ? { ...target, unsubscribed: true }
            : target
          : {
              error: { code: 'NOT_FOUND', message: 'This unsubscribe link is unknown or has expired' },
            };
      return new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });
    }),
  );
  return calls;
}

const renderPage = () =>
  renderWithApp(
    <Routes>
      <Route path="/unsubscribe/:token" element={<UnsubscribePage />} />
    </Routes>,
    { route: `/unsubscribe/${TOKEN}` },
  );

afterEach(() => vi.unstubAllGlobals());

describe('the unsubscribe page (issue 31)', () => {
  it('asks first, then records the opt-out and says so', async () => {
    const calls = serve(200);
    renderPage();
    expect(await screen.findByText('Stop alert emails from Verma Opticals to r***@example.com?')).toBeInTheDocument();
    // opening the link changes nothing: mail scanners open links too
    expect(calls).toEqual([`GET /api/mail/unsubscribe/${TOKEN}`]);
    await userEvent.click(screen.getByRole('button', { name: 'Unsubscribe' }));
    expect(await screen.findByRole('status')).toHaveTextContent(
      'You are unsubscribed: r***@example.com will get no more alert emails from Verma Opticals.',
    );
    await waitFor(() => expect(calls).toContain(`POST /api/mail/unsubscribe/${TOKEN}`));
  });

  it('says so when the link is unknown or expired', async () => {
    serve(404);
    renderPage();
    expect(
      await screen.findByText('This unsubscribe link is unknown or has expired. Nothing was changed.'),
    ).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Unsubscribe' })).not.toBeInTheDocument();
  });
});
