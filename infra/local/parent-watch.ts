import { readFileSync } from 'node:fs';
import { isAlive } from './process-state';

/**
 * `npm start` runs `sh -c "node --import tsx infra/local/start.ts"`. A SIGTERM sent to npm (a process
 * manager, a test) stops npm and sh but does not reach this process, which would be orphaned with
 * its Java and cognito-local children. So: watch the ancestors up to the npm process and report when one
 * of them is gone. Terminal Ctrl-C reaches the whole process group and needs none of this.
 * Linux only (/proc); elsewhere it watches nothing.
 */
function parentOf(pid: number): { ppid: number; cmd: string } | undefined {
  try {
    const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
    const ppid = Number(stat.slice(stat.lastIndexOf(')') + 2).split(' ')[1]);
    const cmd = readFileSync(`/proc/${pid}/cmdline`, 'utf8').replace(/\0/g, ' ');
    return { ppid, cmd };
  } catch {
    return undefined;
  }
}

/** Ancestors of this process up to and including the npm process that started it (empty if none). */
export function npmAncestors(maxDepth = 6): number[] {
  if (!process.env.npm_lifecycle_event) return [];
  const chain: number[] = [];
  let pid = process.ppid;
  for (let i = 0; i < maxDepth && pid > 1; i++) {
    const info = parentOf(pid);
    if (!info) return [];
    chain.push(pid);
    if (/(^|\/)npm(-cli\.js)?(\s|$)|npm-cli\.js|\bnpm (start|run)/.test(info.cmd)) return chain;
    pid = info.ppid;
  }
  return [];
}

/** Calls `onGone` once if any npm ancestor exits. Returns a function that stops watching. */
export function watchNpmAncestors(onGone: () => void, intervalMs = 1000): () => void {
  const chain = npmAncestors();
  if (chain.length === 0) return () => {};
  const timer = setInterval(() => {
    if (chain.some((pid) => !isAlive(pid))) {
      clearInterval(timer);
      onGone();
    }
  }, intervalMs);
  timer.unref();
  return () => clearInterval(timer);
}
