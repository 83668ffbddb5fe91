import { DEMO_BOT_DELAY_MS } from '@shared/constants';
import { useCallback, useEffect, useRef, useState } from 'react';

/** A message of the local-only demo chat (spec part 1 §3). Nothing is sent to a server. */
export interface DemoMessage {
  type: 'bot' | 'user';
  content: string;
  options?: string[];
}

export const INITIAL_DEMO_MESSAGES: readonly DemoMessage[] = [
  { type: 'bot', content: "Hello! I'm the virtual assistant of CityCare Clinic. How can I help you today?" },
  { type: 'user', content: "Hi, I'd like to schedule an appointment." },
  {
    type: 'bot',
    content: 'Of course! What kind of appointment do you need?',
    options: ['General Consultation', 'Specialist Referral', 'Follow-up Visit'],
  },
];

export const quickReplyAnswer = (choice: string): DemoMessage => ({
  type: 'bot',
  content: `Great, a ${choice}. What date and time would you prefer?`,
});

export const CANNED_BOT_REPLY: DemoMessage = {
  type: 'bot',
  content: "Thanks! I've noted that. In your own Parley agent, replies like this come from the intents you train.",
};

/** The demo conversation: quick replies answer at once; typed messages get a canned reply after 1 s. */
export function useDemoChat() {
  const [messages, setMessages] = useState<DemoMessage[]>(() => [...INITIAL_DEMO_MESSAGES]);
  const [botTyping, setBotTyping] = useState(false);
  const timers = useRef(new Set<ReturnType<typeof setTimeout>>());

  useEffect(() => {
    const pending = timers.current;
    return () => {
      for (const timer of pending) clearTimeout(timer);
    };
  }, []);

  const pickOption = useCallback((choice: string) => {
    setMessages((current) => [...current, { type: 'user', content: choice }, quickReplyAnswer(choice)]);
  }, []);

  /** Returns whether the text was sent (blank or whitespace-only input is ignored). */
  const sendMessage = useCallback((text: string): boolean => {
    const content = text.trim();
    if (!content) return false;
    setMessages((current) => [...current, { type: 'user', content }]);
    setBotTyping(true);
    const timer = setTimeout(() => {
      timers.current.delete(timer);
      setMessages((current) => [...current, CANNED_BOT_REPLY]);
      setBotTyping(timers.current.size > 0);
    }, DEMO_BOT_DELAY_MS);
    timers.current.add(timer);
    return true;
  }, []);

  return { messages, botTyping, pickOption, sendMessage };
}
