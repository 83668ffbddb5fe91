import { spawn } from 'node:child_process';
import { once } from 'node:events';
import { describe, expect, it } from 'vitest';
import { cpuByGroup, cpuSince, processCpu, processTree } from './process-cpu';

// a child that says "ready", then on any input spins for 300 ms of its own CPU time and says "done"
const SPINNER = `
process.stdout.write('ready\\n');
process.stdin.once('data', () => {
  const t = process.cpuUsage();
  while ((process.cpuUsage(t).user + process.cpuUsage(t).system) / 1000 < 300);
  process.stdout.write('done\\n');
});`;

describe('process CPU from /proc', () => {
  it('finds a child in its parent tree and counts the CPU it burns, by group', async () => {
    const child = spawn(process.execPath, ['-e', SPINNER]);
    try {
      const pid = child.pid ?? 0;
      const said = (word: string) =>
        new Promise<void>((resolve) => child.stdout.on('data', (d: Buffer) => String(d).includes(word) && resolve()));
      await said('ready');
      const childOnly = () => cpuByGroup([process.pid], (p) => (p.pid === pid ? 'child' : undefined));
      const before = childOnly();
      expect(processTree(process.pid).map((p) => p.pid)).toContain(pid);
      expect(processCpu(pid)?.cmdline).toContain('ready');
      const done = said('done');
      child.stdin.write('go\n');
      await done;
      const spent = cpuSince(before, childOnly());
      expect(Object.keys(spent)).toEqual(['child']);
      // 300 ms of CPU, counted in ticks of 10 ms
      expect(spent.child).toBeGreaterThanOrEqual(280);
    } finally {
      child.kill();
      await once(child, 'exit');
    }
  });

  it('answers undefined for a process that is gone', () => {
    expect(processCpu(2 ** 22 + 1)).toBeUndefined();
  });
});
