import { FakeWebSocket, FakeWebSocketImpl } from '@shared/test-support/fake-web-socket';
import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderWithApp } from '../../../test-utils';
import { makeMessage, makeRow, makeStats, stubApi } from '../test-fixtures';
import { ConversationsPage } from './conversations-page';

/** Issue 32 item 9: the monitor follows the agents' socket: rows appear and change without a reload, unread counts. */
afterEach(() => {
  vi.unstubAllGlobals();
  FakeWebSocket.all = [];
});

const rowOf = (sessionId: string) => screen.getByText(sessionId).closest('tr') as HTMLElement;

function serve(role: string) {
  const state = { rows: [makeRow({ id: 'conv-1', sessionId: 'sess-first' })], total: 1 };
  const api = stubApi((url) => {
    if (url.pathname === '/api/auth/me')
      return { body: { user: { id: 'u1', role, email: 'o@x.test', firstName: 'Asha', lastName: 'R' } } };
    if (url.pathname === '/api/conversations/stats') {
      const stats = makeStats();
      return { body: { ...stats, counts: { ...stats.counts, total: state.total } } };
    }
    if (url.pathname === '/api/conversations') return { body: { conversations: state.rows, nextCursor: null } };
    if (url.pathname.endsWith('/messages')) return { body: { messages: [makeMessage({ content: 'Hello there' })] } };
  });
  return { state, api };
}

describe('Conversations monitor, live', { timeout: 20_000 }, () => {
  it('adds a new conversation, updates an escalated one and counts unread messages until the chat is opened', async () => {
    const { state } = serve('business_owner');
    const user = userEvent.setup();
    renderWithApp(<ConversationsPage WebSocketImpl={FakeWebSocketImpl} />);
    await screen.findByText('sess-first');
    await waitFor(() => expect(FakeWebSocket.all).toHaveLength(1));
    const socket = FakeWebSocket.all[0];
    const push = (e: Parameters<typeof socket.push>[0]) => act(() => socket.push(e));
    act(() => socket.open());
    expect(await screen.findByTestId('monitor-live')).toHaveTextContent('Live');

    // a new conversation: the page and the counters are read again
    state.rows = [makeRow({ id: 'conv-2', sessionId: 'sess-new' }), ...state.rows];
    state.total = 2;
    push({ type: 'conversation.created', conversationId: 'conv-2', source: 'widget' });
    expect(await screen.findByText('sess-new')).toBeInTheDocument();
    expect(
      await within(screen.getByRole('region', { name: 'Total Conversations' })).findByText('2'),
    ).toBeInTheDocument();

    // escalated, then resolved: the row follows
    state.rows = [
      makeRow({ id: 'conv-2', sessionId: 'sess-new', isEscalated: true, escalationReason: 'Asked for a person' }),
      state.rows[1],
    ];
    push({ type: 'conversation.escalated', conversationId: 'conv-2', reason: 'Asked for a person' });
    expect(await within(rowOf('sess-new')).findByText('Escalated')).toBeInTheDocument();
    state.rows = [{ ...state.rows[0], status: 'resolved' }, state.rows[1]];
    push({ type: 'conversation.resolved', conversationId: 'conv-2' });
    expect(await within(rowOf('sess-new')).findByText('Resolved')).toBeInTheDocument();

    // two visitor messages: 2 unread on that row (a note or an agent's reply is not unread)
    const visitorSays = (id: string) => ({
      type: 'message.created' as const,
      conversationId: 'conv-1',
      message: { ...makeMessage({ id, conversationId: 'conv-1' }), senderType: 'customer' as const },
    });
    push(visitorSays('m1'));
    push(visitorSays('m2'));
    push({
      type: 'message.created',
      conversationId: 'conv-1',
      message: { ...makeMessage({ id: 'm3' }), senderType: 'human_agent', isNote: true },
    });
    expect(await within(rowOf('sess-first')).findByTestId('unread-count')).toHaveTextContent('2');
    await user.click(screen.getByRole('button', { name: 'View Chat sess-first' }));
    await screen.findByText('Hello there');
    expect(within(rowOf('sess-first')).queryByTestId('unread-count')).toBeNull();
  });

  it('opens no socket for a role without one (an AI trainer): the page is as it was', async () => {
    serve('ai_trainer');
    renderWithApp(<ConversationsPage WebSocketImpl={FakeWebSocketImpl} />);
    await screen.findByText('sess-first');
    await new Promise((r) => setTimeout(r, 100));
    expect(FakeWebSocket.all).toHaveLength(0);
    expect(screen.queryByTestId('monitor-live')).toBeNull();
  });
});
