import type { LeadDetail, LeadRow, LeadStats } from '@shared/schemas/leads';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderWithApp } from '../../../test-utils';
import { LeadsPage } from './leads-page';

const lead = (over: Partial<LeadRow>): LeadRow => ({
  id: 'l1',
  name: 'Meera Shah',
  email: 'meera@example.com',
  phone: null,
  company: 'Shah Foods',
  source: 'widget',
  status: 'new',
  message: null,
  internalNotes: null,
  aiEnrichment: null,
  score: 42,
  tier: 'warm',
  scoreReasons: [{ label: 'Left an email', points: 10 }],
  createdAt: '2026-11-20T10:00:00.000Z',
  updatedAt: '2026-11-20T10:00:00.000Z',
  ...over,
});
const STATS: LeadStats = {
  total: 12,
  byStatus: { new: 5, contacted: 3, qualified: 2, converted: 1, lost: 1 },
  conversionRate: 8,
  enriched: 4,
};

type Call = { method: string; url: URL; body: unknown };
function stub(leads: LeadRow[], detail?: LeadDetail) {
  const calls: Call[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
      const url = new URL(String(input), 'http://localhost');
      const method = init?.method ?? 'GET';
      calls.push({ method, url, body: init?.body ? JSON.parse(String(init.body)) : undefined });
      if (url.pathname === '/api/auth/me')
        return Response.json({
          user: { id: 'u', role: 'business_owner', email: 'o@x.com', firstName: 'O', lastName: 'W', clientId: 'c' },
        });
      if (url.pathname === '/api/leads/stats') return Response.json(STATS);
      if (detail && url.pathname === `/api/leads/${detail.lead.id}` && method === 'GET') return Response.json(detail);
      if (url.pathname === '/api/leads' && method === 'GET') {
        const status = url.searchParams.get('status');
        return Response.json({ leads: leads.filter((l) => !status || l.status === status), nextCursor: null });
      }
      if (url.pathname.endsWith('/status') && method === 'PATCH')
        return Response.json({ lead: { ...leads[0], ...(JSON.parse(String(init?.body)) as object) } });
      return Response.json({ error: { message: 'Not found' } }, { status: 404 });
    }),
  );
  return calls;
}

afterEach(() => vi.unstubAllGlobals());

describe('Leads screen', { timeout: 20_000 }, () => {
  it('shows the counters and the rows, and sends the status filter and the search to the server', async () => {
    const calls = stub([
      lead({}),
      lead({ id: 'l2', name: 'Kiran Rao', company: null, status: 'qualified', tier: 'hot', score: 80 }),
    ]);
    renderWithApp(<LeadsPage />);
    const table = await screen.findByRole('region', { name: 'Leads table' });
    expect(within(table).getByText('Meera Shah')).toBeInTheDocument();
    expect(within(await screen.findByRole('region', { name: 'Conversion Rate' })).getByText('8%')).toBeInTheDocument();
    expect(within(screen.getByRole('region', { name: 'AI Analysis' })).getByText('4')).toBeInTheDocument();
    expect(within(table).getByText('Hot · 80')).toBeInTheDocument();

    await userEvent.selectOptions(screen.getByRole('combobox', { name: 'Status' }), 'qualified');
    await waitFor(() => expect(calls.some((c) => c.url.searchParams.get('status') === 'qualified')).toBe(true));
    await waitFor(() =>
      expect(within(screen.getByRole('region', { name: 'Leads table' })).queryByText('Meera Shah')).toBeNull(),
    );
    await userEvent.type(screen.getByRole('searchbox', { name: 'Search' }), 'rao');
    await waitFor(() => expect(calls.some((c) => c.url.searchParams.get('search') === 'rao')).toBe(true));
  });

  it('the board moves a focused card to the next status with the arrow key', async () => {
    const calls = stub([lead({})]);
    renderWithApp(<LeadsPage />);
    await screen.findByRole('region', { name: 'Leads table' });
    await userEvent.click(screen.getByRole('button', { name: 'Board' }));
    const card = await within(await screen.findByRole('region', { name: 'New column' })).findByRole('listitem', {
      name: /^Meera Shah/,
    });
    card.focus();
    fireEvent.keyDown(card, { key: 'ArrowRight' });
    await waitFor(() =>
      expect(calls.find((c) => c.method === 'PATCH')).toMatchObject({ body: { status: 'contacted' } }),
    );
    expect(calls.find((c) => c.method === 'PATCH')?.url.pathname).toBe('/api/leads/l1/status');
    // the first column has no "previous": Left there does nothing
    calls.length = 0;
    fireEvent.keyDown(card, { key: 'ArrowLeft' });
    expect(calls.filter((c) => c.method === 'PATCH')).toEqual([]);
  });

  it('Add Lead checks the name before it calls the server', async () => {
    const calls = stub([]);
    renderWithApp(<LeadsPage />);
    expect(await screen.findByText('No leads found matching your criteria')).toBeInTheDocument();
    await userEvent.click(await screen.findByRole('button', { name: 'Add Lead' }));
    const dialog = await screen.findByRole('dialog', { name: 'Add Lead' });
    await userEvent.type(within(dialog).getByRole('textbox', { name: /Name/ }), 'K');
    await userEvent.type(within(dialog).getByRole('textbox', { name: 'Email' }), 'not-an-email');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Save lead' }));
    expect(await within(dialog).findByText('Name must be at least 2 characters')).toBeInTheDocument();
    expect(within(dialog).getByText('Invalid email address')).toBeInTheDocument();
    expect(calls.filter((c) => c.method === 'POST')).toEqual([]);
  });

  it("the transcript signs each agent reply with its author: 'You' for mine, a colleague's name, 'Agent' for unnamed", async () => {
    const reply = (id: string, content: string, senderId: string | null, senderName: string | null) => ({
      id,
      conversationId: 'conv-1',
      senderType: 'human_agent' as const,
      content,
      createdAt: '2026-11-20T10:01:00.000Z',
      intentMatched: null,
      senderId,
      senderName,
    });
    const row = lead({});
    stub([row], {
      lead: row,
      formAnswers: {},
      conversations: [
        {
          id: 'conv-1',
          sessionId: 's1',
          status: 'active',
          source: 'widget',
          isEscalated: true,
          createdAt: '2026-11-20T10:00:00.000Z',
          messages: [
            { ...reply('m1', 'I need a person', null, null), senderType: 'customer' },
            reply('m2', 'Priya here.', 'user-priya', 'Priya Shah'),
            reply('m3', 'And me.', 'u', 'O W'),
            reply('m4', 'An old reply.', null, null),
          ],
        },
      ],
    });
    renderWithApp(<LeadsPage />);
    const table = await screen.findByRole('region', { name: 'Leads table' });
    await userEvent.click(within(table).getByRole('button', { name: 'Manage Meera Shah' }));
    const dialog = await screen.findByRole('dialog', { name: 'Manage Meera Shah' });
    await userEvent.click(within(dialog).getByRole('tab', { name: 'Conversation' }));
    const items = within(await within(dialog).findByRole('list')).getAllByRole('listitem');
    expect(items.map((li) => li.textContent?.split(' · ')[0])).toEqual(['Visitor', 'Priya Shah', 'You', 'Agent']);
  });
});
