import { type LiveSocket, type LiveStatus, openLiveSocket } from '@shared/realtime-socket';
import type { ClientFrame, RealtimeEvent } from '@shared/schemas/realtime';
import { useEffect, useRef, useState } from 'react';

/**
 * The portal's live channel: same-origin `/ws`, authenticated by the session cookie. `onEvent` and
 * `onOpen` always see the latest render's closures; the socket lives as long as the page.
 */
export function useLiveDesk(
  handlers: { onEvent(e: RealtimeEvent): void; onOpen(): void },
  WebSocketImpl?: typeof WebSocket,
  /** 'monitor': the Conversations monitor's socket, which does not make the agent present (issue 32). */
  view?: 'monitor',
) {
  const [status, setStatus] = useState<LiveStatus>('connecting');
  const latest = useRef(handlers);
  latest.current = handlers;
  const socket = useRef<LiveSocket | null>(null);
  useEffect(() => {
    let wasOpen = false;
    const s = openLiveSocket({
      url: () => `${window.location.origin.replace(/^http/, 'ws')}/ws${view ? `?view=${view}` : ''}`,
      WebSocketImpl,
      onEvent: (e) => latest.current.onEvent(e),
      onOpen: () => latest.current.onOpen(),
      // once live, a retry is a reconnect (shown as such), not a first connect
      onStatus: (next) => {
        if (next === 'open') wasOpen = true;
        setStatus(next === 'connecting' && wasOpen ? 'closed' : next);
      },
    });
    socket.current = s;
    return () => {
      s.close();
      socket.current = null;
    };
  }, [WebSocketImpl, view]);
  return { status, live: status === 'open', send: (frame: ClientFrame) => socket.current?.send(frame) ?? false };
}

/** A short two-tone chime from WebAudio: no sound file to download. */
export function chime(): void {
  try {
    const audio = new AudioContext();
    for (const [i, freq] of [660, 880].entries()) {
      const osc = audio.createOscillator();
      osc.connect(audio.destination);
      osc.frequency.value = freq;
      osc.start(audio.currentTime + i * 0.12);
      osc.stop(audio.currentTime + i * 0.12 + 0.1);
    }
  } catch {
    // browsers may refuse sound before the first user gesture; the title and list still show it
  }
}
