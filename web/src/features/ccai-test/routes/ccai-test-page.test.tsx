import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { toaster } from '../../../components/notify';
import { renderWithApp } from '../../../test-utils';
import { SESSION_KEY } from '../suggestions';
import { CcaiTestPage } from './ccai-test-page';

const HEALTH = {
  status: 'ok',
  services: { dialogflow_cx: { configured: false }, ccai_platform: { configured: true } },
};
const at = '2026-11-23T10:00:00.000Z';
type Sent = { message: string; sessionId?: string };
let sent: Sent[] = [];
let escalations: { sessionId: string; reason: string }[] = [];

type Route = (body: never) => Response | Promise<Response>;
/** Stubs fetch: each path answers with its handler; anything else is a 404. */
function serve(routes: Record<string, Route>) {
  vi.stubGlobal(
    'fetch',
    vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
      const url = String(input);
      const body = init?.body ? JSON.parse(String(init.body)) : undefined;
      if (url === '/api/ccai/test') sent.push(body);
      if (url === '/api/ccai/escalate') escalations.push(body);
      const route = routes[url] ?? (url === '/api/ccai/health' ? () => Response.json(HEALTH) : undefined);
      if (route) return route(body as never);
      return Response.json({ error: { code: 'not_found', message: 'Not found' } }, { status: 404 });
    }),
  );
}

beforeEach(() => {
  sent = [];
  escalations = [];
  sessionStorage.clear();
});
afterEach(() => {
  vi.unstubAllGlobals();
  act(() => void toaster.remove());
});

const reply = (sessionId: string, requiresEscalation: boolean, intentMatched: string | null, confidence: number) =>
  Response.json({
    sessionId,
    reply: 'We are open 10 to 7.',
    requiresEscalation,
    intentMatched,
    confidence,
    messages: [
      {
        id: `c-${sent.length}`,
        senderType: 'customer',
        content: sent.at(-1)?.message,
        createdAt: at,
        intentMatched: null,
        confidence: null,
      },
      {
        id: `a-${sent.length}`,
        senderType: 'ai',
        content: 'We are open 10 to 7.',
        createdAt: at,
        intentMatched,
        confidence,
      },
    ],
  });

