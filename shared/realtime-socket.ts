import { WS_BACKOFF_MAX_MS, WS_BACKOFF_MIN_MS, WS_HEARTBEAT_MS, WS_RECONNECT_BEFORE_MS } from './realtime-limits';
import type { ClientFrame, RealtimeEvent } from './schemas/realtime';

/**
 * The live channel's client, shared by the widget and the agent portal (browser only, no dependencies:
 * the widget is size-budgeted). It pings inside API Gateway's 10-minute idle limit, renews itself before
 * the 2-hour limit (the new socket opens before the old one closes, so no event falls in a gap),
 * reconnects after any drop with capped exponential backoff and jitter, and calls `onOpen` after every
 * (re)open so the caller catches up over HTTP from its last message id. After FAIL_AFTER failed attempts
 * in a row it reports 'failed' (callers poll meanwhile) and keeps retrying.
 */
export type LiveStatus = 'connecting' | 'open' | 'closed' | 'failed';
export interface LiveSocketOptions {
  /** A URL, or a function giving one (a promise when a credential must be fetched first, e.g. the widget's ticket). */
  url: string | (() => string | Promise<string>);
  onEvent(e: RealtimeEvent): void;
  onOpen(): void;
  onStatus?(s: LiveStatus): void;
  WebSocketImpl?: typeof WebSocket;
}
export interface LiveSocket {
  send(frame: ClientFrame): boolean;
  close(): void;
  readonly isOpen: boolean;
}

export const FAIL_AFTER = 3;

export function openLiveSocket(o: LiveSocketOptions): LiveSocket {
  const Impl = o.WebSocketImpl ?? WebSocket;
  let current: WebSocket | null = null;
  let stopped = false;
  let failures = 0;
  let retry: ReturnType<typeof setTimeout> | undefined;
  let heartbeat: ReturnType<typeof setInterval> | undefined;
  let renew: ReturnType<typeof setTimeout> | undefined;
  const status = (s: LiveStatus) => o.onStatus?.(s);

  const connect = (): void => {
    if (stopped) return;
    if (!current) status(failures >= FAIL_AFTER ? 'failed' : 'connecting');
    let url: string | Promise<string>;
    try {
      url = typeof o.url === 'function' ? o.url() : o.url;
    } catch {
      dropped(null);
      return;
    }
    if (typeof url === 'string') open(url);
    else url.then(open, () => dropped(null));
  };

  const open = (url: string): void => {
    if (stopped) return;
    let ws: WebSocket;
    try {
      ws = new Impl(url);
    } catch {
      dropped(null);
      return;
    }
    let opened = false;
    ws.onopen = () => {
      opened = true;
      const previous = current;
      current = ws;
      failures = 0;
      // renewal: the old socket closes only now that the new one is open
      if (previous && previous !== ws) {
        previous.onclose = null;
        previous.close(1000, 'renewed');
      }
      clearInterval(heartbeat);
      heartbeat = setInterval(() => send({ type: 'ping' }), WS_HEARTBEAT_MS);
      clearTimeout(renew);
      renew = setTimeout(connect, WS_RECONNECT_BEFORE_MS);
      status('open');
      o.onOpen();
    };
    ws.onmessage = (m) => {
      try {
        const e = JSON.parse(String(m.data)) as RealtimeEvent;
        if (e && typeof e.type === 'string') o.onEvent(e);
      } catch {
        // not an event of ours (e.g. the gateway's own error JSON): nothing to show
      }
    };
    ws.onclose = () => {
      if (ws === current || !opened) dropped(ws);
    };
  };

  const dropped = (ws: WebSocket | null) => {
    if (ws && ws === current) {
      current = null;
      clearInterval(heartbeat);
      clearTimeout(renew);
    }
    if (stopped || current) return;
    failures++;
    status(failures >= FAIL_AFTER ? 'failed' : 'closed');
    const ceiling = Math.min(WS_BACKOFF_MAX_MS, WS_BACKOFF_MIN_MS * 2 ** (failures - 1));
    clearTimeout(retry);
    retry = setTimeout(connect, ceiling / 2 + Math.random() * (ceiling / 2));
  };

  const send = (frame: ClientFrame): boolean => {
    if (!current || current.readyState !== 1) return false;
    current.send(JSON.stringify(frame));
    return true;
  };

  connect();
  return {
    send,
    close() {
      stopped = true;
      clearTimeout(retry);
      clearTimeout(renew);
      clearInterval(heartbeat);
      if (current) {
        current.onclose = null;
        current.close(1000, 'closed by the page');
      }
      current = null;
    },
    get isOpen() {
      return current?.readyState === 1;
    },
  };
}
