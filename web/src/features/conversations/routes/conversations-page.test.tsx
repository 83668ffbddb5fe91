import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderWithApp } from '../../../test-utils';
import { makeMessage, makeRow, makeStats, stubApi } from '../test-fixtures';
import { ConversationsPage } from './conversations-page';

const ROWS = [
  makeRow({
    id: 'conv-1',
    sessionId: 'sess-escalated',
    ccaiChatId: 'ccai-777',
    status: 'active',
    source: 'whatsapp',
    isEscalated: true,
    escalationReason: 'Customer asked for a person',
    language: 'es',
  }),
  makeRow({ id: 'conv-2', sessionId: 'sess-bot-only', status: 'resolved', source: 'widget' }),
];

afterEach(() => vi.unstubAllGlobals());

const table = () => screen.findByRole('region', { name: 'Conversations table' });
const rowOf = (sessionId: string) => screen.getByText(sessionId).closest('tr') as HTMLElement;

describe('Conversations monitor', { timeout: 20_000 }, () => {
  it('shows the four counters and one row per conversation with its status, source, escalation and start', async () => {
    stubApi((url) => {
      if (url.pathname === '/api/conversations/stats') return { body: makeStats() };
      if (url.pathname === '/api/conversations') return { body: { conversations: ROWS, nextCursor: null } };
    });
    renderWithApp(<ConversationsPage />);
    expect(screen.getByText('Loading conversations...')).toBeInTheDocument();
    await table();
    for (const [label, value] of [
      ['Total Conversations', '42'],
      ['Active', '7'],
      ['Escalated', '5'],
      ['Resolved', '30'],
    ]) {
      expect(within(await screen.findByRole('region', { name: label })).getByText(value)).toBeInTheDocument();
    }
    const escalated = within(rowOf('sess-escalated'));
    expect(escalated.getByText('CCAI chat: ccai-777')).toBeInTheDocument();
    expect(escalated.getByText('Active')).toBeInTheDocument();
    expect(escalated.getByText('WhatsApp')).toBeInTheDocument();
    expect(escalated.getByText('Escalated')).toBeInTheDocument();
    expect(escalated.getByText('Customer asked for a person')).toBeInTheDocument();
    expect(escalated.queryByText('AI Handled')).toBeNull();
    expect(
      escalated.getByText(
        new Date(ROWS[0].createdAt).toLocaleString(undefined, { dateStyle: 'medium', timeStyle: 'short' }),
      ),
    ).toBeInTheDocument();
    const bot = within(rowOf('sess-bot-only'));
    expect(bot.getByText('AI Handled')).toBeInTheDocument();
    expect(bot.getByText('Resolved')).toBeInTheDocument();
    expect(bot.getByText('Widget')).toBeInTheDocument();
    expect(bot.queryByText(/CCAI chat/)).toBeNull();
    expect(bot.getByRole('button', { name: 'View Chat sess-bot-only' })).toBeInTheDocument();
    // one page and no more: no pager
    expect(screen.queryByRole('navigation', { name: 'Pages' })).toBeNull();
  });

  it('sends the status filter and the debounced search to the server and shows its answer', async () => {
    const api = stubApi((url) => {
      if (url.pathname === '/api/conversations/stats') return { body: makeStats() };
      if (url.pathname !== '/api/conversations') return undefined;
      const status = url.searchParams.get('status');
      const rows = status === 'resolved' ? [ROWS[1]] : ROWS;
      return { body: { conversations: url.searchParams.get('search') === 'nothing' ? [] : rows, nextCursor: null } };
    });
    const user = userEvent.setup();
    renderWithApp(<ConversationsPage />);
    await table();
    expect(api.listCalls()[0].searchParams.has('status')).toBe(false);

    await user.selectOptions(screen.getByRole('combobox', { name: 'Status' }), 'resolved');
    await waitFor(() => expect(screen.queryByText('sess-escalated')).toBeNull());
    expect(screen.getByText('sess-bot-only')).toBeInTheDocument();
    expect(api.listCalls().at(-1)?.searchParams.get('status')).toBe('resolved');

    await user.type(screen.getByRole('searchbox', { name: 'Search' }), 'nothing');
    expect(await screen.findByText('No conversations found matching your criteria')).toBeInTheDocument();
    const last = api.listCalls().at(-1);
    expect(last?.searchParams.get('search')).toBe('nothing');
    expect(last?.searchParams.get('status')).toBe('resolved');
    // debounced: no request for the partial words typed on the way
    expect(api.listCalls().map((u) => u.searchParams.get('search'))).toEqual([null, null, 'nothing']);
  });

  it('pages with the server cursor, says which page it shows and starts again at page 1 on a new filter', async () => {
    const api = stubApi((url) => {
      if (url.pathname === '/api/conversations/stats') return { body: makeStats() };
      if (url.pathname !== '/api/conversations') return undefined;
      if (url.searchParams.get('cursor') === 'page-2')
        return { body: { conversations: [makeRow({ id: 'c3', sessionId: 'sess-page-two' })], nextCursor: null } };
      return { body: { conversations: ROWS, nextCursor: 'page-2' } };
    });
    const user = userEvent.setup();
    renderWithApp(<ConversationsPage />);
    await table();
    const pager = screen.getByRole('navigation', { name: 'Pages' });
    expect(within(pager).getByText('Page 1')).toBeInTheDocument();
    expect(within(pager).getByRole('button', { name: 'Previous' })).toBeDisabled();

    await user.click(within(pager).getByRole('button', { name: 'Next' }));
    expect(await screen.findByText('sess-page-two')).toBeInTheDocument();
    expect(within(pager).getByText('Page 2')).toBeInTheDocument();
    expect(within(pager).getByRole('button', { name: 'Next' })).toBeDisabled();
    expect(api.listCalls().at(-1)?.searchParams.get('cursor')).toBe('page-2');

    await user.click(within(pager).getByRole('button', { name: 'Previous' }));
    expect(await screen.findByText('sess-escalated')).toBeInTheDocument();
    expect(within(pager).getByText('Page 1')).toBeInTheDocument();

    await user.click(within(pager).getByRole('button', { name: 'Next' }));
    await screen.findByText('sess-page-two');
    await user.selectOptions(screen.getByRole('combobox', { name: 'Status' }), 'active');
    await waitFor(() => expect(api.listCalls().at(-1)?.searchParams.get('status')).toBe('active'));
    // a cursor belongs to its filter: the new filter's first request carries none
    expect(api.listCalls().at(-1)?.searchParams.has('cursor')).toBe(false);
    expect(await screen.findByText('Page 1')).toBeInTheDocument();
  });

  it('shows the cited source under an answer from knowledge, a link only to an http(s) page (issue 33)', async () => {
    stubApi((url) => {
      if (url.pathname === '/api/conversations/stats') return { body: makeStats() };
      if (url.pathname === '/api/conversations') return { body: { conversations: ROWS, nextCursor: null } };
      if (url.pathname === '/api/conversations/conv-1/messages')
        return {
          body: {
            messages: [
              makeMessage({
                id: 'k1',
                senderType: 'ai',
                content: 'Three working days.',
                source: { kind: 'website', title: 'FAQ', url: 'https://shop.example/faq' },
              }),
              makeMessage({
                id: 'k2',
                senderType: 'ai',
                content: 'Descale every two months.',
                source: { kind: 'file', title: 'Manual.pdf', page: 12, url: 'javascript:alert(1)' },
              }),
            ],
          },
        };
    });
    const user = userEvent.setup();
    renderWithApp(<ConversationsPage />);
    await table();
    await user.click(screen.getByRole('button', { name: 'View Chat sess-escalated' }));
    const dialog = await screen.findByRole('dialog', { name: 'Conversation sess-escalated' });
    const items = within(await within(dialog).findByRole('list', { name: 'Messages' })).getAllByRole('listitem');
    expect(within(items[0]).getByRole('link', { name: 'FAQ' })).toHaveAttribute('href', 'https://shop.example/faq');
    expect(within(items[1]).getByTestId('message-source')).toHaveTextContent('Source: Manual.pdf, page 12');
    expect(within(items[1]).queryByRole('link')).toBeNull();
  });

  it('opens a chat: its facts, messages with sender, time and matched intent, and the CCAI button says it is not connected', async () => {
    stubApi((url) => {
      if (url.pathname === '/api/conversations/stats') return { body: makeStats() };
      if (url.pathname === '/api/conversations') return { body: { conversations: ROWS, nextCursor: null } };
      if (url.pathname === '/api/conversations/conv-1/messages')
        return {
          body: {
            messages: [
              makeMessage({ id: 'm1', senderType: 'customer', content: 'What are your hours?' }),
              makeMessage({
                id: 'm2',
                senderType: 'ai',
                content: 'We open at 9.',
                intentMatched: 'Opening hours',
                createdAt: '2026-03-10T10:00:06.000Z',
              }),
              makeMessage({ id: 'm3', senderType: 'human_agent', content: 'Anything else?' }),
              makeMessage({
                id: 'm4',
                senderType: 'human_agent',
                content: 'Priya here, I can help too.',
                senderId: 'user-priya',
                senderName: 'Priya Shah',
              }),
            ],
          },
        };
      if (url.pathname === '/api/conversations/conv-2/messages') return { body: { messages: [] } };
    });
    const user = userEvent.setup();
    renderWithApp(<ConversationsPage />);
    await table();
    await user.click(screen.getByRole('button', { name: 'View Chat sess-escalated' }));
    const dialog = await screen.findByRole('dialog', { name: 'Conversation sess-escalated' });
    const chat = within(dialog);
    expect(chat.getByText('WhatsApp')).toBeInTheDocument();
    expect(chat.getByText('Yes (Customer asked for a person)')).toBeInTheDocument();
    expect(chat.getByText('Spanish (es)')).toBeInTheDocument();
    const messages = await chat.findByRole('list', { name: 'Messages' });
    const items = within(messages).getAllByRole('listitem');
    expect(items).toHaveLength(4);
    expect(within(items[0]).getByText('Customer')).toBeInTheDocument();
    expect(within(items[1]).getByText('Opening hours')).toBeInTheDocument();
    expect(items[1]).toHaveTextContent('Matched intent: Opening hours');
    expect(within(items[2]).getByText('Human agent')).toBeInTheDocument();
    expect(within(items[2]).getByText('Anything else?')).toBeInTheDocument();
    // an agent's reply is signed with its author's name (a message stored before authors were says "Human agent")
    expect(within(items[3]).getByText('Priya Shah')).toBeInTheDocument();
    expect(within(items[0]).getByText('What are your hours?')).toBeInTheDocument();
    expect(within(items[0]).queryByText(/Matched intent/)).toBeNull();
    expect(within(items[1]).getByText('AI')).toBeInTheDocument();
    expect(items[1].querySelector('time')?.getAttribute('dateTime')).toBe('2026-03-10T10:00:06.000Z');
    const ccai = chat.getByRole('button', { name: 'View in CCAI Platform' });
    expect(ccai).toBeDisabled();
    expect(ccai).toHaveAccessibleDescription(
      'CCAI Platform is not connected, so chat ccai-777 cannot be opened there.',
    );

    await user.click(chat.getByRole('button', { name: 'Close' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    await user.click(screen.getByRole('button', { name: 'View Chat sess-bot-only' }));
    const other = within(await screen.findByRole('dialog', { name: 'Conversation sess-bot-only' }));
    expect(await other.findByText('No messages found for this conversation')).toBeInTheDocument();
    expect(other.getByText('No')).toBeInTheDocument();
    expect(other.getByText('Not identified')).toBeInTheDocument();
    expect(other.queryByRole('button', { name: 'View in CCAI Platform' })).toBeNull();
  });

  it('says when the list cannot be loaded and retries', async () => {
    let fail = true;
    stubApi((url) => {
      if (url.pathname === '/api/conversations/stats') return { status: 500, body: {} };
      if (url.pathname === '/api/conversations')
        return fail ? { status: 500, body: {} } : { body: { conversations: ROWS, nextCursor: null } };
    });
    const user = userEvent.setup();
    renderWithApp(<ConversationsPage />);
    expect(await screen.findByText("We couldn't load conversations. Please try again.")).toBeInTheDocument();
    expect(screen.getByText("We couldn't load the conversation counts.")).toBeInTheDocument();
    fail = false;
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByText('sess-escalated')).toBeInTheDocument();
  });
});
