import { readFileSync } from 'node:fs';

/**
 * Reading what another process left behind: a JSON file of the data folder (runtime.json, ports.json,
 * written by runtime.ts) and whether a process id is still alive. Shared by the runtime, its parent
 * watch and the platform-config CLI, which all ask "is Parley (or my parent) still running?".
 */
export function readJson<T>(file: string): T | undefined {
  try {
    return JSON.parse(readFileSync(file, 'utf8')) as T;
  } catch {
    return undefined;
  }
}

/** Signal 0 checks that the process exists without touching it. */
export function isAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch {
    return false;
  }
}
