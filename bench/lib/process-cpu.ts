import { readdirSync, readFileSync } from 'node:fs';

/**
 * CPU time of processes, from /proc (Linux): what a bench's requests cost each process on the machine, so a
 * figure beside a same-run reference can be split into the product's share and the local stand-ins' (DynamoDB
 * Local's JVM), which in AWS run on no core of the function's.
 */

/** /proc/<pid>/stat counts in clock ticks of 1/100 s (USER_HZ on Linux). */
const TICK_MS = 10;

export interface ProcessCpu {
  pid: number;
  ppid: number;
  /** user + system time so far, every thread, ms */
  cpuMs: number;
  cmdline: string;
}

/** One process's figures, undefined once it has exited. */
export function processCpu(pid: number): ProcessCpu | undefined {
  try {
    const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
    // the command name in parentheses may hold spaces: the fields after its closing parenthesis
    const f = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
    const cmdline = readFileSync(`/proc/${pid}/cmdline`, 'utf8').replaceAll('\0', ' ').trim();
    return { pid, ppid: Number(f[1]), cpuMs: (Number(f[11]) + Number(f[12])) * TICK_MS, cmdline };
  } catch {
    return undefined;
  }
}

/** `root` and every process descended from it, as they are now. */
export function processTree(root: number): ProcessCpu[] {
  // pid 0 is the kernel's: its "children" (init, kthreadd) would take in the whole machine
  if (root <= 0) return [];
  const all = readdirSync('/proc')
    .filter((d) => /^\d+$/.test(d))
    .map((d) => processCpu(Number(d)))
    .filter((p): p is ProcessCpu => p !== undefined);
  const inTree = new Set([root]);
  // parents come before children in pid order only mostly: repeat until nothing joins
  for (let grew = true; grew; ) {
    grew = false;
    for (const p of all)
      if (!inTree.has(p.pid) && inTree.has(p.ppid)) {
        inTree.add(p.pid);
        grew = true;
      }
  }
  return all.filter((p) => inTree.has(p.pid));
}

/**
 * CPU ms so far of the trees under `roots`, summed by group: `groupOf` names a process's group (undefined: not
 * counted). Take it before and after a run; `cpuSince` gives the difference.
 */
export function cpuByGroup(
  roots: readonly number[],
  groupOf: (p: ProcessCpu) => string | undefined,
): Record<string, number> {
  const out: Record<string, number> = {};
  const seen = new Set<number>();
  for (const root of roots)
    for (const p of processTree(root)) {
      if (seen.has(p.pid)) continue;
      seen.add(p.pid);
      const group = groupOf(p);
      if (group !== undefined) out[group] = (out[group] ?? 0) + p.cpuMs;
    }
  return out;
}

/** `after − before` per group (a group missing before counts from 0). */
export function cpuSince(before: Record<string, number>, after: Record<string, number>): Record<string, number> {
  return Object.fromEntries(Object.entries(after).map(([group, ms]) => [group, ms - (before[group] ?? 0)]));
}
