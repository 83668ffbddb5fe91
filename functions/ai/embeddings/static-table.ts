/**
 * The file format of the static embedding table (static-table.bin), shared by the distillation script
 * (bench/distill-static-embeddings.ts) and the runtime (static-embedder.ts):
 *
 *   uint32 LE  header length H
 *   H bytes    header JSON: StaticTableHeader (counts and byte lengths only, no word list)
 *   padding    to a multiple of 4 (as after every section)
 *   float32 LE the pieces' unigram log probabilities, one per piece
 *   two key sets, the words' then the pieces', each:
 *     uint32 LE  n + 1 offsets into the set's bytes: key i is bytes[start[i] .. start[i + 1])
 *     uint32 LE  n row numbers: key i's row
 *     bytes      the keys in UTF-8, sorted bytewise, one entry per key (a later duplicate's row wins)
 *   rows       row r at indexBytes + r × stride (indexBytes: where the index ends): float32 LE scale, int8 × dims
 *
 * Row r is `scale × int8[r]`: the encoder's vector for that entry, projected (PCA), multiplied by the
 * entry's frequency weight, then quantised; rows are the words' first, then the pieces'. A text's vector
 * is the sum of its rows, normalised, so the weight is already in the row and the runtime only adds.
 *
 * Why this layout (issue 30 item 3, cold starts): a fresh instance reads only the index (~0.6 MB, the
 * part before the rows) and finds a word by binary search on its UTF-8 bytes in place, then reads the
 * few rows a turn needs. The previous layout (a JSON header holding the word list, then every scale,
 * then every row) had each fresh instance read the whole 10 MB and build a Map of 39,000 strings: about
 * 75-110 ms of CPU on the shared bench machine, with scavenges, against a few ms now (figures in the
 * commit that made the change).
 */
export interface StaticTableHeader {
  dims: number;
  /** What the table was distilled from and how (shown in the bench, kept with the file). */
  source: string;
  /** Rows of words and of pieces. */
  words: number;
  pieces: number;
  /** Distinct keys in each key set (a repeated piece has one entry, the later row). */
  wordKeys: number;
  pieceKeys: number;
  /** Byte lengths of the two key sets' UTF-8 keys. */
  wordBytes: number;
  pieceBytes: number;
  /** Bytes per row: a float32 scale, then dims int8 values, padded to a multiple of 4. */
  stride: number;
}

/** What the distillation writes: the words and pieces in row order (newline separated) and their rows. */
export interface StaticTableSource {
  dims: number;
  source: string;
  /** Normalised words (engine/normalize.ts normalizeText), newline separated. */
  words: string;
  /** SentencePiece pieces ("▁" marks a word start), newline separated: the fallback for unknown words. */
  pieces: string;
  /** The pieces' unigram log probabilities, for the Viterbi segmentation of an unknown word. */
  pieceScores: number[];
}

/** One key set of the index: finds a key's row without building a string per key. */
export interface KeySet {
  readonly size: number;
  /** The row of the key whose UTF-8 bytes are `key`, or -1. */
  find(key: Uint8Array): number;
  /** Every key with its row, in byte order (tests and tools). */
  entries(): [key: string, row: number][];
}

export interface StaticTableIndex {
  header: StaticTableHeader;
  pieceScores: Float32Array;
  words: KeySet;
  pieces: KeySet;
}

const align4 = (n: number) => (n + 3) & ~3;

export function encodeStaticTable(src: StaticTableSource, rows: readonly Float32Array[]): Buffer {
  const { dims } = src;
  const words = lines(src.words);
  const pieces = lines(src.pieces);
  if (words.length + pieces.length !== rows.length) throw new Error('static table: one row per word and piece');
  if (src.pieceScores.length !== pieces.length) throw new Error('static table: one score per piece');
  const wordSet = keySetBytes(words, 0);
  const pieceSet = keySetBytes(pieces, words.length);
  const stride = align4(4 + dims);
  const header: StaticTableHeader = {
    dims,
    source: src.source,
    words: words.length,
    pieces: pieces.length,
    wordKeys: wordSet.count,
    pieceKeys: pieceSet.count,
    wordBytes: wordSet.bytes.length,
    pieceBytes: pieceSet.bytes.length,
    stride,
  };
  const json = Buffer.from(JSON.stringify(header), 'utf8');
  const indexBytes = indexLength(json.length, header);
  const buf = Buffer.alloc(indexBytes + rows.length * stride);
  buf.writeUInt32LE(json.length, 0);
  json.copy(buf, 4);
  let at = align4(4 + json.length);
  for (const s of src.pieceScores) {
    buf.writeFloatLE(s, at);
    at += 4;
  }
  at = wordSet.write(buf, at);
  at = pieceSet.write(buf, at);
  if (at !== indexBytes) throw new Error('static table: index size');
  rows.forEach((v, r) => {
    let max = 0;
    for (let d = 0; d < dims; d++) max = Math.max(max, Math.abs(v[d]));
    const scale = max / 127;
    const rowAt = indexBytes + r * stride;
    buf.writeFloatLE(scale, rowAt);
    for (let d = 0; d < dims; d++) buf.writeInt8(scale ? Math.round(v[d] / scale) : 0, rowAt + 4 + d);
  });
  return buf;
}

