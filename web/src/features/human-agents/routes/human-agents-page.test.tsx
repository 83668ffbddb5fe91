import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderWithApp } from '../../../test-utils';
import type { HumanAgent } from '../api/human-agents';
import { DEACTIVATE_CONFIRM, HumanAgentsPage, REVOKE_CONFIRM } from './human-agents-page';

const agent = (over: Partial<HumanAgent> = {}): HumanAgent => ({
  id: 'u1',
  firstName: 'Ravi',
  lastName: 'Kumar',
  email: 'ravi@example.com',
  isActive: true,
  status: 'active',
  createdAt: '2026-11-01T10:00:00.000Z',
  ...over,
});

function stub(reply: (method: string, path: string, body: unknown) => { status?: number; body: unknown }) {
  const calls: { method: string; path: string; body: unknown }[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
      const url = new URL(String(input), 'http://localhost');
      const method = init?.method ?? 'GET';
      const body = init?.body ? JSON.parse(String(init.body)) : undefined;
      calls.push({ method, path: url.pathname, body });
      const r = reply(method, url.pathname, body);
      return r.status === 204
        ? new Response(null, { status: 204 })
        : Response.json(r.body, { status: r.status ?? 200 });
    }),
  );
  return calls;
}
afterEach(() => vi.unstubAllGlobals());

describe('Human Agents', { timeout: 20_000 }, () => {
  it('says when there are none yet', async () => {
    stub(() => ({ body: { agents: [] } }));
    renderWithApp(<HumanAgentsPage />);
    expect(await screen.findByText('No Human Agents Yet')).toBeInTheDocument();
  });

  it('asks for every field before calling the server, then shows the server’s reason when it refuses', async () => {
    const calls = stub((method) =>
      method === 'POST'
        ? {
            status: 402,
            body: {
              error: { code: 'QUOTA_EXCEEDED', message: 'Your plan includes 3 team members and all are in use.' },
            },
          }
        : { body: { agents: [] } },
    );
    const user = userEvent.setup();
    renderWithApp(<HumanAgentsPage />);
    await screen.findByText('No Human Agents Yet');
    await user.click(screen.getByRole('button', { name: 'Add Agent' }));
    const dialog = await screen.findByRole('dialog');
    await user.type(within(dialog).getByLabelText(/First name/), 'Asha');
    await user.click(within(dialog).getByRole('button', { name: 'Send Invitation' }));
    expect(await screen.findByText('Validation Error')).toBeInTheDocument();
    expect(screen.getByText('Please fill in all fields.')).toBeInTheDocument();
    expect(calls.filter((c) => c.method === 'POST')).toHaveLength(0);
    expect(within(dialog).getByLabelText(/Email/)).toHaveAttribute('type', 'email');

    await user.type(within(dialog).getByLabelText(/Last name/), 'Iyer');
    await user.type(within(dialog).getByLabelText(/Email/), 'asha@example.com');
    // the owner never types an agent's password: the agent sets it from the mailed invitation
    expect(within(dialog).queryByLabelText(/Password/)).not.toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'Send Invitation' }));
    expect(await screen.findByText('Failed to invite human agent.')).toBeInTheDocument();
    expect(screen.getByText(/3 team members and all are in use/)).toBeInTheDocument();
    expect(calls.find((c) => c.method === 'POST')?.body).toEqual({
      firstName: 'Asha',
      lastName: 'Iyer',
      email: 'asha@example.com',
    });
  });

  it('confirms before deactivating, then updates the list', async () => {
    let current = [agent()];
    const calls = stub((method, _path, body) => {
      if (method === 'PATCH') {
        current = [agent({ isActive: (body as { isActive: boolean }).isActive })];
        return { body: { agent: current[0] } };
      }
      return { body: { agents: current } };
    });
    const user = userEvent.setup();
    renderWithApp(<HumanAgentsPage />);
    const row = (await screen.findByRole('cell', { name: 'Ravi Kumar' })).closest('tr') as HTMLElement;
    expect(row).toHaveTextContent('ravi@example.com');
    await user.click(within(row).getByRole('checkbox', { name: /Ravi Kumar/ }));
    expect(await screen.findByText(DEACTIVATE_CONFIRM)).toBeInTheDocument();
    expect(calls.filter((c) => c.method === 'PATCH')).toHaveLength(0);
    await user.click(screen.getByRole('button', { name: 'Deactivate' }));
    expect(await screen.findByText('Status Updated')).toBeInTheDocument();
    expect(calls.find((c) => c.method === 'PATCH')).toMatchObject({
      path: '/api/human-agents/u1/status',
      body: { isActive: false },
    });
    await waitFor(() => expect(within(row).getByText('Inactive')).toBeInTheDocument());
  });

  it('shows an invited agent with Resend and, after the confirmation, Revoke', async () => {
    let current = [
      agent({
        status: 'invited',
        invitation: { sentAt: '2026-11-01T10:00:00.000Z', expiresAt: '2026-11-08T10:00:00.000Z', expired: true },
      }),
    ];
    const calls = stub((method, path) => {
      if (method === 'POST' && path.endsWith('/invitation')) {
        current = [agent({ status: 'invited', invitation: { ...current[0].invitation!, expired: false } })];
        return { body: { agent: current[0] } };
      }
      if (method === 'DELETE') {
        current = [];
        return { status: 204, body: null };
      }
      return { body: { agents: current } };
    });
    const user = userEvent.setup();
    renderWithApp(<HumanAgentsPage />);
    const row = (await screen.findByRole('cell', { name: 'Ravi Kumar' })).closest('tr') as HTMLElement;
    expect(row).toHaveTextContent('Invited');
    expect(row).toHaveTextContent('Link expired');
    expect(within(row).queryByRole('checkbox')).not.toBeInTheDocument();
    await user.click(within(row).getByRole('button', { name: /Resend invitation to Ravi Kumar/ }));
    expect(await screen.findByText('Invitation Resent')).toBeInTheDocument();
    expect(calls.find((c) => c.method === 'POST')).toMatchObject({ path: '/api/human-agents/u1/invitation' });
    await waitFor(() => expect(row).toHaveTextContent('Link valid until'));

    await user.click(within(row).getByRole('button', { name: /Revoke invitation to Ravi Kumar/ }));
    expect(await screen.findByText(REVOKE_CONFIRM)).toBeInTheDocument();
    expect(calls.filter((c) => c.method === 'DELETE')).toHaveLength(0);
    await user.click(screen.getByRole('button', { name: 'Revoke' }));
    expect(await screen.findByText('Invitation Revoked')).toBeInTheDocument();
    expect(calls.find((c) => c.method === 'DELETE')).toMatchObject({ path: '/api/human-agents/u1/invitation' });
    expect(await screen.findByText('No Human Agents Yet')).toBeInTheDocument();
  });
});
