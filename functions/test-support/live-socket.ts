import type { RealtimeEvent } from '@shared/schemas/realtime';
import WebSocket from 'ws';

/** A socket through the test gateway's /ws that records every event; `next` waits for the first event matching a predicate. */
export async function live(url: string, headers: Record<string, string> = {}) {
  const events: RealtimeEvent[] = [];
  const socket = new WebSocket(url, { headers });
  const waiters: { match: (e: RealtimeEvent) => boolean; resolve: (e: RealtimeEvent) => void }[] = [];
  socket.on('message', (data) => {
    const e = JSON.parse(String(data)) as RealtimeEvent;
    events.push(e);
    for (const w of [...waiters]) {
      if (w.match(e)) {
        waiters.splice(waiters.indexOf(w), 1);
        w.resolve(e);
      }
    }
  });
  await new Promise<void>((resolve, reject) => {
    socket.once('open', () => resolve());
    socket.once('unexpected-response', (_req, res) => reject(new Error(`refused ${res.statusCode}`)));
    socket.once('error', reject);
  });
  const next = (match: (e: RealtimeEvent) => boolean, ms = 5000) =>
    new Promise<RealtimeEvent>((resolve, reject) => {
      const found = events.find(match);
      if (found) return resolve(found);
      const timer = setTimeout(() => reject(new Error('no matching event')), ms);
      waiters.push({
        match,
        resolve: (e) => {
          clearTimeout(timer);
          resolve(e);
        },
      });
    });
  const send = (frame: unknown) => socket.send(JSON.stringify(frame));
  return { socket, events, next, send, close: () => socket.close() };
}
export type LiveSocket = Awaited<ReturnType<typeof live>>;
