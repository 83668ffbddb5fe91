import type { ApiKeyStatus } from '@shared/schemas/public-api';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { toaster } from '../../../components/notify';
import { renderWithApp } from '../../../test-utils';
import { ApiKeyCard, REGENERATE_CONFIRM, REVOKE_CONFIRM, SHOWN_ONCE_WARNING } from './api-key-card';

afterEach(() => {
  vi.unstubAllGlobals();
  toaster.remove();
});

const NEW_KEY = `parley_${'Zk3'.repeat(14)}Q`;
const existing: ApiKeyStatus = {
  prefix: 'parley_Ab12',
  last4: 'wXyZ',
  createdAt: '2026-11-01T10:00:00.000Z',
  lastUsedAt: null,
};

/** A stand-in for the three /api/settings/api-key routes, holding the server's state. */
function serveKey(initial: ApiKeyStatus | null) {
  let current = initial;
  const calls: { method: string; path: string }[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
      const path = new URL(String(input), 'http://localhost').pathname;
      const method = init?.method ?? 'GET';
      calls.push({ method, path });
      if (method === 'POST' && path === '/api/settings/api-key/regenerate') {
        current = {
          prefix: NEW_KEY.slice(0, 11),
          last4: NEW_KEY.slice(-4),
          createdAt: existing.createdAt,
          lastUsedAt: null,
        };
        return Response.json({ key: NEW_KEY, apiKey: current });
      }
      if (method === 'DELETE' && path === '/api/settings/api-key') {
        const revoked = current !== null;
        current = null;
        return Response.json({ revoked });
      }
      if (path === '/api/settings/api-key') return Response.json({ apiKey: current });
      return Response.json({ error: { code: 'NOT_FOUND', message: 'Not found' } }, { status: 404 });
    }),
  );
  return calls;
}

describe('API key card', { timeout: 20_000 }, () => {
  it('shows the current key masked, never in full', async () => {
    serveKey(existing);
    renderWithApp(<ApiKeyCard />);
    expect(await screen.findByTestId('masked-api-key')).toHaveTextContent('parley_Ab12••••••••wXyZ');
    expect(screen.getByText(/Last used Never/)).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Regenerate' })).toBeInTheDocument();
  });

  it('regenerates only after the confirmation, shows the new key once with Copy and the warning', async () => {
    const calls = serveKey(existing);
    const user = userEvent.setup();
    const writeText = vi.fn(async () => {});
    renderWithApp(<ApiKeyCard />);
    Object.defineProperty(navigator, 'clipboard', { value: { writeText }, configurable: true });
    await user.click(await screen.findByRole('button', { name: 'Regenerate' }));
    const dialog = await screen.findByRole('alertdialog');
    expect(within(dialog).getByText(REGENERATE_CONFIRM)).toBeInTheDocument();
    expect(calls.some((c) => c.method === 'POST')).toBe(false);
    await user.click(within(dialog).getByRole('button', { name: 'Regenerate' }));

    expect(await screen.findByTestId('new-api-key')).toHaveTextContent(NEW_KEY);
    expect(screen.getByText(SHOWN_ONCE_WARNING)).toBeInTheDocument();
    expect(screen.getByTestId('masked-api-key')).toHaveTextContent(
      `${NEW_KEY.slice(0, 11)}••••••••${NEW_KEY.slice(-4)}`,
    );
    await user.click(screen.getByRole('button', { name: 'Copy' }));
    expect(writeText).toHaveBeenCalledWith(NEW_KEY);
    expect(calls.filter((c) => c.method === 'POST').map((c) => c.path)).toEqual(['/api/settings/api-key/regenerate']);
  });

  it('revokes after the confirmation; a cancelled confirmation calls nothing', async () => {
    const calls = serveKey(existing);
    const user = userEvent.setup();
    renderWithApp(<ApiKeyCard />);
    await user.click(await screen.findByRole('button', { name: 'Revoke' }));
    let dialog = await screen.findByRole('alertdialog');
    expect(within(dialog).getByText(REVOKE_CONFIRM)).toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument());
    expect(calls.some((c) => c.method === 'DELETE')).toBe(false);

    await user.click(screen.getByRole('button', { name: 'Revoke' }));
    dialog = await screen.findByRole('alertdialog');
    await user.click(within(dialog).getByRole('button', { name: 'Revoke' }));
    expect(await screen.findByText('No API key yet.')).toBeInTheDocument();
    expect(screen.queryByTestId('masked-api-key')).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Generate API key' })).toBeInTheDocument();
    expect(calls.filter((c) => c.method === 'DELETE')).toHaveLength(1);
  });
});
