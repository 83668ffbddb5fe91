import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { LineIndex } from './line-index';
import { decodeStaticTable } from './static-table';

/** What the index must answer: the Map the embedder built before (the last of two equal lines wins). */
const mapOf = (text: string) => new Map((text === '' ? [] : text.split('\n')).map((line, i) => [line, i]));

describe('LineIndex', () => {
  it('answers as a Map of the lines would, duplicates and absent keys included', () => {
    const text = 'a\nbb\n▁c\nbb\n\nd';
    const index = new LineIndex(text);
    const map = mapOf(text);
    expect(index.size).toBe(6);
    for (const key of ['a', 'bb', '▁c', '', 'd', 'b', 'bbb', 'a\nbb', 'e'])
      expect(index.get(key), key).toBe(map.get(key));
    expect(new LineIndex('').size).toBe(0);
    expect(new LineIndex('').get('')).toBeUndefined();
  });

  it('answers every word and piece of the static table as the Maps did', () => {
    const { header, words, pieces } = decodeStaticTable(readFileSync(new URL('./static-table.bin', import.meta.url)));
    for (const [text, lines] of [
      [header.words, words],
      [header.pieces, pieces],
    ] as const) {
      const index = new LineIndex(text);
      const map = mapOf(text);
      expect(index.size).toBe(lines.length);
      for (const line of lines)
        if (index.get(line) !== map.get(line)) expect(index.get(line), line).toBe(map.get(line));
      for (const absent of ['zzzzqqq', '▁zzzzqqq', `${lines[0]}x`]) expect(index.get(absent)).toBe(map.get(absent));
    }
  });
});
