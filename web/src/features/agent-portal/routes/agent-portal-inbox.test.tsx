import { FakeWebSocket, FakeWebSocketImpl } from '@shared/test-support/fake-web-socket';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderWithApp } from '../../../test-utils';
import type { AgentConversation } from '../api/agent-desk';
import { AgentPortalPage } from './agent-portal-page';

/** Issue 32 in the portal: the inbox tabs, who owns a chat (live), Claim, Take over, the owners' select, unread. */
const conversation = (over: Partial<AgentConversation>): AgentConversation => ({
  id: 'conv-1',
  sessionId: 'session-abc123',
  source: 'widget',
  status: 'active',
  isEscalated: true,
  escalationReason: 'Visitor asked for a person',
  escalatedAt: new Date(Date.now() - 60_000).toISOString(),
  lastMessageAt: null,
  language: null,
  lead: { name: 'Meera Shah', email: null, phone: null, formAnswers: {} },
  assigneeId: null,
  assigneeName: null,
  unread: 0,
  ...over,
});

function stub(role: 'human_agent' | 'business_owner', conversations: AgentConversation[]) {
  const calls: { method: string; path: string; body: unknown }[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
      const url = new URL(String(input), 'http://localhost');
      const method = init?.method ?? 'GET';
      const body = init?.body ? JSON.parse(String(init.body)) : undefined;
      calls.push({ method, path: url.pathname, body });
      if (url.pathname === '/api/auth/me')
        return Response.json({
          user: { id: 'user-ravi', role, email: 'r@x.test', firstName: 'Ravi', lastName: 'Kumar' },
        });
      if (url.pathname === '/api/agent/conversations') return Response.json({ conversations });
      if (url.pathname === '/api/messages') return Response.json({ messages: [] });
      if (url.pathname === '/api/human-agents')
        return Response.json({
          agents: [{ id: 'user-priya', firstName: 'Priya', lastName: 'Shah', email: 'p@x.test', isActive: true }].map(
            (a) => ({ ...a, status: 'active', createdAt: '2026-11-01T10:00:00.000Z' }),
          ),
        });
      const claimed = url.pathname.match(/^\/api\/inbox\/conversations\/(.+)\/(claim|assign)$/);
      if (claimed) {
        const owner =
          claimed[2] === 'claim'
            ? { assigneeId: 'user-ravi', assigneeName: 'Ravi Kumar' }
            : { assigneeId: body.agentId, assigneeName: body.agentId ? 'Priya Shah' : null };
        return Response.json({ conversation: { id: claimed[1], ...owner } });
      }
      return Response.json({ error: { message: 'Not found' } }, { status: 404 });
    }),
  );
  return calls;
}

afterEach(() => {
  vi.unstubAllGlobals();
  FakeWebSocket.all = [];
});

describe('Agent Portal inbox', { timeout: 20_000 }, () => {
  it('splits the chats into Waiting, Mine and All open, follows claims live, and shows the unread count', async () => {
    const calls = stub('human_agent', [
      conversation({ unread: 2 }),
      conversation({
        id: 'conv-2',
        sessionId: 'session-zzz999',
        lead: null,
        assigneeId: 'user-priya',
        assigneeName: 'Priya Shah',
      }),
    ]);
    const user = userEvent.setup();
    renderWithApp(<AgentPortalPage WebSocketImpl={FakeWebSocketImpl} />);
    expect(await screen.findByTestId('inbox-tab-waiting')).toHaveTextContent('Waiting (1)');
    expect(screen.getByTestId('inbox-tab-mine')).toHaveTextContent('Mine (0)');
    expect(screen.getByTestId('inbox-tab-open')).toHaveTextContent('All open (2)');
    // the tab title counts who is waiting for someone to take them
    await waitFor(() => expect(document.title).toBe('(1) Agent Portal · Parley'));
    const meera = await screen.findByRole('button', { name: /Meera Shah/ });
    expect(within(meera).getByTestId('unread-count')).toHaveTextContent('2');

    const socket = FakeWebSocket.all[0];
    socket.open();
    // the open's catch-up refetches the list first (the stub still answers 2)
    expect(await screen.findByText('Live')).toBeInTheDocument();
    await waitFor(() => expect(calls.filter((c) => c.path === '/api/agent/conversations')).toHaveLength(2));
    await new Promise((resolve) => setTimeout(resolve, 50));
    socket.push({
      type: 'message.created',
      conversationId: 'conv-1',
      message: {
        id: 'm1',
        conversationId: 'conv-1',
        senderType: 'customer',
        content: 'Anyone there?',
        createdAt: new Date().toISOString(),
        intentMatched: null,
        senderId: null,
        senderName: null,
      },
    });
    await waitFor(() => expect(within(meera).getByTestId('unread-count')).toHaveTextContent('3'));

    await user.click(meera);
    await user.click(await screen.findByTestId('claim-button'));
    expect(calls.find((c) => c.path === '/api/inbox/conversations/conv-1/claim')?.body).toEqual({});
    expect(await screen.findByTestId('claimed-by')).toHaveTextContent('Claimed by you');
    expect(screen.getByTestId('inbox-tab-mine')).toHaveTextContent('Mine (1)');
    expect(screen.getByTestId('inbox-tab-waiting')).toHaveTextContent('Waiting (0)');
    // agents do not get the owners' assign select
    expect(screen.queryByTestId('assign-select')).toBeNull();

    // a colleague takes it: the desk says who, and offers Take over
    socket.push({
      type: 'conversation.assigned',
      conversationId: 'conv-1',
      agentId: 'user-priya',
      agentName: 'Priya Shah',
    });
    expect(await screen.findByTestId('claimed-by')).toHaveTextContent('Claimed by Priya Shah');
    await user.click(screen.getByTestId('take-over-button'));
    expect(calls.filter((c) => c.path.endsWith('/claim')).at(-1)?.body).toEqual({ takeOver: true });
    expect(await screen.findByTestId('claimed-by')).toHaveTextContent('Claimed by you');

    // back in Waiting (an owner unassigned it)
    socket.push({ type: 'conversation.assigned', conversationId: 'conv-1', agentId: null, agentName: null });
    expect(await screen.findByTestId('claim-button')).toBeInTheDocument();
    expect(screen.getByTestId('inbox-tab-waiting')).toHaveTextContent('Waiting (1)');
  });

  it("gives owners a select of the team's active agents that assigns the chat", async () => {
    const calls = stub('business_owner', [conversation({})]);
    const user = userEvent.setup();
    renderWithApp(<AgentPortalPage WebSocketImpl={FakeWebSocketImpl} />);
    await user.click(await screen.findByRole('button', { name: /Meera Shah/ }));
    const select = await screen.findByTestId('assign-select');
    await waitFor(() => expect(within(select).getByRole('option', { name: 'Priya Shah' })).toBeInTheDocument());
    await user.selectOptions(select, 'user-priya');
    await waitFor(() =>
      expect(calls.find((c) => c.path === '/api/inbox/conversations/conv-1/assign')?.body).toEqual({
        agentId: 'user-priya',
      }),
    );
    expect(await screen.findByTestId('claimed-by')).toHaveTextContent('Claimed by Priya Shah');
  });
});
