/** Rounds of BatchGet for the keys DynamoDB left unprocessed (under load) before the read fails. */
const BATCH_ROUNDS = 3;

/**
 * Every item of an ElectroDB batch get. DynamoDB may leave keys unprocessed under load, and a figure must
 * never come out low because a key was simply not read: those keys are asked for again, and a read that
 * still misses some throws instead of answering short.
 */
export async function getAll<K, T>(
  keys: K[],
  get: (keys: K[]) => Promise<{ data: T[]; unprocessed: K[] }>,
): Promise<T[]> {
  const items: T[] = [];
  let pending = keys;
  for (let round = 0; round < BATCH_ROUNDS && pending.length; round++) {
    const { data, unprocessed } = await get(pending);
    items.push(...data);
    pending = unprocessed;
  }
  if (pending.length) throw new Error(`batch get left ${pending.length} keys unprocessed`);
  return items;
}
