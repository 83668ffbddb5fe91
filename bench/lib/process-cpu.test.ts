import { spawn } from 'node:child_process';
import { once } from 'node:events';
import { describe, expect, it } from 'vitest';
import { cpuByGroup, cpuSince, processCpu, processTree } from './process-cpu';

// a process that says "ready", then on any input spins for 300 ms of its own CPU time, about half of it in
// the kernel (reads of /proc/self/stat), and says "done"; it stays (its CPU still readable) until its input ends
const SPINNER = `
const { readFileSync } = require('node:fs');
process.stdout.write('ready\\n');
process.stdin.once('data', () => {
  const t = process.cpuUsage();
  while ((process.cpuUsage(t).user + process.cpuUsage(t).system) / 1000 < 300) readFileSync('/proc/self/stat');
  const used = process.cpuUsage(t);
  process.stdout.write('done ' + JSON.stringify(used) + '\\n');
});
process.stdin.on('end', () => process.exit(0));`;
// its parent: started by the test, it starts the spinner with its own stdio, so the spinner is a grandchild
const PARENT = `require('node:child_process').spawn(process.execPath, ['-e', ${JSON.stringify(SPINNER)}], { stdio: 'inherit' }).on('exit', () => process.exit(0));`;

describe('process CPU from /proc', () => {
  it("finds a grandchild in its grandparent's tree and counts the CPU it burns, user and system, by group", async () => {
    const child = spawn(process.execPath, ['-e', PARENT]);
    let pid = -1;
    try {
      let out = '';
      const said = (word: string) =>
        new Promise<string>((resolve) =>
          child.stdout.on('data', (d: Buffer) => {
            out += String(d);
            if (out.includes(word)) resolve(out);
          }),
        );
      await said('ready');
      const spinner = processTree(process.pid).find((p) => p.cmdline.includes('readFileSync') && p.ppid === child.pid);
      expect(spinner, 'the spinner, a grandchild of this process').toBeDefined();
      pid = spinner?.pid ?? -1;
      expect(processCpu(pid)?.ppid).toBe(child.pid);
      const spinnerOnly = () => cpuByGroup([process.pid], (p) => (p.pid === pid ? 'spinner' : undefined));
      const before = spinnerOnly();
      const done = said('done');
      child.stdin.write('go\n');
      const used = JSON.parse(/done (\{.*\})/.exec(await done)?.[1] ?? '{}') as { user: number; system: number };
      const spent = cpuSince(before, spinnerOnly());
      expect(Object.keys(spent)).toEqual(['spinner']);
      // /proc counts in ticks of 10 ms; the process's own figure, user + system, is the truth to meet
      const own = (used.user + used.system) / 1000;
      expect(used.system / 1000, 'the spinner spent kernel time too').toBeGreaterThan(30);
      expect(spent.spinner).toBeGreaterThanOrEqual(own - 30);
      expect(spent.spinner).toBeLessThanOrEqual(own + 30);
    } finally {
      // the spinner exits when its input ends, and its parent with it; neither is left behind
      const exited = once(child, 'exit');
      child.stdin.end();
      const timer = setTimeout(() => {
        if (pid > 0 && processCpu(pid)) process.kill(pid, 'SIGKILL');
        child.kill('SIGKILL');
      }, 5000);
      await exited;
      clearTimeout(timer);
    }
  });

  it('answers undefined for a process that is gone, and no tree for pid 0', () => {
    expect(processCpu(2 ** 22 + 1)).toBeUndefined();
    expect(processTree(0)).toEqual([]);
  });
});
