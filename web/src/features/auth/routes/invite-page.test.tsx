import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Route, Routes } from 'react-router-dom';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderWithApp } from '../../../test-utils';
import { InvitePage, UNKNOWN_INVITATION } from './invite-page';

const TOKEN = 'T'.repeat(43);

function stub(reply: (path: string, body: Record<string, unknown>) => { status?: number; body: unknown }) {
  const calls: { path: string; body: Record<string, unknown> }[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
      const path = new URL(String(input), 'http://localhost').pathname;
      const body = init?.body ? JSON.parse(String(init.body)) : {};
      calls.push({ path, body });
      const r = reply(path, body);
      return Response.json(r.body, { status: r.status ?? 200 });
    }),
  );
  return calls;
}
afterEach(() => vi.unstubAllGlobals());

const renderPage = () =>
  renderWithApp(
    <Routes>
      <Route path="/invite/:token" element={<InvitePage />} />
      <Route path="/agent-portal" element={<p>Agent Portal here</p>} />
    </Routes>,
    { route: `/invite/${TOKEN}` },
  );

describe('the invitation page', { timeout: 20_000 }, () => {
  it('asks a pending invitation’s agent for a password, checks it, sets it and opens the Agent Portal', async () => {
    const calls = stub((path) =>
      path === '/api/invitations/view'
        ? { body: { state: 'pending', businessName: 'Rao Textiles', firstName: 'Imran', email: 'imran@example.com' } }
        : {
            body: {
              user: {
                id: 'u1',
                email: 'imran@example.com',
                role: 'human_agent',
                firstName: 'Imran',
                lastName: 'Sheikh',
                clientId: 'c1',
              },
            },
          },
    );
    const user = userEvent.setup();
    renderPage();
    expect(await screen.findByRole('heading', { name: 'Join Rao Textiles' })).toBeInTheDocument();
    expect(screen.getByRole('form', { name: 'Set your password' })).toHaveTextContent('imran@example.com');
    // the token goes in the body, never in a URL
    expect(calls[0]).toEqual({ path: '/api/invitations/view', body: { token: TOKEN } });

    await user.type(screen.getByLabelText(/^Password/), 'Agent1Pass');
    await user.type(screen.getByLabelText(/Confirm password/), 'Agent2Pass');
    await user.click(screen.getByRole('button', { name: 'Set password and sign in' }));
    expect(await screen.findByText('Password mismatch')).toBeInTheDocument();
    expect(calls.filter((c) => c.path === '/api/invitations/accept')).toHaveLength(0);

    await user.clear(screen.getByLabelText(/Confirm password/));
    await user.type(screen.getByLabelText(/Confirm password/), 'Agent1Pass');
    await user.click(screen.getByRole('button', { name: 'Set password and sign in' }));
    expect(await screen.findByText('Agent Portal here')).toBeInTheDocument();
    expect(calls.find((c) => c.path === '/api/invitations/accept')?.body).toEqual({
      token: TOKEN,
      password: 'Agent1Pass',
      confirmPassword: 'Agent1Pass',
    });
  });

  it('says an expired link has expired and whom to ask, with no form', async () => {
    stub(() => ({ body: { state: 'expired', businessName: 'Rao Textiles' } }));
    renderPage();
    expect(
      await screen.findByText('This invitation has expired — ask Rao Textiles to send a new one.'),
    ).toBeInTheDocument();
    expect(screen.queryByRole('form')).not.toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Go to sign in' })).toHaveAttribute('href', '/login');
  });

  it('says a link that is not (or no longer) an invitation is not valid, not an error page', async () => {
    stub(() => ({ status: 404, body: { error: { code: 'NOT_FOUND', message: 'Invitation not found' } } }));
    renderPage();
    expect(await screen.findByText(UNKNOWN_INVITATION)).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Try again' })).not.toBeInTheDocument();
  });
});
