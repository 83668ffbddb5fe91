import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { embedderOfTable, embedTextSync, STATIC_EMBEDDER_ID, staticEmbedder } from './static-embedder';
import { decodeStaticIndex, encodeStaticTable, headerLength, indexLength } from './static-table';

const cos = (a: Float32Array, b: Float32Array) => a.reduce((s, x, i) => s + x * b[i], 0);
const norm = (v: Float32Array) => Math.sqrt(cos(v, v));

describe('static embedder', () => {
  it('gives unit-length vectors, the same each time', () => {
    const a = embedTextSync('I still have not received my new card');
    expect(norm(a)).toBeCloseTo(1, 5);
    expect(embedTextSync('I still have not received my new card')).toEqual(a);
  });

  it('normalises like the engine: case, accents and contractions do not change the vector', () => {
    expect(cos(embedTextSync("Why CAN'T I log in?"), embedTextSync('why can not i log in'))).toBeCloseTo(1, 5);
    expect(cos(embedTextSync('Café opening hours'), embedTextSync('cafe opening hours'))).toBeCloseTo(1, 5);
  });

  it('embeds words the table lacks from their pieces (typos, names, codes)', () => {
    const v = embedTextSync('zxqwvblorf');
    expect(norm(v)).toBeCloseTo(1, 5);
    // a misspelling stays nearer its word than an unrelated one
    expect(cos(embedTextSync('refundd'), embedTextSync('refund'))).toBeGreaterThan(
      cos(embedTextSync('refundd'), embedTextSync('weather')),
    );
  });

  it('gives a text with no word (empty, punctuation) the zero vector: similar to nothing', () => {
    for (const text of ['', '   ', '?!…']) expect(norm(embedTextSync(text))).toBe(0);
  });

  it('puts paraphrases closer than unrelated requests', () => {
    const refund = embedTextSync('refund my money');
    expect(cos(refund, embedTextSync('get my money back'))).toBeGreaterThan(
      cos(refund, embedTextSync('change my address')),
    );
    const card = embedTextSync("my card hasn't arrived yet");
    expect(cos(card, embedTextSync('when will my card be delivered'))).toBeGreaterThan(
      cos(card, embedTextSync('what is the exchange rate')) + 0.2,
    );
    const tooth = embedTextSync('severe toothache please help');
    expect(cos(tooth, embedTextSync('dental emergency'))).toBeGreaterThan(
      cos(tooth, embedTextSync('what are your opening hours')),
    );
  });

  it('is an Embedder: vectors in input order, no tokens billed', async () => {
    const embedder = staticEmbedder();
    expect(embedder.id).toBe(STATIC_EMBEDDER_ID);
    const { vectors, tokens } = await embedder.embed(['refund my money', 'change my address']);
    expect(tokens).toBe(0);
    expect(vectors).toEqual([embedTextSync('refund my money'), embedTextSync('change my address')]);
  });
});

describe('static table format', () => {
  const rows = [
    Float32Array.from([0.5, -0.25, 0.125]),
    Float32Array.from([0, 0, 0]),
    Float32Array.from([1, 2, -3]),
    Float32Array.from([4, 0, 1]),
    Float32Array.from([-1, 1, 0]),
  ];
  const file = encodeStaticTable(
    { dims: 3, source: 'test', words: 'b\na\nzé', pieces: '▁c\n▁c', pieceScores: [-5, -6] },
    rows,
  );
  const utf8 = (s: string) => new TextEncoder().encode(s);

  it('finds each key by its bytes, whatever the buffer offset; a repeated key keeps its later row', () => {
    const shifted = new Uint8Array(file.length + 1);
    shifted.set(file, 1);
    const index = decodeStaticIndex(shifted.subarray(1));
    expect(index.words.entries()).toEqual([
      ['a', 1],
      ['b', 0],
      ['zé', 2],
    ]);
    expect(index.words.find(utf8('zé'))).toBe(2);
    expect(index.words.find(utf8('z'))).toBe(-1);
    expect(index.words.find(utf8('c'))).toBe(-1);
    expect(index.pieces.find(utf8('▁c'))).toBe(4);
    expect([...index.pieceScores]).toEqual([-5, -6]);
  });

  it('round-trips rows within int8 precision, after the index a fresh instance reads alone', () => {
    const index = decodeStaticIndex(file);
    const at = indexLength(headerLength(file), index.header);
    for (const [r, row] of rows.entries()) {
      const scale = file.readFloatLE(at + r * index.header.stride);
      for (const [d, x] of row.entries())
        expect(file.readInt8(at + r * index.header.stride + 4 + d) * scale).toBeCloseTo(x, 1);
    }
    expect(file.length).toBe(at + rows.length * index.header.stride);
  });

  it('embeds the same from the file read row by row as from the whole file in memory', () => {
    const whole = embedderOfTable(readFileSync(new URL('./static-table.bin', import.meta.url)));
    for (const text of ['I still have not received my new card', 'refundd zxqwvblorf', 'Café opening hours', ''])
      expect(embedTextSync(text)).toEqual(whole(text));
  });
});
