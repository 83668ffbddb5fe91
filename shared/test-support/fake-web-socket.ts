import type { RealtimeEvent } from '../schemas/realtime';

/**
 * A WebSocket stand-in for unit tests of the live channel's clients: the test opens it, pushes events
 * through it and drops it. Every instance is kept in `all` (reset it between tests).
 */
export class FakeWebSocket {
  static all: FakeWebSocket[] = [];
  readyState = 0;
  sent: string[] = [];
  closed = false;
  onopen: (() => void) | null = null;
  onmessage: ((m: { data: string }) => void) | null = null;
  onclose: (() => void) | null = null;
  constructor(readonly url: string) {
    FakeWebSocket.all.push(this);
  }
  send(data: string) {
    this.sent.push(data);
  }
  close() {
    this.closed = true;
    this.readyState = 3;
  }
  open() {
    this.readyState = 1;
    this.onopen?.();
  }
  drop() {
    this.readyState = 3;
    this.onclose?.();
  }
  push(e: RealtimeEvent) {
    this.onmessage?.({ data: JSON.stringify(e) });
  }
  static get last(): FakeWebSocket {
    return FakeWebSocket.all[FakeWebSocket.all.length - 1];
  }
}
/** The class as the socket client's `WebSocketImpl` option takes it. */
export const FakeWebSocketImpl = FakeWebSocket as unknown as typeof WebSocket;
