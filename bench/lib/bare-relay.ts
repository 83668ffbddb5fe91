import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import WebSocket, { WebSocketServer } from 'ws';

/**
 * The same-run reference of bench:chat: the least a live message can cost on this machine. A plain Node
 * server that takes an HTTP POST and relays its body to every open WebSocket (no auth, no storage, no
 * queue), measured exactly as the product is: from the sender's request start to the event on the other
 * socket. A figure divided by this one says how far the product is from the machine's floor.
 */
export async function startBareRelay(): Promise<{ url: string; wsUrl: string; close: () => Promise<void> }> {
  const sockets = new Set<WebSocket>();
  const server = createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (c: Buffer) => chunks.push(c));
    req.on('end', () => {
      const body = Buffer.concat(chunks).toString();
      for (const s of sockets) s.send(body);
      res.writeHead(200, { 'content-type': 'application/json' }).end('{}');
    });
  });
  const wss = new WebSocketServer({ server });
  wss.on('connection', (s) => {
    sockets.add(s);
    s.on('close', () => sockets.delete(s));
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}/relay`,
    wsUrl: `ws://127.0.0.1:${port}/`,
    close: async () => {
      for (const s of sockets) s.terminate();
      await new Promise<void>((resolve) => wss.close(() => resolve()));
      await new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
}

/** `count` messages through the relay, one at a time: request start → arrival on the other socket (ms). */
export async function measureRelay(relay: { url: string; wsUrl: string }, count: number): Promise<number[]> {
  const receiver = new WebSocket(relay.wsUrl);
  await new Promise<void>((resolve, reject) => {
    receiver.once('open', () => resolve());
    receiver.once('error', reject);
  });
  const waiting = new Map<string, (at: number) => void>();
  receiver.on('message', (data) => {
    const at = performance.now();
    const { content } = JSON.parse(String(data)) as { content: string };
    waiting.get(content)?.(at);
    waiting.delete(content);
  });
  const timings: number[] = [];
  try {
    for (let i = 0; i < count; i++) {
      const content = `relay message ${i}`;
      const arrived = new Promise<number>((resolve) => waiting.set(content, resolve));
      const t0 = performance.now();
      const res = await fetch(relay.url, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ type: 'message.created', content }),
      });
      await res.arrayBuffer();
      timings.push((await arrived) - t0);
    }
  } finally {
    receiver.close();
  }
  return timings;
}
