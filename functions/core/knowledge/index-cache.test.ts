import { describe, expect, it } from 'vitest';
import { answerFromKnowledge } from './answer-decision';
import { indexKey, knowledgeIndexes, memoryIndexStore, packIndex, unpackIndex } from './index-cache';
import type { KnowledgeChunk } from './search-chunk';
import { buildKnowledgeIndex, loadKnowledgeIndex, serializeIndex } from './search-index';

const chunk = (clientId: string, id: string, heading: string, text: string, page?: number): KnowledgeChunk => ({
  clientId,
  sourceId: 'manual',
  id,
  sourceKind: 'file',
  title: 'Owner manual.pdf',
  page,
  heading,
  text,
  hash: id,
});
const manual = [
  chunk('t1', 'c1', 'Descaling', 'Descale the machine every two months with the citric acid tablets in the box.', 12),
  chunk('t1', 'c2', 'Warranty', 'The warranty covers parts and labour for two years from the date of purchase.', 30),
  chunk(
    't1',
    'c3',
    'Milk frother',
    'Rinse the milk frother with hot water after every use and take the nozzle apart weekly.',
    18,
  ),
];

describe('the index round trip', () => {
  it('a serialized and loaded index searches and answers as the built one', () => {
    const built = buildKnowledgeIndex('t1', manual);
    const loaded = loadKnowledgeIndex(serializeIndex(built));
    expect(loaded.clientId).toBe('t1');
    expect(loaded.chunkCount).toBe(3);
    for (const q of ['how often should I descale', 'warranty period for parts?', 'cleaning the frother nozzle']) {
      expect(loaded.search(q)).toEqual(built.search(q));
    }
    expect(answerFromKnowledge(unpackIndex(packIndex(built)), 'does the warranty cover parts?')).toMatchObject({
      chunkId: 'c2',
      source: { kind: 'file', title: 'Owner manual.pdf', page: 30 },
    });
  });
});

describe('knowledgeIndexes (per-instance cache over the store)', () => {
  it('builds and stores a version once, and another instance loads it without reading a chunk', async () => {
    const store = memoryIndexStore();
    let reads = 0;
    const chunksOf = async () => {
      reads++;
      return manual;
    };
    const first = knowledgeIndexes({ store, chunksOf });
    const a = await first.get('t1', 3);
    expect(await first.get('t1', 3)).toBe(a);
    expect(reads).toBe(1);
    expect(store.keys()).toEqual([indexKey('t1', 3)]);

    const otherInstance = knowledgeIndexes({ store, chunksOf: async () => expect.fail('must load the stored index') });
    expect((await otherInstance.get('t1', 3))?.search('descale')[0]?.chunk.id).toBe('c1');
  });

  it('a new version is built afresh; no knowledge is null', async () => {
    const store = memoryIndexStore();
    let chunks = manual.slice(0, 1);
    const indexes = knowledgeIndexes({ store, chunksOf: async () => chunks });
    expect((await indexes.get('t1', 1))?.chunkCount).toBe(1);
    chunks = manual;
    expect((await indexes.get('t1', 2))?.chunkCount).toBe(3);
    expect(await indexes.get('t1', 0)).toBeNull();
    expect(await knowledgeIndexes({ store, chunksOf: async () => [] }).get('t2', 1)).toBeNull();
  });

  it('keeps a version with no chunks (every source deleted): the next turn reads neither the store nor the chunks', async () => {
    const store = memoryIndexStore();
    let storeReads = 0;
    let chunkReads = 0;
    const indexes = knowledgeIndexes({
      store: {
        ...store,
        read: (c, v) => {
          storeReads++;
          return store.read(c, v);
        },
      },
      chunksOf: async () => {
        chunkReads++;
        return [];
      },
    });
    expect(await indexes.get('t1', 4)).toBeNull();
    expect(await indexes.get('t1', 4)).toBeNull();
    expect([storeReads, chunkReads]).toEqual([1, 1]);
  });

  it('never hands a tenant an index stored for another', async () => {
    const store = memoryIndexStore();
    await store.write('t2', 1, packIndex(buildKnowledgeIndex('t1', manual)));
    const indexes = knowledgeIndexes({ store, chunksOf: async () => [] });
    await expect(indexes.get('t2', 1)).rejects.toThrow(/another tenant/);
  });
});
