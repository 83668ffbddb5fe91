import { FakeWebSocket, FakeWebSocketImpl } from '@shared/test-support/fake-web-socket';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderWithApp } from '../../../test-utils';
import type { AgentConversation } from '../api/agent-desk';
import { AgentPortalPage } from './agent-portal-page';

/** Issue 32 item 2 in the portal: my presence, the team's, who else views a chat and who types in it. */
const conversation: AgentConversation = {
  id: 'conv-1',
  sessionId: 'session-abc123',
  source: 'widget',
  status: 'active',
  isEscalated: true,
  escalationReason: 'Human assistance requested',
  escalatedAt: new Date().toISOString(),
  lastMessageAt: null,
  language: null,
  lead: { name: 'Meera Shah', email: null, phone: null, formAnswers: {} },
};

function stub() {
  const puts: unknown[] = [];
  const reads = { presence: 0 };
  const priya = { agentId: 'user-priya', agentName: 'Priya', status: 'online' };
  let me = { status: 'online', auto: false };
  vi.stubGlobal(
    'fetch',
    vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
      const url = new URL(String(input), 'http://localhost');
      const method = init?.method ?? 'GET';
      if (url.pathname === '/api/auth/me')
        return Response.json({
          user: { id: 'user-ravi', role: 'human_agent', email: 'r@x.test', firstName: 'Ravi', lastName: 'K' },
        });
      if (url.pathname === '/api/agent/conversations') return Response.json({ conversations: [conversation] });
      if (url.pathname === '/api/messages') return Response.json({ messages: [] });
      if (url.pathname === '/api/inbox/presence' && method === 'PUT') {
        const body = JSON.parse(String(init?.body));
        puts.push(body);
        me = { status: body.status, auto: body.auto === true && body.status === 'away' };
        return Response.json(me);
      }
      if (url.pathname === '/api/inbox/presence') reads.presence++;
      if (url.pathname === '/api/inbox/presence')
        return Response.json({
          me,
          agents: [{ agentId: 'user-ravi', agentName: 'Ravi', status: 'online' }, priya],
        });
      return Response.json({ error: { message: 'Not found' } }, { status: 404 });
    }),
  );
  return { puts, reads };
}

afterEach(() => {
  vi.unstubAllGlobals();
  FakeWebSocket.all = [];
});

describe('Agent Portal presence', () => {
  it("sets my status, shows the team's live, who else views the chat and who types", async () => {
    const { puts, reads } = stub();
    const user = userEvent.setup();
    renderWithApp(<AgentPortalPage WebSocketImpl={FakeWebSocketImpl} />);
    const team = await screen.findByTestId('team-presence');
    expect(team).toHaveTextContent('Priya · Online');
    expect(team).not.toHaveTextContent('Ravi');

    await user.selectOptions(screen.getByTestId('presence-select'), 'away');
    await waitFor(() => expect(puts).toEqual([{ status: 'away' }]));
    expect(screen.getByTestId('presence-select')).toHaveValue('away');

    const socket = FakeWebSocket.all[0];
    socket.open();
    // the open refetches what the socket may have missed; the event after it is applied on top
    await waitFor(() => expect(reads.presence).toBe(2));
    await screen.findByText('Live');
    socket.push({ type: 'agent.presence', agentId: 'user-priya', agentName: 'Priya', status: 'away' });
    await waitFor(() => expect(screen.getByTestId('team-presence')).toHaveTextContent('Priya · Away'));

    // opening a chat tells the others (a viewing frame); theirs show above it
    await user.click(await screen.findByRole('button', { name: /Meera Shah/ }));
    await waitFor(() =>
      expect(socket.sent.map((f) => JSON.parse(f)).filter((f) => f.type === 'viewing')).toContainEqual({
        type: 'viewing',
        conversationId: 'conv-1',
      }),
    );
    socket.push({
      type: 'agent.viewing',
      conversationId: 'conv-1',
      agentId: 'user-priya',
      agentName: 'Priya',
      viewing: true,
    });
    expect(await screen.findByTestId('viewing-agents')).toHaveTextContent('Priya is viewing');
    socket.push({ type: 'typing', conversationId: 'conv-1', from: 'agent', agentName: 'Priya', isTyping: true });
    expect(await screen.findByTestId('agent-typing')).toHaveTextContent('Priya is typing…');
    // my own viewing event (another tab of mine) is not a colleague
    socket.push({
      type: 'agent.viewing',
      conversationId: 'conv-1',
      agentId: 'user-ravi',
      agentName: 'Ravi',
      viewing: true,
    });
    socket.push({ type: 'typing', conversationId: 'conv-1', from: 'agent', agentName: 'Priya', isTyping: false });
    await waitFor(() => expect(screen.queryByTestId('agent-typing')).not.toBeInTheDocument());
    expect(screen.getByTestId('viewing-agents')).toHaveTextContent(/^Priya is viewing$/);

    // Priya leaves: her viewing clears, she leaves the team list
    socket.push({ type: 'agent.presence', agentId: 'user-priya', agentName: 'Priya', status: 'offline' });
    await waitFor(() => expect(screen.queryByTestId('viewing-agents')).not.toBeInTheDocument());
    expect(screen.queryByTestId('team-presence')).not.toBeInTheDocument();
  });
});
