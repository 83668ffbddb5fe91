import { describe, expect, it } from 'vitest';
import { getAll } from './batch-get';

describe('getAll', () => {
  it('asks again for the keys DynamoDB left unprocessed and returns every item', async () => {
    const asked: number[][] = [];
    const items = await getAll([1, 2, 3, 4], async (keys) => {
      asked.push(keys);
      // the first round leaves the last two keys unprocessed, as DynamoDB does under load
      return asked.length === 1
        ? { data: keys.slice(0, 2), unprocessed: keys.slice(2) }
        : { data: keys, unprocessed: [] };
    });
    expect(items).toEqual([1, 2, 3, 4]);
    expect(asked).toEqual([
      [1, 2, 3, 4],
      [3, 4],
    ]);
  });

  it('throws rather than answer short when keys stay unprocessed', async () => {
    await expect(getAll([1, 2], async (keys) => ({ data: [], unprocessed: keys }))).rejects.toThrow(
      'batch get left 2 keys unprocessed',
    );
  });

  it('reads nothing for no keys', async () => {
    let calls = 0;
    expect(
      await getAll([], async () => {
        calls++;
        return { data: [], unprocessed: [] };
      }),
    ).toEqual([]);
    expect(calls).toBe(0);
  });
});
