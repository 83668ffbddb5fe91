import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { renderWithApp } from '../../../test-utils';
import { SESSION_KEY } from '../suggestions';
import { CcaiTestPage } from './ccai-test-page';

const health = {
  status: 'ok',
  services: { dialogflow_cx: { configured: false }, ccai_platform: { configured: true } },
};
const at = '2026-11-23T10:00:00.000Z';
let sent: { message: string; sessionId?: string }[] = [];

function serve(testAnswer: (body: { message: string; sessionId?: string }) => unknown) {
  vi.stubGlobal(
    'fetch',
    vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
      const url = String(input);
      if (url === '/api/ccai/health') return Response.json(health);
      if (url === '/api/ccai/test') {
        const body = JSON.parse(String(init?.body));
        sent.push(body);
        return Response.json(testAnswer(body));
      }
      return Response.json({ error: { code: 'NOT_FOUND', message: 'Not found' } }, { status: 404 });
    }),
  );
}

beforeEach(() => {
  sent = [];
  sessionStorage.clear();
});
afterEach(() => vi.unstubAllGlobals());

const reply = (sessionId: string, requiresEscalation: boolean, intentMatched: string | null, confidence: number) => ({
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
    serve((body) => reply('sess-1', false, 'Business hours', 0.873));
    const user = userEvent.setup();
    renderWithApp(<CcaiTestPage />);
    expect(await screen.findByText('Configured')).toBeInTheDocument();
    expect(screen.getByText('Not configured')).toBeInTheDocument();

    const send = screen.getByRole('button', { name: 'Send' });
    expect(send).toBeDisabled();
    await user.click(screen.getByRole('button', { name: 'Business hours' }));
    expect(screen.getByLabelText('Message')).toHaveValue('What are your business hours?');
    await user.click(send);
    const log = screen.getByRole('log', { name: 'Test conversation' });
    expect(await within(log).findByText('Matched “Business hours” · confidence 87 %')).toBeInTheDocument();
    expect(sessionStorage.getItem(SESSION_KEY)).toBe('sess-1');

    await user.type(screen.getByLabelText('Message'), 'and on sunday?{Enter}');
    expect(await within(log).findAllByTestId('ccai-match')).toHaveLength(2);
    expect(sent).toEqual([
      { message: 'What are your business hours?' },
      { message: 'and on sunday?', sessionId: 'sess-1' },
    ]);
    expect(screen.queryByText('Escalation Required')).toBeNull();

    await user.click(screen.getByRole('button', { name: 'New Session' }));
    expect(sessionStorage.getItem(SESSION_KEY)).toBeNull();
    expect(within(log).queryAllByTestId('ccai-match')).toHaveLength(0);
  });

  it('shows the Escalation Required notice when a reply asks for a person', async () => {
    serve(() => reply('sess-2', true, null, 0.1));
    const user = userEvent.setup();
    renderWithApp(<CcaiTestPage />);
    await user.click(screen.getByRole('button', { name: 'Speak to a human agent' }));
    await user.click(screen.getByRole('button', { name: 'Send' }));
    expect(await screen.findByText('Escalation Required')).toBeInTheDocument();
    expect(screen.getByText('No intent matched · confidence 10 %')).toBeInTheDocument();
  });
});
