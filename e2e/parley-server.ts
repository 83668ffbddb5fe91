import { type ChildProcess, spawn } from 'node:child_process';
import { createWriteStream, mkdtempSync, rmSync, type WriteStream } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';

const READY = /Parley is running at (http:\/\/\S+)/;
/** Printed in the same write as the ready line: the SES stand-in (its inbox and SES_ENDPOINT). */
const MAIL_INBOX = /mail inbox: (http:\/\/\S+)/;
const START_TIMEOUT_MS = 150_000;
/**
 * The checkout whose product runs: this one, or PARLEY_ROOT (benches: another worktree's product driven by
 * this checkout's bench, so a change and its baseline are measured by the same script in the same run).
 */
const repoRoot = process.env.PARLEY_ROOT ? resolve(process.env.PARLEY_ROOT) : resolve(import.meta.dirname, '..');

export interface RunningParley {
  url: string;
  /** The process group leader (benchmarks read the group's memory). */
  pid: number;
  /** The SES stand-in's endpoint: SES_ENDPOINT for functions/test-support/mail-inbox.ts. */
  mailInbox: string;
  /** Its DATA_DIR (ports.json there names DynamoDB Local's port, which bench:chat-load reads back). */
  dataDir: string;
  /** SIGTERM to the whole process group, SIGKILL if it lingers, then the data dir is removed. */
  stop: () => Promise<void>;
}

/**
 * Resolves with the URLs once the product prints its ready line; rejects if it exits or times out first.
 * `log`: where everything it prints goes (startup included); without one the output is drained unread.
 */
function waitForReady(child: ChildProcess, log?: WriteStream): Promise<{ url: string; mailInbox: string }> {
  const output: string[] = [];
  return new Promise((resolvePromise, reject) => {
    const timer = setTimeout(
      () => reject(new Error(`Parley did not start in ${START_TIMEOUT_MS / 1000} s:\n${output.join('')}`)),
      START_TIMEOUT_MS,
    );
    const onErr = (chunk: Buffer) => output.push(chunk.toString());
    const onData = (chunk: Buffer) => {
      output.push(chunk.toString());
      const text = output.join('');
      const match = READY.exec(text);
      const inbox = MAIL_INBOX.exec(text);
      if (!match || !inbox) return;
      clearTimeout(timer);
      // From here on the request log goes to `log` or is drained unread, so a full pipe never stalls the server.
      child.stdout?.off('data', onData);
      child.stderr?.off('data', onErr);
      if (log) {
        log.write(text);
        child.stdout?.pipe(log, { end: false });
        child.stderr?.pipe(log, { end: false });
      } else {
        child.stdout?.resume();
        child.stderr?.resume();
      }
      resolvePromise({ url: match[1], mailInbox: inbox[1] });
    };
    child.stdout?.on('data', onData);
    child.stderr?.on('data', onErr);
    child.once('exit', (code) => {
      clearTimeout(timer);
      reject(new Error(`Parley exited with code ${code} before it was ready:\n${output.join('')}`));
    });
  });
}

function stopGroup(child: ChildProcess): Promise<void> {
  const pid = child.pid;
  if (child.exitCode !== null || child.signalCode !== null || !pid) return Promise.resolve();
  return new Promise((resolvePromise) => {
    const force = setTimeout(() => {
      try {
        process.kill(-pid, 'SIGKILL');
      } catch {
        // already gone
      }
      resolvePromise();
    }, 15_000);
    child.once('exit', () => {
      clearTimeout(force);
      resolvePromise();
    });
    try {
      process.kill(-pid, 'SIGTERM');
    } catch {
      clearTimeout(force);
      resolvePromise();
    }
  });
}

/**
 * Starts the product the way `npm start` does (infra/local/start.ts, with `flags` such as --in-memory) on a
 * port the OS picks with a throw-away DATA_DIR. Its own process group, so one signal reaches the runtime,
 * DynamoDB Local and cognito-local. Under node with tsx's loader, as package.json's start script runs it, not
 * under the tsx CLI: that CLI relays a signal to its child and SIGKILLs a child that has not acknowledged it
 * within 2 × 30 ms (node_modules/tsx/dist/cli.mjs), so on a busy machine a stop skipped the shutdown.
 */
export async function startParley(flags: readonly string[] = [], logFile?: string): Promise<RunningParley> {
  const dataDir = mkdtempSync(join(tmpdir(), 'parley-web-'));
  const child = spawn(process.execPath, ['--import', 'tsx', 'infra/local/start.ts', ...flags], {
    cwd: repoRoot,
    env: {
      ...process.env,
      // port 0: the gateway binds a port the OS picks and prints it in its ready line (read below)
      PORT: '0',
      DATA_DIR: dataDir,
      AWS_SDK_JS_NODE_VERSION_SUPPORT_WARNING_DISABLED: 'true',
      // npm start builds a stale web/dist in the background; browser tests need the finished build
      PARLEY_WAIT_FOR_WEB: '1',
      // every browser test signs up and chats from 127.0.0.1: about thirty sign-ups in one run outgrow
      // the real 20 per 10 minutes per address (CI failed with a 429 at sign-up when a run was quick),
      // so the per-IP budgets are scaled as the vitest suites scale them; their real sizes are tested
      // in functions/http/public-site-limits.int.test.ts
      RATE_LIMIT_SCALE: process.env.RATE_LIMIT_SCALE ?? '10',
    },
    detached: true,
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  const log = logFile ? createWriteStream(logFile) : undefined;
  const stop = async () => {
    await stopGroup(child);
    await new Promise<void>((done) => (log ? log.end(done) : done()));
    rmSync(dataDir, { recursive: true, force: true });
  };
  try {
    return { ...(await waitForReady(child, log)), stop, pid: child.pid ?? 0, dataDir };
  } catch (error) {
    await stop();
    throw error;
  }
}
