import { FakeWebSocket, FakeWebSocketImpl } from '@shared/test-support/fake-web-socket';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderWithApp } from '../../../test-utils';
import type { AgentConversation, ChatMessage } from '../api/agent-desk';
import { AgentPortalPage } from './agent-portal-page';

const FakeSocket = FakeWebSocket;
const Impl = FakeWebSocketImpl;

const conversation = (over: Partial<AgentConversation> = {}): AgentConversation => ({
  id: 'conv-1',
  sessionId: 'session-abc123',
  source: 'widget',
  status: 'active',
  isEscalated: true,
  escalationReason: 'Human assistance requested',
  escalatedAt: new Date(Date.now() - 4 * 60_000).toISOString(),
  lastMessageAt: null,
  language: null,
  lead: { name: 'Meera Shah', email: 'meera@example.com', phone: null, formAnswers: { company: 'Shah Tiles' } },
  ...over,
});
const message = (
  id: string,
  senderType: ChatMessage['senderType'],
  content: string,
  author: Pick<ChatMessage, 'senderId' | 'senderName'> = { senderId: null, senderName: null },
): ChatMessage => ({
  id,
  conversationId: 'conv-1',
  senderType,
  content,
  createdAt: `2026-11-23T10:00:0${id.slice(-1)}.000Z`,
  intentMatched: null,
  ...author,
});
const RAVI = { senderId: 'user-ravi', senderName: 'Ravi K' };

function stub(state: {
  conversations: AgentConversation[];
  messages: ChatMessage[];
  /** Each reply's answer waits for this (a reply on its way); its id is the next of `replyIds` (else m9). */
  replyGate?: () => Promise<void>;
  replyIds?: string[];
}) {
  const calls: { method: string; url: URL; body: unknown }[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
      const url = new URL(String(input), 'http://localhost');
      const method = init?.method ?? 'GET';
      const body = init?.body ? JSON.parse(String(init.body)) : undefined;
      calls.push({ method, url, body });
      if (url.pathname === '/api/auth/me')
        return Response.json({
          user: { id: RAVI.senderId, role: 'human_agent', email: 'a@x.test', firstName: 'Ravi', lastName: 'K' },
        });
      if (url.pathname === '/api/agent/conversations') return Response.json({ conversations: state.conversations });
      if (url.pathname === '/api/messages' && method === 'GET') {
        // like the server: `after` returns only what came after that id
        const after = url.searchParams.get('after');
        const from = after ? state.messages.findIndex((m) => m.id === after) + 1 : 0;
        return Response.json({ messages: state.messages.slice(from) });
      }
      if (url.pathname === '/api/messages' && method === 'POST') {
        await state.replyGate?.();
        const sent = message(state.replyIds?.shift() ?? 'm9', 'human_agent', body.content, RAVI);
        state.messages = [...state.messages, sent];
        return Response.json({ message: sent });
      }
      if (url.pathname.endsWith('/unescalate')) {
        state.conversations = [];
        return Response.json({ conversation: { id: 'conv-1', status: 'resolved' } });
      }
      return Response.json({ error: { message: 'Not found' } }, { status: 404 });
    }),
  );
  return calls;
}

afterEach(() => {
  vi.unstubAllGlobals();
  FakeSocket.all = [];
});

