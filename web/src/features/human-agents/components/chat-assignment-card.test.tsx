import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderWithApp } from '../../../test-utils';
import { ChatAssignmentCard } from './chat-assignment-card';

afterEach(() => vi.unstubAllGlobals());

describe('Chat assignment', { timeout: 20_000 }, () => {
  it('turns the round-robin on with a cap, and shows the server’s reason for a refused cap by the field', async () => {
    const sent: unknown[] = [];
    let refuse = false;
    vi.stubGlobal(
      'fetch',
      vi.fn(async (_input: RequestInfo | URL, init?: RequestInit) => {
        if (init?.method !== 'PUT') return Response.json({ roundRobin: false, maxOpenChats: null });
        const body = JSON.parse(String(init.body));
        sent.push(body);
        return refuse
          ? Response.json(
              {
                error: {
                  code: 'VALIDATION_FAILED',
                  message: 'Invalid',
                  fields: { maxOpenChats: 'At most 100 open chats' },
                },
              },
              { status: 400 },
            )
          : Response.json(body);
      }),
    );
    const user = userEvent.setup();
    renderWithApp(<ChatAssignmentCard />);
    const toggle = await screen.findByRole('checkbox', { name: /round-robin/ });
    expect(toggle).not.toBeChecked();
    await user.click(toggle);
    const cap = screen.getByRole('spinbutton', { name: 'Max open chats per agent' });
    await user.type(cap, '3');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(sent).toEqual([{ roundRobin: true, maxOpenChats: 3 }]));
    // the server's refusal is shown under the field it names
    await user.clear(cap);
    await user.type(cap, '100');
    sent.length = 0;
    refuse = true;
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('At most 100 open chats')).toBeInTheDocument();
    refuse = false;
    await user.clear(cap);
    await user.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(sent.at(-1)).toEqual({ roundRobin: true, maxOpenChats: null }));
  });
});
