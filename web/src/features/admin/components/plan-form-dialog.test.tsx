import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderWithApp } from '../../../test-utils';
import { PlanFormDialog } from './plan-form-dialog';

afterEach(() => vi.unstubAllGlobals());

function stub() {
  const posts: unknown[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
      if (init?.method === 'POST') {
        const body = JSON.parse(String(init.body));
        posts.push(body);
        return Response.json(
          {
            plan: {
              id: 'p1',
              subscribers: 0,
              sortOrder: 0,
              teamMembersLimit: 1,
              createdAt: '2026-11-23T00:00:00.000Z',
              ...body,
            },
          },
          { status: 201 },
        );
      }
      return Response.json({ error: { message: `no ${String(input)}` } }, { status: 404 });
    }),
  );
  return posts;
}

describe('plan form (spec part 3 §5)', () => {
  it('needs a feature, a name and a limit of at least 1, and sends the rupee price in paise', async () => {
    const posts = stub();
    const onClose = vi.fn();
    renderWithApp(<PlanFormDialog open plan={null} onClose={onClose} />);
    const dialog = await screen.findByRole('dialog', { name: 'Add New Plan' });
    const submit = within(dialog).getByRole('button', { name: 'Create Plan' });
    expect(within(dialog).getByText('At least one feature is required')).toBeInTheDocument();
    expect(submit).toBeDisabled();
    const feature = within(dialog).getByPlaceholderText('e.g. Email support');
    await userEvent.type(feature, '  Email support  {Enter}');
    await userEvent.type(feature, 'Email support{Enter}'); // a duplicate is not added twice
    expect(within(dialog).getAllByText('Email support')).toHaveLength(1);
    const limit = within(dialog).getByRole('spinbutton', { name: /Conversations per month/ });
    await userEvent.clear(limit);
    await userEvent.type(limit, '0');
    await userEvent.click(submit);
    expect(await within(dialog).findByText('Plan name is required')).toBeInTheDocument();
    expect(within(dialog).getByText('Conversation limit must be at least 1')).toBeInTheDocument();
    expect(posts).toEqual([]);

    await userEvent.type(within(dialog).getByRole('textbox', { name: /Plan name/ }), 'Growth');
    await userEvent.clear(limit);
    await userEvent.type(limit, '750');
    const price = within(dialog).getByRole('spinbutton', { name: /Monthly price/ });
    await userEvent.clear(price);
    await userEvent.type(price, '1499.99');
    await userEvent.click(submit);
    await waitFor(() => expect(posts).toHaveLength(1));
    expect(posts[0]).toEqual({
      name: 'Growth',
      conversationsLimit: 750,
      priceMonthly: 149999,
      features: ['Email support'],
      isActive: true,
    });
    await waitFor(() => expect(onClose).toHaveBeenCalled());
  });
});
