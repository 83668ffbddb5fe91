import { FAIL_AFTER, openLiveSocket } from './realtime-socket';
import { WS_BACKOFF_MAX_MS, WS_HEARTBEAT_MS, WS_RECONNECT_BEFORE_MS } from './schemas/realtime';
import { FakeWebSocket, FakeWebSocketImpl } from './test-support/fake-web-socket';

const FakeSocket = FakeWebSocket;
const Impl = FakeWebSocketImpl;
const last = () => FakeWebSocket.last;

beforeEach(() => {
  FakeSocket.all = [];
  vi.useFakeTimers();
});
afterEach(() => vi.useRealTimers());

describe('openLiveSocket', () => {
  it('pings inside the idle limit, hands events over and catches up on every open', () => {
    const events: unknown[] = [];
    const onOpen = vi.fn();
    const s = openLiveSocket({ url: 'ws://x/ws', WebSocketImpl: Impl, onEvent: (e) => events.push(e), onOpen });
    last().open();
    expect(onOpen).toHaveBeenCalledTimes(1);
    expect(s.isOpen).toBe(true);
    vi.advanceTimersByTime(WS_HEARTBEAT_MS);
    expect(last().sent).toEqual([JSON.stringify({ type: 'ping' })]);
    last().onmessage?.({ data: JSON.stringify({ type: 'pong' }) });
    last().onmessage?.({ data: 'not json' });
    expect(events).toEqual([{ type: 'pong' }]);
    s.close();
  });

  it('reconnects after a drop with growing, capped backoff, reports failed after a few tries, and recovers', () => {
    const statuses: string[] = [];
    const onOpen = vi.fn();
    const s = openLiveSocket({
      url: 'ws://x/ws',
      WebSocketImpl: Impl,
      onEvent: () => undefined,
      onOpen,
      onStatus: (st) => statuses.push(st),
    });
    last().open();
    last().drop();
    expect(statuses.at(-1)).toBe('closed');
    const delays: number[] = [];
    for (let i = 0; i < 8; i++) {
      const before = FakeSocket.all.length;
      let waited = 0;
      while (FakeSocket.all.length === before) {
        vi.advanceTimersByTime(100);
        waited += 100;
      }
      delays.push(waited);
      last().drop();
    }
    expect(statuses).toContain('failed');
    expect(statuses.indexOf('failed')).toBeGreaterThanOrEqual(FAIL_AFTER - 1);
    expect(Math.max(...delays)).toBeLessThanOrEqual(WS_BACKOFF_MAX_MS + 100);
    expect(delays.at(-1)!).toBeGreaterThan(delays[0]);
    vi.advanceTimersByTime(WS_BACKOFF_MAX_MS);
    last().open();
    expect(statuses.at(-1)).toBe('open');
    expect(onOpen).toHaveBeenCalledTimes(2);
    s.close();
  });

  it('renews before the 2-hour limit, opening the new socket before closing the old', () => {
    const onOpen = vi.fn();
    const s = openLiveSocket({ url: 'ws://x/ws', WebSocketImpl: Impl, onEvent: () => undefined, onOpen });
    const first = last();
    first.open();
    vi.advanceTimersByTime(WS_RECONNECT_BEFORE_MS);
    const second = last();
    expect(second).not.toBe(first);
    expect(first.closed).toBe(false);
    second.open();
    expect(first.closed).toBe(true);
    expect(onOpen).toHaveBeenCalledTimes(2);
    expect(s.isOpen).toBe(true);
    s.close();
  });

  it('close() stops every timer: no ping, no reconnect', () => {
    const s = openLiveSocket({
      url: 'ws://x/ws',
      WebSocketImpl: Impl,
      onEvent: () => undefined,
      onOpen: () => undefined,
    });
    last().open();
    s.close();
    expect(vi.getTimerCount()).toBe(0);
    expect(s.send({ type: 'ping' })).toBe(false);
  });
});
