import { PRESENCE_IDLE_MINUTES } from '@shared/realtime-limits';
import type { RealtimeEvent } from '@shared/schemas/realtime';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef, useState } from 'react';
import { applyPresence, presenceQuery, type TeamPresence, usePresence, useSetPresence } from './api/presence';

/** A colleague's typing indicator stays up this long without a new typing frame (a lost "stopped" must not leave it). */
const TYPING_SHOWN_MS = 6000;
const INPUT_EVENTS = ['mousemove', 'keydown', 'pointerdown', 'wheel', 'touchstart', 'focus'] as const;

/**
 * Issue 32 item 2 in the Agent Portal: my presence (and the idle rule: away after PRESENCE_IDLE_MINUTES
 * without input, online at the next input if the idle rule made me away), the team's presence, who else
 * has each chat open and which colleague is typing in it. `onEvent` takes the socket's events; the
 * page calls it for every event.
 */
export function useInboxPresence(myId: string | undefined, idleMs = PRESENCE_IDLE_MINUTES * 60_000) {
  const queryClient = useQueryClient();
  const team = usePresence();
  const setPresence = useSetPresence();
  const [viewers, setViewers] = useState<Record<string, Record<string, string>>>({});
  const [typing, setTyping] = useState<Record<string, string | null>>({});
  const typingTimers = useRef(new Map<string, ReturnType<typeof setTimeout>>());

  const onEvent = (e: RealtimeEvent) => {
    if (e.type === 'agent.presence') {
      if (e.agentId === myId) return;
      queryClient.setQueryData<TeamPresence>(presenceQuery.queryKey, (old) => applyPresence(old, e));
      if (e.status === 'offline') setViewers((v) => dropAgent(v, e.agentId));
    } else if (e.type === 'agent.viewing' && e.agentId !== myId) {
      setViewers((v) => {
        const here = { ...v[e.conversationId] };
        if (e.viewing) here[e.agentId] = e.agentName;
        else delete here[e.agentId];
        return { ...v, [e.conversationId]: here };
      });
    } else if (e.type === 'typing' && e.from === 'agent' && e.agentName !== undefined) {
      const id = e.conversationId;
      setTyping((t) => ({ ...t, [id]: e.isTyping ? e.agentName || 'A colleague' : null }));
      clearTimeout(typingTimers.current.get(id));
      if (e.isTyping) {
        typingTimers.current.set(
          id,
          setTimeout(() => setTyping((t) => ({ ...t, [id]: null })), TYPING_SHOWN_MS),
        );
      }
    } else if (e.type === 'message.created' && e.message.senderType === 'human_agent') {
      setTyping((t) => ({ ...t, [e.conversationId]: null }));
    }
  };
  /** A new socket: who views what is told again when this one opens a chat. */
  const onOpen = () => setViewers({});

  // the idle rule: the server applies it only while it holds (never over a choice, core/inbox/set-presence.ts)
  const me = team.data?.me;
  const latest = useRef({ me, set: setPresence.mutate });
  latest.current = { me, set: setPresence.mutate };
  useEffect(() => {
    let timer: ReturnType<typeof setTimeout>;
    const idle = () => {
      const mine = latest.current.me;
      // not read yet: idle counts from when it is
      if (!mine) timer = setTimeout(idle, idleMs);
      else if (mine.status === 'online') latest.current.set({ status: 'away', auto: true });
    };
    const onInput = () => {
      clearTimeout(timer);
      timer = setTimeout(idle, idleMs);
      const mine = latest.current.me;
      if (mine?.status === 'away' && mine.auto) {
        latest.current.me = { status: 'online', auto: false };
        latest.current.set({ status: 'online', auto: true });
      }
    };
    timer = setTimeout(idle, idleMs);
    for (const name of INPUT_EVENTS) window.addEventListener(name, onInput, { passive: true });
    return () => {
      clearTimeout(timer);
      for (const name of INPUT_EVENTS) window.removeEventListener(name, onInput);
    };
  }, [idleMs]);

  return {
    me,
    team: (team.data?.agents ?? []).filter((a) => a.agentId !== myId),
    setStatus: (status: 'online' | 'away' | 'offline') => setPresence.mutate({ status }),
    saving: setPresence.isPending,
    viewersOf: (conversationId: string) => Object.values(viewers[conversationId] ?? {}),
    typingIn: (conversationId: string) => typing[conversationId] ?? null,
    onEvent,
    onOpen,
  };
}

function dropAgent(viewers: Record<string, Record<string, string>>, agentId: string) {
  return Object.fromEntries(
    Object.entries(viewers).map(([id, here]) => [
      id,
      Object.fromEntries(Object.entries(here).filter(([a]) => a !== agentId)),
    ]),
  );
}