/** A key set's sections: sorted UTF-8 keys, a later duplicate's row replacing an earlier one's. */
function keySetBytes(keys: string[], firstRow: number) {
  const byKey = new Map<string, number>();
  for (const [i, k] of keys.entries()) byKey.set(k, firstRow + i);
  const sorted = [...byKey].map(([k, row]) => ({ bytes: Buffer.from(k, 'utf8'), row }));
  sorted.sort((a, b) => Buffer.compare(a.bytes, b.bytes));
  const bytes = Buffer.concat(sorted.map((e) => e.bytes));
  const n = sorted.length;
  return {
    bytes,
    count: n,
    write(buf: Buffer, at: number): number {
      let offset = 0;
      for (let i = 0; i < n; i++) {
        buf.writeUInt32LE(offset, at + i * 4);
        offset += sorted[i].bytes.length;
      }
      buf.writeUInt32LE(offset, at + n * 4);
      at += (n + 1) * 4;
      for (let i = 0; i < n; i++) buf.writeUInt32LE(sorted[i].row, at + i * 4);
      at += n * 4;
      bytes.copy(buf, at);
      return at + align4(bytes.length);
    },
  };
}

/** Where the rows start: everything before is the index a fresh instance reads. */
export function indexLength(headerBytes: number, h: StaticTableHeader): number {
  const keySet = (n: number, bytes: number) => (n + 1) * 4 + n * 4 + align4(bytes);
  return align4(4 + headerBytes) + h.pieces * 4 + keySet(h.wordKeys, h.wordBytes) + keySet(h.pieceKeys, h.pieceBytes);
}

/** The header: from the file's first bytes (4 + its length, which `headerLength` reads). */
export function decodeStaticHeader(buf: Uint8Array): StaticTableHeader {
  const length = headerLength(buf);
  return JSON.parse(new TextDecoder().decode(buf.subarray(4, 4 + length))) as StaticTableHeader;
}

export const headerLength = (buf: Uint8Array) =>
  new DataView(buf.buffer, buf.byteOffset, buf.byteLength).getUint32(0, true);

/**
 * The index of a table: `buf` holds the file from its start to at least where the index ends (indexLength). Views on
 * `buf`'s memory where its sections fall on a 4-byte boundary of their ArrayBuffer, otherwise copies.
 */
export function decodeStaticIndex(buf: Uint8Array): StaticTableIndex {
  const header = decodeStaticHeader(buf);
  let at = align4(4 + headerLength(buf));
  const u32 = (count: number) => {
    const view = uint32s(buf, at, count);
    at += count * 4;
    return view;
  };
  const pieceScores = float32s(buf, at, header.pieces);
  at += header.pieces * 4;
  const keySet = (n: number, byteLength: number): KeySet => {
    const starts = u32(n + 1);
    const rows = u32(n);
    const bytes = buf.subarray(at, at + byteLength);
    at += align4(byteLength);
    return sortedKeys(starts, rows, bytes);
  };
  const words = keySet(header.wordKeys, header.wordBytes);
  const pieces = keySet(header.pieceKeys, header.pieceBytes);
  return { header, pieceScores, words, pieces };
}

function sortedKeys(starts: Uint32Array, rows: Uint32Array, bytes: Uint8Array): KeySet {
  const n = rows.length;
  /** key's bytes against entry i's: negative, zero or positive as key sorts before, with or after it. */
  const compare = (key: Uint8Array, i: number) => {
    const from = starts[i];
    const len = starts[i + 1] - from;
    const m = Math.min(len, key.length);
    for (let j = 0; j < m; j++) {
      const d = key[j] - bytes[from + j];
      if (d !== 0) return d;
    }
    return key.length - len;
  };
  return {
    size: n,
    find(key) {
      let lo = 0;
      let hi = n - 1;
      while (lo <= hi) {
        const mid = (lo + hi) >> 1;
        const c = compare(key, mid);
        if (c === 0) return rows[mid];
        if (c < 0) hi = mid - 1;
        else lo = mid + 1;
      }
      return -1;
    },
    entries() {
      const decoder = new TextDecoder();
      return Array.from(rows, (row, i) => [decoder.decode(bytes.subarray(starts[i], starts[i + 1])), row]);
    },
  };
}

/** Little-endian, as every platform Lambda and the team run on (x86-64, arm64) is. */
function uint32s(buf: Uint8Array, at: number, count: number): Uint32Array {
  const offset = buf.byteOffset + at;
  return offset % 4 === 0
    ? new Uint32Array(buf.buffer, offset, count)
    : new Uint32Array(new Uint8Array(buf.subarray(at, at + count * 4)).buffer);
}

function float32s(buf: Uint8Array, at: number, count: number): Float32Array {
  const offset = buf.byteOffset + at;
  return offset % 4 === 0
    ? new Float32Array(buf.buffer, offset, count)
    : new Float32Array(new Uint8Array(buf.subarray(at, at + count * 4)).buffer);
}

const lines = (s: string) => (s === '' ? [] : s.split('\n'));
