import { describe, expect, it, vi } from 'vitest';
import type { Logger } from '../../base/logger';

// the queue itself is not what is tested here: whether a failed send can fail the work before it
const sent: unknown[][] = [];
let queueAnswer: () => Promise<string> = async () => 'm-1';
vi.mock('../../adapters/queue', () => ({
  sendMessage: (...args: unknown[]) => {
    sent.push(args);
    return queueAnswer();
  },
}));
const { queueIndexBuild } = await import('./queue-index-build');

const logger = () => {
  const warned: unknown[][] = [];
  const log = { warn: (...a: unknown[]) => warned.push(a) } as unknown as Logger;
  return { log, warned };
};

describe('queueIndexBuild', () => {
  it("asks the index queue to build the tenant's index", async () => {
    const { log, warned } = logger();
    await queueIndexBuild('tenant-a', log);
    expect(sent).toEqual([['knowledge.publish-index', { payload: { clientId: 'tenant-a' } }]]);
    expect(warned).toEqual([]);
  });

  it('never fails the crawl or the file when the queue refuses: it logs, and the first turn builds the index', async () => {
    queueAnswer = async () => {
      throw new Error('queue unavailable');
    };
    const { log, warned } = logger();
    await expect(queueIndexBuild('tenant-b', log)).resolves.toBeUndefined();
    expect(warned.map(([msg, data]) => [msg, (data as { clientId: string }).clientId])).toEqual([
      ['knowledge index build not queued; the first turn will build it', 'tenant-b'],
    ]);
  });
});
