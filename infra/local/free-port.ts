import { createServer } from 'node:net';

/** Whether `port` can be bound on `host` right now. */
export function isPortFree(port: number, host = '127.0.0.1'): Promise<boolean> {
  return new Promise((resolve) => {
    const server = createServer();
    server.unref();
    server.once('error', () => resolve(false));
    server.listen({ port, host, exclusive: true }, () => server.close(() => resolve(true)));
  });
}

/**
 * A port that is free on loopback. `preferred` is tried first (so a restart keeps its ports, which keeps
 * cognito-local's issuer URL, and with it existing sessions, valid); otherwise the OS picks one.
 */
export async function freePort(preferred?: number, host = '127.0.0.1'): Promise<number> {
  if (preferred && (await isPortFree(preferred, host))) return preferred;
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.unref();
    server.once('error', reject);
    server.listen({ port: 0, host, exclusive: true }, () => {
      const address = server.address();
      const port = typeof address === 'object' && address ? address.port : 0;
      server.close(() => resolve(port));
    });
  });
}
