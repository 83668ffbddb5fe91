import { type ChildProcess, spawn } from 'node:child_process';
import { closeSync, mkdirSync, openSync, readFileSync } from 'node:fs';
import { dirname } from 'node:path';

/** A child process the local runtime owns: it is stopped with the runtime and never outlives it. */
export interface ManagedProcess {
  name: string;
  pid: number;
  logFile: string;
  /** Resolves when the process has exited (code or signal). */
  exited: Promise<{ code: number | null; signal: NodeJS.Signals | null }>;
  readonly running: boolean;
  /** SIGTERM, then SIGKILL after `graceMs`; resolves once the process is gone. */
  stop(graceMs?: number): Promise<void>;
  /** The last part of the log, for error messages. */
  logTail(chars?: number): string;
}

const live = new Set<ChildProcess>();
let exitHookInstalled = false;

function installExitHook(): void {
  if (exitHookInstalled) return;
  exitHookInstalled = true;
  // Last line of defence: whatever way this process ends (uncaught error, process.exit), kill the children.
  process.on('exit', () => {
    for (const child of live) {
      try {
        if (child.pid) process.kill(child.pid, 'SIGKILL');
      } catch {
        // already gone
      }
    }
  });
}

/**
 * A tiny shell watchdog that kills `childPid` if this process dies without stopping it (SIGKILL, OOM):
 * Node has no PR_SET_PDEATHSIG, and a detached child would otherwise be orphaned.
 */
function spawnWatchdog(childPid: number): ChildProcess {
  const script =
    'while kill -0 "$0" 2>/dev/null && kill -0 "$1" 2>/dev/null; do sleep 1; done; ' +
    'if kill -0 "$1" 2>/dev/null; then kill -TERM "$1"; sleep 3; kill -KILL "$1"; fi 2>/dev/null';
  const dog = spawn('sh', ['-c', script, String(process.pid), String(childPid)], {
    detached: true,
    stdio: 'ignore',
  });
  dog.on('error', () => {});
  dog.unref();
  return dog;
}

export interface SpawnOptions {
  name: string;
  command: string;
  args: string[];
  cwd?: string;
  env?: NodeJS.ProcessEnv;
  /** stdout and stderr go here (appended). */
  logFile: string;
  /** Message for ENOENT (command not installed). */
  missingCommandHint?: string;
}

/** Spawns a service process; rejects if it cannot be started at all (e.g. the command is missing). */
export async function spawnService(opts: SpawnOptions): Promise<ManagedProcess> {
  installExitHook();
  mkdirSync(dirname(opts.logFile), { recursive: true });
  const fd = openSync(opts.logFile, 'a');
  let child: ChildProcess;
  try {
    // Own process group: a terminal Ctrl-C reaches only the runtime, which then stops children in order.
    child = spawn(opts.command, opts.args, {
      cwd: opts.cwd,
      env: opts.env ?? process.env,
      stdio: ['ignore', fd, fd],
      detached: true,
    });
  } finally {
    closeSync(fd);
  }
  await new Promise<void>((resolve, reject) => {
    child.once('spawn', () => resolve());
    child.once('error', (err: NodeJS.ErrnoException) => {
      if (err.code === 'ENOENT' && opts.missingCommandHint) reject(new Error(opts.missingCommandHint));
      else reject(new Error(`Could not start ${opts.name} (${opts.command}): ${err.message}`));
    });
  });
  const pid = child.pid!;
  live.add(child);
  const dog = spawnWatchdog(pid);
  let running = true;
  const exited = new Promise<{ code: number | null; signal: NodeJS.Signals | null }>((resolve) => {
    child.once('exit', (code, signal) => {
      running = false;
      live.delete(child);
      try {
        if (dog.pid) process.kill(dog.pid, 'SIGKILL');
      } catch {
        // watchdog already gone
      }
      resolve({ code, signal });
    });
  });
  // The runtime's event loop should not be held open by children; stop() is explicit.
  child.unref();
  return {
    name: opts.name,
    pid,
    logFile: opts.logFile,
    exited,
    get running() {
      return running;
    },
    async stop(graceMs = 5000) {
      if (!running) return;
      child.kill('SIGTERM');
      const timer = setTimeout(() => {
        if (running) child.kill('SIGKILL');
      }, graceMs);
      await exited;
      clearTimeout(timer);
    },
    logTail(chars = 2000) {
      try {
        const text = readFileSync(opts.logFile, 'utf8');
        return text.slice(-chars);
      } catch {
        return '';
      }
    },
  };
}

/** Polls `probe` until it resolves true; fails early if `proc` exits, or after `timeoutMs`. */
export async function waitUntilReady(
  proc: ManagedProcess,
  probe: () => Promise<boolean>,
  timeoutMs = 30_000,
  intervalMs = 100,
): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (!proc.running) {
      throw new Error(`${proc.name} exited during start-up. Last log lines (${proc.logFile}):\n${proc.logTail()}`);
    }
    if (await probe().catch(() => false)) return;
    await new Promise((r) => setTimeout(r, intervalMs));
  }
  await proc.stop(1000);
  throw new Error(`${proc.name} did not become ready in ${timeoutMs} ms. Log (${proc.logFile}):\n${proc.logTail()}`);
}
