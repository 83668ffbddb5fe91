import { existsSync, readdirSync, readFileSync, readlinkSync, statSync } from 'node:fs';
import { createServer } from 'node:net';
import { type ManagedProcess, type SpawnOptions, spawnService, waitUntilReady } from './processes';

/**
 * Ports for the child processes of the local runtime (DynamoDB Local, cognito-local). They are told a
 * port and cannot report one they chose (cognito-local writes its port into the tokens' issuer, Java
 * DynamoDB Local only prints the port it was given), so a start is tried on a port and tried again on
 * another when that one turns out to be taken: never "pick a free port now, bind it later" and hope.
 * In-process servers (the gateway, s3rver, fakes) bind port 0 and read back the port they got.
 */

/** The port was taken by another process: the start may be tried again on another port. */
export class PortInUseError extends Error {}

/** What a child's log says when its port is taken (Node: EADDRINUSE; Jetty: BindException). */
export const PORT_IN_USE_LOG = /EADDRINUSE|BindException|Address already in use|Failed to bind/;

/** A port nobody listens on at this instant: only a first guess for a child, whose start is retried. */
function unusedPort(host = '127.0.0.1'): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.unref();
    server.once('error', reject);
    server.listen({ port: 0, host, exclusive: true }, () => {
      const address = server.address();
      server.close(() => resolve(typeof address === 'object' && address ? address.port : 0));
    });
  });
}

/**
 * Starts something on a port, again on another one while its start fails with PortInUseError.
 * `preferred` (a port from an earlier run: cognito-local's issuer, and so the sessions, stay valid across
 * restarts) is tried first.
 */
export async function startOnAPort<T>(
  name: string,
  start: (port: number) => Promise<T>,
  opts: { preferred?: number; attempts?: number } = {},
): Promise<T> {
  const attempts = opts.attempts ?? 5;
  const taken: number[] = [];
  for (let i = 0; i < attempts; i++) {
    const port = i === 0 && opts.preferred ? opts.preferred : await unusedPort();
    try {
      return await start(port);
    } catch (err) {
      if (!(err instanceof PortInUseError)) throw err;
      taken.push(port);
    }
  }
  throw new Error(`${name} could not start: ports ${taken.join(', ')} were each taken by another process`);
}

/**
 * Whether process `pid` itself listens on TCP `port` (Linux /proc: a listening socket of that port among
 * the process's open files). A probe alone cannot tell: while a child is still starting, another server
 * on the same port would answer it. Where /proc is missing this cannot be checked and says true.
 */
export function listensOn(pid: number, port: number): boolean {
  let tables: string[];
  try {
    tables = ['/proc/net/tcp', '/proc/net/tcp6'].map((f) => readFileSync(f, 'utf8'));
  } catch {
    return true;
  }
  const hexPort = port.toString(16).toUpperCase().padStart(4, '0');
  const inodes = new Set<string>();
  for (const line of tables.flatMap((t) => t.split('\n').slice(1))) {
    const cols = line.trim().split(/\s+/);
    // local_address is ADDR:PORT in hex, st 0A is LISTEN, the inode is the tenth column
    if (cols[1]?.endsWith(`:${hexPort}`) && cols[3] === '0A') inodes.add(cols[9]);
  }
  if (!inodes.size) return false;
  try {
    return readdirSync(`/proc/${pid}/fd`).some((fd) => {
      try {
        const target = readlinkSync(`/proc/${pid}/fd/${fd}`);
        return target.startsWith('socket:[') && inodes.has(target.slice('socket:['.length, -1));
      } catch {
        return false;
      }
    });
  } catch {
    return false;
  }
}

/**
 * Spawns a service told to listen on `port` and waits until it is ready: it listens on that port
 * itself (listensOn) and `probe` answers. A start whose port is taken (its log says so, whether the
 * process exits, as cognito-local does, or lingers, as DynamoDB Local's JVM does) is stopped and
 * fails with PortInUseError, for startOnAPort to try another port.
 */
export async function spawnOnPort(
  opts: SpawnOptions,
  port: number,
  probe: () => Promise<boolean>,
  timeoutMs?: number,
): Promise<ManagedProcess> {
  const offset = existsSync(opts.logFile) ? statSync(opts.logFile).size : 0;
  const portTaken = () => {
    try {
      return PORT_IN_USE_LOG.test(readFileSync(opts.logFile, 'utf8').slice(offset));
    } catch {
      return false;
    }
  };
  const proc = await spawnService(opts);
  let taken = false;
  try {
    await waitUntilReady(
      proc,
      async () => {
        if (portTaken()) taken = true;
        if (taken) return true; // stop polling; reported below
        return listensOn(proc.pid, port) && (await probe());
      },
      timeoutMs,
    );
  } catch (err) {
    await proc.stop(1000);
    if (portTaken()) throw new PortInUseError(`${opts.name}: port ${port} is taken`);
    throw err;
  }
  if (taken) {
    await proc.stop(1000);
    throw new PortInUseError(`${opts.name}: port ${port} is taken`);
  }
  return proc;
}
