import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderWithApp } from '../../../test-utils';
import type { AdminClient } from '../api/clients';
import { usageText } from './client-details-dialog';
import { ClientStatusAction, ClientStatusBadges } from './client-status';

afterEach(() => vi.unstubAllGlobals());

const client = (over: Partial<AdminClient> = {}): AdminClient => ({
  id: 'c1',
  companyName: 'Acme Dental',
  contactEmail: 'owner@acme.test',
  planId: 'plan-starter',
  plan: 'Starter',
  status: 'active',
  trial: false,
  planEndsAt: null,
  conversationsUsed: 12,
  conversationsThisMonth: 15,
  conversationsLimit: 1000,
  widgetInstalled: true,
  monthlyRevenue: 249900,
  leadsCaptured: 3,
  joinedDate: '2026-11-01T00:00:00.000Z',
  lastActivity: null,
  isPlatform: false,
  ...over,
});

/** Records the PUTs and answers them with the changed row. */
function stub() {
  const puts: { url: string; body: unknown }[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
      if (init?.method === 'PUT') {
        const body = JSON.parse(String(init.body));
        puts.push({ url: String(input), body });
        return Response.json({ client: client(body) });
      }
      return Response.json({ error: { message: 'not stubbed' } }, { status: 404 });
    }),
  );
  return puts;
}

describe('client status action (spec part 3 §2, §5)', () => {
  it('suspends an active client only after the confirmation', async () => {
    const puts = stub();
    renderWithApp(<ClientStatusAction client={client()} label="long" />);
    await userEvent.click(screen.getByRole('button', { name: 'Suspend Client' }));
    expect(puts).toEqual([]);
    const dialog = await screen.findByRole('alertdialog', { name: 'Suspend client' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Suspend' }));
    await waitFor(() => expect(puts).toEqual([{ url: '/api/admin/clients/c1/status', body: { status: 'suspended' } }]));
  });

  it('offers Activate for any status but active, and nothing on the platform’s own account', () => {
    stub();
    const { unmount } = renderWithApp(<ClientStatusAction client={client({ status: 'trial' })} label="short" />);
    expect(screen.getByRole('button', { name: 'Activate Acme Dental' })).toBeTruthy();
    unmount();
    renderWithApp(<ClientStatusAction client={client({ isPlatform: true })} label="short" />);
    expect(screen.queryByRole('button')).toBeNull();
  });

  it('says Unlimited when the plan has no limit', () => {
    expect(usageText(client())).toBe('12 / 1,000');
    expect(usageText(client({ conversationsLimit: null }))).toBe('12 / Unlimited');
  });
});

describe('client status badges', () => {
  it('adds trial beside the account status while the tenant is on its signup trial', () => {
    const { unmount } = renderWithApp(<ClientStatusBadges client={client({ trial: true })} />);
    expect(screen.getByText('active')).toBeTruthy();
    expect(screen.getByText('trial')).toBeTruthy();
    unmount();
    renderWithApp(<ClientStatusBadges client={client({ status: 'suspended', trial: false })} />);
    expect(screen.getByText('suspended')).toBeTruthy();
    expect(screen.queryByText('trial')).toBeNull();
  });
});
