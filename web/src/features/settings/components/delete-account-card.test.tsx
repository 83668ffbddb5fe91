import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { toaster } from '../../../components/notify';
import { renderWithApp } from '../../../test-utils';
import { DELETED_TOAST, DeleteAccountCard, ERASED } from './delete-account-card';

afterEach(() => {
  vi.unstubAllGlobals();
  vi.useRealTimers();
  toaster.remove();
});

/** A stand-in for GET /api/settings/account and POST …/delete, which checks the name like the server. */
function serveAccount(companyName: string) {
  const deletes: unknown[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
      const path = new URL(String(input), 'http://localhost').pathname;
      if (path === '/api/settings/account') return Response.json({ companyName });
      if (init?.method === 'POST' && path === '/api/settings/account/delete') {
        const body = JSON.parse(String(init.body));
        deletes.push(body);
        if (body.confirmation !== companyName) {
          return Response.json(
            {
              error: { code: 'VALIDATION', message: 'Bad', fields: { confirmation: 'Type your company name exactly' } },
            },
            { status: 400 },
          );
        }
        return new Response(null, { status: 204 });
      }
      return Response.json({ error: { code: 'NOT_FOUND', message: 'Not found' } }, { status: 404 });
    }),
  );
  return deletes;
}

describe('Delete account card', { timeout: 20_000 }, () => {
  it('says what is erased and deletes only once the exact company name is typed, then goes to the landing page', async () => {
    const deletes = serveAccount('Verma Opticals');
    const assign = vi.fn();
    vi.stubGlobal('location', { ...window.location, assign });
    const user = userEvent.setup();
    renderWithApp(<DeleteAccountCard />);
    for (const item of ERASED) expect(screen.getByText(item)).toBeInTheDocument();

    const open = screen.getByRole('button', { name: 'Delete account' });
    await waitFor(() => expect(open).toBeEnabled());
    await user.click(open);
    const dialog = await screen.findByRole('alertdialog');
    const confirm = within(dialog).getByRole('button', { name: 'Delete account' });
    const input = within(dialog).getByRole('textbox', { name: /Type Verma Opticals to confirm/ });

    expect(confirm).toBeDisabled();
    await user.type(input, 'verma opticals');
    expect(confirm).toBeDisabled();
    await user.clear(input);
    await user.type(input, 'Verma Opticals ');
    expect(confirm).toBeDisabled();
    await user.type(input, '{Backspace}');
    expect(confirm).toBeEnabled();
    expect(deletes).toEqual([]);

    await user.click(confirm);
    expect(await screen.findByText(DELETED_TOAST)).toBeInTheDocument();
    expect(deletes).toEqual([{ confirmation: 'Verma Opticals' }]);
    await waitFor(() => expect(assign).toHaveBeenCalledWith('/'), { timeout: 3000 });
  });

  it('cancelling sends nothing and forgets what was typed', async () => {
    const deletes = serveAccount('Verma Opticals');
    const user = userEvent.setup();
    renderWithApp(<DeleteAccountCard />);
    const open = screen.getByRole('button', { name: 'Delete account' });
    await waitFor(() => expect(open).toBeEnabled());
    await user.click(open);
    const dialog = await screen.findByRole('alertdialog');
    await user.type(within(dialog).getByRole('textbox'), 'Verma Opticals');
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument());
    await user.click(open);
    expect(within(await screen.findByRole('alertdialog')).getByRole('textbox')).toHaveValue('');
    expect(deletes).toEqual([]);
  });
});