describe('AI chat test screen', () => {
  it('fills the box from a suggestion, shows the matched intent and confidence, and reuses the session', async () => {
    serve({ '/api/ccai/test': () => reply('sess-1', false, 'Business hours', 0.873) });
    const user = userEvent.setup();
    renderWithApp(<CcaiTestPage />);
    expect(await screen.findByText('Configured')).toBeInTheDocument();
    expect(screen.getByText('Not configured')).toBeInTheDocument();
    expect(screen.getByText('No session yet: the first message starts one')).toBeInTheDocument();

    const send = screen.getByRole('button', { name: 'Send' });
    expect(send).toBeDisabled();
    await user.type(screen.getByLabelText('Message'), '   ');
    expect(send).toBeDisabled(); // trimmed: blanks do not count
    await user.click(screen.getByRole('button', { name: 'Business hours' }));
    expect(screen.getByLabelText('Message')).toHaveValue('What are your business hours?');
    await user.click(send);
    const log = screen.getByRole('log', { name: 'Test conversation' });
    expect(await within(log).findByText('Matched “Business hours” · confidence 87 %')).toBeInTheDocument();
    expect(sessionStorage.getItem(SESSION_KEY)).toBe('sess-1');
    expect(screen.getByTestId('ccai-session')).toHaveTextContent('Session sess-1');
    expect(screen.getByLabelText('Message')).toHaveValue('');

    await user.type(screen.getByLabelText('Message'), 'and on sunday?{Enter}');
    expect(await within(log).findAllByTestId('ccai-match')).toHaveLength(2);
    expect(sent).toEqual([
      { message: 'What are your business hours?' },
      { message: 'and on sunday?', sessionId: 'sess-1' },
    ]);
    expect(screen.queryByText('Escalation Required')).toBeNull();

    await user.type(screen.getByLabelText('Session id (optional)'), 'typed');
    await user.type(screen.getByLabelText('Message'), 'hello');
    await user.click(screen.getByRole('button', { name: 'New Session' }));
    expect(sessionStorage.getItem(SESSION_KEY)).toBeNull();
    expect(screen.getByLabelText('Session id (optional)')).toHaveValue('');
    expect(screen.getByLabelText('Message')).toHaveValue('');
    expect(within(log).queryAllByTestId('ccai-match')).toHaveLength(0);
    expect(screen.getByText('No session yet: the first message starts one')).toBeInTheDocument();
  });

  it('says an answer came from knowledge and names its source, linking only to an http(s) page (issue 33)', async () => {
    const answer = (source: object) =>
      Response.json({
        sessionId: 'sess-k',
        reply: 'Yes, from 10 am to 2 pm.',
        requiresEscalation: false,
        intentMatched: null,
        confidence: 0.2,
        messages: [
          {
            id: `a-${sent.length}`,
            senderType: 'ai',
            content: 'Yes, from 10 am to 2 pm.',
            createdAt: at,
            intentMatched: null,
            confidence: 0.2,
            source,
          },
        ],
      });
    const sources = [
      { kind: 'website', title: 'FAQ', url: 'https://shop.example/faq' },
      { kind: 'website', title: 'Evil', url: 'javascript:alert(1)' },
    ];
    serve({ '/api/ccai/test': () => answer(sources[sent.length - 1]) });
    const user = userEvent.setup();
    renderWithApp(<CcaiTestPage />);
    await user.type(screen.getByLabelText('Message'), 'eye tests on sunday?{Enter}');
    const log = screen.getByRole('log', { name: 'Test conversation' });
    expect(await within(log).findByText('Answered from knowledge')).toBeInTheDocument();
    expect(within(log).queryByText(/No intent matched/)).toBeNull();
    const link = within(within(log).getByTestId('message-source')).getByRole('link', { name: 'FAQ' });
    expect(link).toHaveAttribute('href', 'https://shop.example/faq');
    expect(link).toHaveAttribute('target', '_blank');
    expect(link.getAttribute('rel')).toContain('noopener');

    await user.type(screen.getByLabelText('Message'), 'and again?{Enter}');
    await waitFor(() => expect(within(log).getAllByTestId('message-source')).toHaveLength(2));
    const evil = within(log).getAllByTestId('message-source')[1];
    expect(evil).toHaveTextContent('Source: Evil');
    expect(within(evil).queryByRole('link')).toBeNull();
  });

  it('shows the message and a replying state while the answer is on its way, and sends once', async () => {
    let answer: (value: Response) => void = () => undefined;
    serve({ '/api/ccai/test': () => new Promise<Response>((resolve) => (answer = resolve)) });
    const user = userEvent.setup();
    renderWithApp(<CcaiTestPage />);
    await user.type(screen.getByLabelText('Message'), 'do you open on sunday?{Enter}');
    const log = screen.getByRole('log', { name: 'Test conversation' });
    expect(await within(log).findByText('The AI agent is replying…')).toBeInTheDocument();
    expect(within(log).getByText('do you open on sunday?')).toBeInTheDocument();
    expect(log).toHaveAttribute('aria-busy', 'true');
    expect(screen.getByRole('button', { name: 'Sending…' })).toBeDisabled();
    await user.keyboard('{Enter}');
    expect(sent).toHaveLength(1);

    await act(async () => answer(await reply('sess-3', false, 'Opening hours', 0.9)));
    expect(await within(log).findByText('Matched “Opening hours” · confidence 90 %')).toBeInTheDocument();
    expect(within(log).queryByText('The AI agent is replying…')).toBeNull();
    expect(log).toHaveAttribute('aria-busy', 'false');
  });

  it('shows the Escalation Required notice when a reply asks for a person', async () => {
    serve({ '/api/ccai/test': () => reply('sess-2', true, null, 0.1) });
    const user = userEvent.setup();
    renderWithApp(<CcaiTestPage />);
    await user.click(screen.getByRole('button', { name: 'Speak to a human agent' }));
    await user.click(screen.getByRole('button', { name: 'Send' }));
    expect(await screen.findByText('Escalation Required')).toBeInTheDocument();
    expect(screen.getByText('No intent matched · confidence 10 %')).toBeInTheDocument();
  });

  it('toasts a failed send with the server message, or the spec fallback', async () => {
    let status = 404;
    serve({
      '/api/ccai/test': () =>
        status === 404
          ? Response.json({ error: { code: 'not_found', message: 'Test session not found' } }, { status })
          : new Response('', { status }),
    });
    const user = userEvent.setup();
    renderWithApp(<CcaiTestPage />);
    await user.type(screen.getByLabelText('Session id (optional)'), 'someone-elses');
    await user.type(screen.getByLabelText('Message'), 'hi{Enter}');
    expect(await screen.findByText('Test session not found')).toBeInTheDocument();
    expect(screen.getByText('Error')).toBeInTheDocument();
    expect(sent).toEqual([{ message: 'hi', sessionId: 'someone-elses' }]);
    expect(screen.getByLabelText('Message')).toHaveValue('hi'); // kept for another try

    status = 502;
    await user.click(screen.getByRole('button', { name: 'Send' }));
    expect(await screen.findByText('Failed to send message')).toBeInTheDocument();
    expect(sessionStorage.getItem(SESSION_KEY)).toBeNull();
  });

  it('escalates only an active session, with the fixed reason and the spec toasts', async () => {
    let escalateOk = false;
    serve({
      '/api/ccai/test': () => reply('sess-4', false, 'Business hours', 0.8),
      '/api/ccai/escalate': () =>
        escalateOk
          ? Response.json({
              sessionId: 'sess-4',
              escalated: true,
              messages: [{ id: 'h-1', senderType: 'ai', content: 'A person will reply here soon.', createdAt: at }],
            })
          : new Response('', { status: 500 }),
    });
    const user = userEvent.setup();
    renderWithApp(<CcaiTestPage />);
    await user.click(screen.getByRole('button', { name: 'Escalate to Human' }));
    expect(await screen.findByText('No Active Session')).toBeInTheDocument();
    expect(screen.getByText('Start a conversation first to escalate it.')).toBeInTheDocument();
    expect(escalations).toHaveLength(0);

    await user.type(screen.getByLabelText('Message'), 'hello{Enter}');
    await screen.findByText('Session sess-4');
    await user.click(screen.getByRole('button', { name: 'Escalate to Human' }));
    expect(await screen.findByText('Failed to escalate conversation')).toBeInTheDocument();
    expect(screen.queryByText('Escalation Required')).toBeNull();

    escalateOk = true;
    await user.click(screen.getByRole('button', { name: 'Escalate to Human' }));
    expect(await screen.findByText('Conversation has been escalated to a human agent.')).toBeInTheDocument();
    expect(screen.getByText('Escalated')).toBeInTheDocument();
    expect(screen.getByText('Escalation Required')).toBeInTheDocument();
    const log = screen.getByRole('log', { name: 'Test conversation' });
    expect(within(log).getByText('A person will reply here soon.')).toBeInTheDocument();
    expect(escalations.at(-1)).toEqual({ sessionId: 'sess-4', reason: 'User requested human assistance' });
  });

  it('says so when the status cannot be loaded, instead of showing services as not configured', async () => {
    serve({ '/api/ccai/health': () => new Response('', { status: 500 }) });
    renderWithApp(<CcaiTestPage />);
    expect(await screen.findByText('Failed to load status', {}, { timeout: 5000 })).toBeInTheDocument();
    expect(screen.getByText('The status could not be loaded.')).toBeInTheDocument();
    expect(screen.queryByText('Not configured')).toBeNull();
    expect(screen.queryByText('Running')).toBeNull();
  });

  it('reloads a stored session with its labels, and drops a stored session that no longer exists', async () => {
    sessionStorage.setItem(SESSION_KEY, 'sess-5');
    serve({
      '/api/ccai/conversations/sess-5': () =>
        Response.json({
          sessionId: 'sess-5',
          conversation: { status: 'active', escalated: true },
          messages: [
            {
              id: 'c-1',
              senderType: 'customer',
              content: 'my tooth broke',
              createdAt: at,
              intentMatched: null,
              confidence: null,
            },
            {
              id: 'a-1',
              senderType: 'ai',
              content: 'Connecting you.',
              createdAt: at,
              intentMatched: 'Dental emergency',
              confidence: 0.91,
            },
          ],
        }),
    });
    const first = renderWithApp(<CcaiTestPage />);
    expect(await screen.findByText('Matched “Dental emergency” · confidence 91 %')).toBeInTheDocument();
    expect(screen.getByText('Escalation Required')).toBeInTheDocument();
    first.unmount();

    sessionStorage.setItem(SESSION_KEY, 'sess-gone');
    renderWithApp(<CcaiTestPage />);
    await waitFor(() => expect(sessionStorage.getItem(SESSION_KEY)).toBeNull(), { timeout: 5000 });
    expect(screen.getByText('No session yet: the first message starts one')).toBeInTheDocument();
  });
});
