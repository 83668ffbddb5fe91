import { openLiveSocket } from '@shared/realtime-socket';
import type { ClientFrame, RealtimeEvent } from '@shared/schemas/realtime';
import { pollingTransport, type Transport, type WidgetApi } from './api';

/**
 * The widget's live transport: the WebSocket API (`/ws?token=`) while it is open, polling while it is
 * not. Every (re)open catches up once over HTTP from the last message id shown; the panel drops ids it
 * already shows, so a reconnect neither loses nor repeats a message.
 */
export interface LiveTransport extends Transport {
  send(frame: ClientFrame): boolean;
}

export function liveTransport(
  api: WidgetApi,
  /** The socket URL with a fresh live ticket, or null while there is no conversation. */
  socketUrl: () => (() => Promise<string>) | null,
  onEvent: (e: RealtimeEvent) => void,
  WebSocketImpl?: typeof WebSocket,
): LiveTransport {
  const polling = pollingTransport(api);
  let socket: ReturnType<typeof openLiveSocket> | null = null;
  return {
    start(onUpdate, lastId) {
      const url = socketUrl();
      if (socket || !url) return url ? undefined : polling.start(onUpdate, lastId);
      // until the socket opens (and whenever it is down) polling carries the chat
      polling.start(onUpdate, lastId);
      socket = openLiveSocket({
        url,
        WebSocketImpl,
        onEvent,
        onOpen() {
          polling.stop();
          api.after(lastId()).then(onUpdate, () => undefined);
        },
        onStatus(s) {
          if (s === 'closed' || s === 'failed') polling.start(onUpdate, lastId);
        },
      });
    },
    stop() {
      polling.stop();
      socket?.close();
      socket = null;
    },
    send: (frame) => socket?.send(frame) ?? false,
  };
}

/** ws(s)://host/ws?ticket=… from the widget's API origin, with a one-minute ticket fetched for each (re)connect. */
export const socketUrlOf = (apiUrl: string, api: WidgetApi) => async () =>
  `${apiUrl.replace(/\/$/, '').replace(/^http/, 'ws')}/ws?ticket=${encodeURIComponent(await api.liveTicket())}`;
