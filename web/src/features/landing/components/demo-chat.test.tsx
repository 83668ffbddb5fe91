import { DEMO_BOT_DELAY_MS } from '@shared/constants';
import { act, fireEvent, screen, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { renderWithApp } from '../../../test-utils';
import { CANNED_BOT_REPLY, INITIAL_DEMO_MESSAGES } from '../use-demo-chat';
import { DemoChat } from './demo-chat';

const log = () => screen.getByRole('log', { name: 'Demo conversation' });
const input = () => screen.getByRole('textbox', { name: 'Message to the demo assistant' });
const bubbleCount = () => log().querySelectorAll(':scope > div').length;

describe('demo chat (local only)', () => {
  beforeEach(() => {
    vi.useFakeTimers();
    vi.stubGlobal('fetch', vi.fn());
  });
  afterEach(() => {
    vi.useRealTimers();
    vi.unstubAllGlobals();
  });

  it('starts with the healthcare conversation and its three quick replies', () => {
    renderWithApp(<DemoChat />);
    expect(bubbleCount()).toBe(INITIAL_DEMO_MESSAGES.length);
    const replies = within(screen.getByRole('group', { name: 'Quick replies' })).getAllByRole('button');
    expect(replies.map((button) => button.textContent)).toEqual([
      'General Consultation',
      'Specialist Referral',
      'Follow-up Visit',
    ]);
  });

  it('answers a quick reply at once with a question about date and time', () => {
    renderWithApp(<DemoChat />);
    fireEvent.click(screen.getByRole('button', { name: 'Follow-up Visit' }));
    expect(log()).toHaveTextContent('You: Follow-up Visit');
    expect(log()).toHaveTextContent('What date and time would you prefer?');
    expect(screen.queryByRole('group', { name: 'Quick replies' })).toBeNull();
  });

  it('sends on Enter, clears the input, and replies after exactly 1 s', () => {
    renderWithApp(<DemoChat />);
    fireEvent.change(input(), { target: { value: '  Do you take insurance?  ' } });
    fireEvent.submit(input().closest('form') as HTMLFormElement);
    expect(input()).toHaveValue('');
    expect(log()).toHaveTextContent('You: Do you take insurance?');
    expect(log()).toHaveTextContent('Assistant is typing');

    act(() => vi.advanceTimersByTime(DEMO_BOT_DELAY_MS - 1));
    expect(log()).not.toHaveTextContent(CANNED_BOT_REPLY.content);
    act(() => vi.advanceTimersByTime(1));
    expect(log()).toHaveTextContent(CANNED_BOT_REPLY.content);
    expect(log()).not.toHaveTextContent('Assistant is typing');
    expect(globalThis.fetch).not.toHaveBeenCalled();
  });

  it('sends with the send button too', () => {
    renderWithApp(<DemoChat />);
    fireEvent.change(input(), { target: { value: 'Hello' } });
    fireEvent.click(screen.getByRole('button', { name: 'Send message' }));
    expect(log()).toHaveTextContent('You: Hello');
  });

  it('ignores blank and whitespace-only input', () => {
    renderWithApp(<DemoChat />);
    const before = bubbleCount();
    fireEvent.change(input(), { target: { value: '   ' } });
    fireEvent.click(screen.getByRole('button', { name: 'Send message' }));
    act(() => vi.advanceTimersByTime(5 * DEMO_BOT_DELAY_MS));
    expect(bubbleCount()).toBe(before);
    expect(input()).toHaveValue('   ');
  });
});