describe('Agent Portal', { timeout: 20_000 }, () => {
  it('says there is nobody waiting', async () => {
    stub({ conversations: [], messages: [] });
    renderWithApp(<AgentPortalPage WebSocketImpl={Impl} />);
    expect(await screen.findAllByText('No Active Conversations')).not.toHaveLength(0);
  });

  it('lists a waiting visitor, shows the chat and lead, replies with Enter (Shift+Enter is a new line) and never sends blank text', async () => {
    const state = {
      conversations: [conversation({ language: 'hi' })],
      messages: [message('m1', 'customer', 'Can I talk to someone?')],
    };
    const calls = stub(state);
    const user = userEvent.setup();
    renderWithApp(<AgentPortalPage WebSocketImpl={Impl} />);
    const item = await screen.findByRole('button', { name: /…abc123/ });
    // the visitor by the name they gave, the session's tail beside the source
    expect(item).toHaveTextContent(/^Meera Shah/);
    expect(item).toHaveTextContent('widget· …abc123');
    expect(item).toHaveTextContent('Human assistance requested');
    expect(item).toHaveTextContent('waiting 4 min');
    expect(item).toHaveTextContent('Hindi (hi)');
    await waitFor(() => expect(document.title).toBe('(1) Agent Portal · Parley'));
    await user.click(item);
    expect(await screen.findByText('Can I talk to someone?')).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 2 })).toHaveTextContent(/^Meera Shah$/);
    const details = screen.getByRole('complementary', { name: 'Visitor details' });
    expect(details).toHaveTextContent('Meera Shah');
    expect(details).toHaveTextContent('Shah Tiles');
    expect(details).toHaveTextContent('LanguageHindi (hi)');

    const box = screen.getByRole('textbox', { name: 'Your reply' });
    await user.type(box, '   {Enter}');
    expect(calls.filter((c) => c.method === 'POST')).toHaveLength(0);
    await user.clear(box);
    await user.type(box, 'Hello Meera{Shift>}{Enter}{/Shift}How can I help?');
    expect(box).toHaveValue('Hello Meera\nHow can I help?');
    await user.type(box, '{Enter}');
    await waitFor(() => expect(calls.filter((c) => c.method === 'POST')).toHaveLength(1));
    expect(calls.find((c) => c.method === 'POST')?.body).toEqual({
      conversationId: 'conv-1',
      content: 'Hello Meera\nHow can I help?',
      senderType: 'human_agent',
    });
    // the reply in the thread is the feedback: no toast that would cover Resolve
    const log = screen.getByRole('log', { name: 'Messages' });
    expect(await within(log).findByText(/Hello Meera/)).toBeInTheDocument();
    expect(screen.queryByText('Message Sent')).toBeNull();
    expect(box).toHaveValue('');
  });

  it('takes the next reply while one is on its way: sent after it, in order, and not wiped when the first one answers', async () => {
    let release: () => void = () => undefined;
    const gate = new Promise<void>((resolve) => {
      release = resolve;
    });
    const calls = stub({
      conversations: [conversation()],
      messages: [message('m1', 'customer', 'Can I talk to someone?')],
      replyGate: () => gate,
      replyIds: ['m7', 'm8'],
    });
    const user = userEvent.setup();
    renderWithApp(<AgentPortalPage WebSocketImpl={Impl} />);
    await user.click(await screen.findByRole('button', { name: /^Meera Shah/ }));
    const box = await screen.findByRole('textbox', { name: 'Your reply' });
    await user.type(box, 'First reply{Enter}');
    await waitFor(() => expect(calls.filter((c) => c.method === 'POST')).toHaveLength(1));
    // the first is still on its way: the box is free, and the next reply is taken
    expect(box).toHaveValue('');
    await user.type(box, 'Second reply{Enter}');
    await user.type(box, 'Third, not sent yet');
    expect(calls.filter((c) => c.method === 'POST')).toHaveLength(1);
    release();
    const log = screen.getByRole('log', { name: 'Messages' });
    expect(await within(log).findByText('Second reply')).toBeInTheDocument();
    expect(within(log).getByText('First reply')).toBeInTheDocument();
    expect(calls.filter((c) => c.method === 'POST').map((c) => (c.body as { content: string }).content)).toEqual([
      'First reply',
      'Second reply',
    ]);
    expect(box).toHaveValue('Third, not sent yet');
  });

  it("signs each agent reply: the reader's own as You, a colleague's with the colleague's name", async () => {
    stub({
      conversations: [conversation()],
      messages: [
        message('m1', 'customer', 'Can I talk to someone?'),
        message('m2', 'human_agent', 'Hello, Priya here.', { senderId: 'user-priya', senderName: 'Priya Shah' }),
        message('m3', 'human_agent', 'And Ravi joining.', RAVI),
      ],
    });
    const user = userEvent.setup();
    renderWithApp(<AgentPortalPage WebSocketImpl={Impl} />);
    await user.click(await screen.findByRole('button', { name: /…abc123/ }));
    const log = await screen.findByRole('log', { name: 'Messages' });
    await within(log).findByText('Hello, Priya here.');
    const bubbles = [...log.querySelectorAll('[data-sender="human_agent"]')].map((b) => b.textContent);
    expect(bubbles).toEqual([expect.stringMatching(/^Priya Shah · /), expect.stringMatching(/^You · /)]);
  });

  it('shows the cited source under an answer from knowledge: a link to an http(s) page only (issue 33)', async () => {
    stub({
      conversations: [conversation()],
      messages: [
        message('m1', 'customer', 'How long do new glasses take?'),
        {
          ...message('m2', 'ai', 'Three working days.'),
          source: { kind: 'website', title: 'FAQ', url: 'https://shop.example/faq' },
        },
        {
          ...message('m3', 'ai', 'See the manual.'),
          source: { kind: 'file', title: 'Manual.pdf', page: 4, url: 'javascript:alert(1)' },
        },
      ],
    });
    const user = userEvent.setup();
    renderWithApp(<AgentPortalPage WebSocketImpl={Impl} />);
    await user.click(await screen.findByRole('button', { name: /…abc123/ }));
    const log = await screen.findByRole('log', { name: 'Messages' });
    await within(log).findByText('Three working days.');
    const [page, pdf] = within(log).getAllByTestId('message-source');
    expect(within(page).getByRole('link', { name: 'FAQ' })).toHaveAttribute('href', 'https://shop.example/faq');
    expect(pdf).toHaveTextContent('Source: Manual.pdf, page 4');
    expect(within(pdf).queryByRole('link')).toBeNull();
  });

  it('goes live: pushed messages appear once even when a catch-up repeats them, unread counts, typing, resolve clears the chat', async () => {
    const state = {
      conversations: [conversation(), conversation({ id: 'conv-2', sessionId: 'session-zzz999', lead: null })],
      messages: [message('m1', 'customer', 'First question')],
    };
    const calls = stub(state);
    const user = userEvent.setup();
    renderWithApp(<AgentPortalPage WebSocketImpl={Impl} />);
    await user.click(await screen.findByRole('button', { name: /…abc123/ }));
    await screen.findByText('First question');
    const socket = FakeSocket.all[0];
    socket.open();
    expect(await screen.findByText('Live')).toBeInTheDocument();

    const pushed = message('m2', 'customer', 'Second question');
    socket.push({ type: 'message.created', conversationId: 'conv-1', message: pushed });
    expect(await screen.findByText('Second question')).toBeInTheDocument();
    // the catch-up after a reconnect carries it again: still shown once
    state.messages = [...state.messages, pushed];
    socket.open();
    await waitFor(() => expect(screen.getAllByText('Second question')).toHaveLength(1));
    // a message sent while the socket was down (no event for it) arrives with the next catch-up, once
    state.messages = [...state.messages, message('m4', 'customer', 'Sent while you were offline')];
    const before = calls.length;
    socket.open();
    expect(await screen.findByText('Sent while you were offline')).toBeInTheDocument();
    const catchUp = calls.slice(before).find((c) => c.url.pathname === '/api/messages' && c.method === 'GET');
    expect(catchUp?.url.searchParams.get('after')).toBe('m2');
    expect(screen.getAllByText('Second question')).toHaveLength(1);

    socket.push({ type: 'typing', conversationId: 'conv-1', from: 'visitor', isTyping: true });
    expect(await screen.findByText('Visitor is typing…')).toBeInTheDocument();
    // the agent's typing goes to the visitor as frames, at most one per 3 s
    await user.type(screen.getByRole('textbox', { name: 'Your reply' }), 'On it');
    const frames = socket.sent.map((f) => JSON.parse(f)).filter((f) => f.type === 'typing');
    expect(frames).toEqual([{ type: 'typing', conversationId: 'conv-1', isTyping: true }]);
    await user.clear(screen.getByRole('textbox', { name: 'Your reply' }));

    socket.push({
      type: 'message.created',
      conversationId: 'conv-2',
      message: { ...message('m3', 'customer', 'Other chat'), conversationId: 'conv-2' },
    });
    // a visitor who gave no name is the chat by its session
    const other = screen.getByRole('button', { name: /^Chat …zzz999/ });
    expect(await within(other).findByLabelText('1 unread')).toBeInTheDocument();

    // a new escalation refetches the list; the tab title counts who is waiting
    state.conversations = [...state.conversations, conversation({ id: 'conv-3', sessionId: 'session-new777' })];
    socket.push({ type: 'conversation.escalated', conversationId: 'conv-3', reason: 'Human assistance requested' });
    expect(await screen.findByRole('button', { name: /…new777/ })).toBeInTheDocument();
    await waitFor(() => expect(document.title).toBe('(3) Agent Portal · Parley'));

    await user.click(screen.getByRole('button', { name: 'Resolve' }));
    expect(await screen.findByText('Conversation Resolved')).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByRole('textbox', { name: 'Your reply' })).toBeNull());
  });

  it('says honestly how it is connected: Live, Reconnecting… after a drop, Polling after three failed tries', async () => {
    stub({ conversations: [conversation()], messages: [] });
    renderWithApp(<AgentPortalPage WebSocketImpl={Impl} />);
    expect(await screen.findByText('Connecting…')).toBeInTheDocument();
    FakeSocket.all[0].open();
    expect(await screen.findByText('Live')).toBeInTheDocument();
    FakeSocket.all[0].drop();
    expect(await screen.findByText('Reconnecting…')).toBeInTheDocument();
    // the retries (after the backoff) still read as a reconnect, until the third failure in a row
    await waitFor(() => expect(FakeSocket.all).toHaveLength(2), { timeout: 3000 });
    expect(screen.getByText('Reconnecting…')).toBeInTheDocument();
    FakeSocket.all[1].drop();
    await waitFor(() => expect(FakeSocket.all).toHaveLength(3), { timeout: 4000 });
    expect(screen.getByText('Reconnecting…')).toBeInTheDocument();
    FakeSocket.all[2].drop();
    expect(await screen.findByText('Polling')).toBeInTheDocument();
  });

  it('drops a chat resolved elsewhere and clears it when it was selected', async () => {
    const state = {
      conversations: [conversation(), conversation({ id: 'conv-2', sessionId: 'session-zzz999' })],
      messages: [message('m1', 'customer', 'First question')],
    };
    stub(state);
    const user = userEvent.setup();
    renderWithApp(<AgentPortalPage WebSocketImpl={Impl} />);
    await user.click(await screen.findByRole('button', { name: /…abc123/ }));
    expect(await screen.findByRole('textbox', { name: 'Your reply' })).toBeInTheDocument();
    const socket = FakeSocket.all[0];
    socket.open();
    expect(await screen.findByText('Live')).toBeInTheDocument();
    await waitFor(() => expect(document.title).toBe('(2) Agent Portal · Parley'));

    state.conversations = state.conversations.filter((c) => c.id !== 'conv-1');
    socket.push({ type: 'conversation.resolved', conversationId: 'conv-1' });
    await waitFor(() => expect(screen.queryByRole('textbox', { name: 'Your reply' })).toBeNull());
    expect(screen.queryByRole('button', { name: /…abc123/ })).toBeNull();
    expect(screen.getByRole('button', { name: /…zzz999/ })).toBeInTheDocument();
    await waitFor(() => expect(document.title).toBe('(1) Agent Portal · Parley'));
    expect(screen.getByText('Select a conversation to reply.')).toBeInTheDocument();
  });
});
