import { closeSync, open, openSync, read, readSync } from 'node:fs';
import { promisify } from 'node:util';
import { normalizeText } from '../engine/normalize';
import {
  decodeStaticHeader,
  decodeStaticIndex,
  headerLength,
  indexLength,
  type KeySet,
  type StaticTableIndex,
} from './static-table';
import type { Embedder } from './types';

/**
 * The offline sentence embedder: a static table distilled from Universal Sentence Encoder lite
 * (Apache-2.0; bench/distill-static-embeddings.ts), model2vec-style. Each word of the message (as the
 * engine normalises it) is looked up; a word the table lacks is split into the encoder's own
 * SentencePiece pieces, which are in the table too. The text's vector is the sum of those rows (each
 * already scaled by its word's frequency weight), normalised. No model runs: a lookup and a few hundred
 * additions per word, so well under a millisecond a message, with the table's index read once per instance
 * and each row the first time a text needs it (fromFd below).
 *
 * The file sits beside this module; the function bundles get a copy beside their index.mjs
 * (infra/build-functions.ts), where the same relative URL finds it.
 *
 * STATIC_EMBEDDER_ID names the table: it keys the per-instance model cache, the knowledge search's fusion
 * and agreement settings tuned for it, and any vectors a knowledge index holds (an index built with
 * another id is read lexically). Static phrase vectors themselves are never stored. A new table (other
 * rows) gets a new id.
 */
export const STATIC_EMBEDDER_ID = 'static-use-lite-v2';

const TABLE_URL = new URL('./static-table.bin', import.meta.url);
/** Longest piece tried when splitting an unknown word (the vocabulary's longest is shorter). */
const MAX_PIECE = 24;

interface Loaded {
  dims: number;
  words: KeySet;
  pieces: KeySet;
  /** Rows of words: a piece's row minus this is its score's index. */
  wordRows: number;
  pieceScores: Float32Array;
  /** Row r: its scale and its dims int8 values. */
  row: (r: number) => Row;
  /** Unknown words' rows, memoised (a visitor's typo comes back in the next turn). */
  unknown: Map<string, number[]>;
}

interface Row {
  scale: number;
  data: Int8Array;
}

let loaded: Loaded | null = null;
let reading: Promise<void> | null = null;

function load(): Loaded {
  if (!loaded) {
    const fd = openSync(TABLE_URL, 'r');
    try {
      loaded = fromFd(fd, readIndexSync(fd));
    } catch (err) {
      closeSync(fd);
      throw err;
    }
  }
  return loaded;
}

const readAsync = promisify(read);

/** `buf` filled, or an error for a file shorter than its header says (truncated in the package). */
function full(buf: Buffer, got: number): Buffer {
  if (got !== buf.length) throw new Error(`static table: ${got} of ${buf.length} bytes read`);
  return buf;
}

function readIndexSync(fd: number): Uint8Array {
  const first = Buffer.alloc(4);
  full(first, readSync(fd, first, 0, 4, 0));
  const head = Buffer.alloc(4 + headerLength(first));
  full(head, readSync(fd, head, 0, head.length, 0));
  const index = Buffer.alloc(indexLength(headerLength(first), decodeStaticHeader(head)));
  return full(index, readSync(fd, index, 0, index.length, 0));
}

async function readIndex(fd: number): Promise<Uint8Array> {
  const first = Buffer.alloc(4);
  full(first, (await readAsync(fd, first, 0, 4, 0)).bytesRead);
  const head = Buffer.alloc(4 + headerLength(first));
  full(head, (await readAsync(fd, head, 0, head.length, 0)).bytesRead);
  const index = Buffer.alloc(indexLength(headerLength(first), decodeStaticHeader(head)));
  return full(index, (await readAsync(fd, index, 0, index.length, 0)).bytesRead);
}

/**
 * Reads the table's index in the background, so a turn can start it beside its first reads (the file
 * comes off the disk while the turn waits for DynamoDB) and the first embedding does not read it
 * synchronously. A failed read is forgotten (the promise never rejects): the next call tries again, and
 * `embedTextSync` reads the file itself, and throws.
 */
export function preloadStaticTable(): Promise<void> {
  if (loaded) return Promise.resolve();
  reading ??= (async () => {
    const fd = await promisify(open)(TABLE_URL, 'r');
    try {
      const index = await readIndex(fd);
      if (loaded) closeSync(fd);
      else loaded = fromFd(fd, index);
    } catch (err) {
      closeSync(fd);
      throw err;
    }
  })().catch(() => {
    reading = null;
  });
  return reading;
}

/**
 * A fresh instance reads the index (~0.6 MB) and nothing else: a word is found by binary search on its
 * UTF-8 bytes in the index's own memory (no string or Map entry per word), and a row is read from the
 * file (one positioned read of `stride` bytes) the first time a text needs it, then kept. Reading the
 * whole 10 MB and building Maps of its 39,000 keys cost a visitor's first message 75-110 ms of CPU
 * (static-table.ts). The file stays open for the instance's life, as the table did in memory; at most
 * every row is kept, the 10 MB the whole table took before.
 */
function fromFd(fd: number, index: Uint8Array): Loaded {
  const rows = new Map<number, Row>();
  const table = decodeStaticIndex(index);
  const { header } = table;
  const at = index.length;
  return fromIndex(table, (r) => {
    let row = rows.get(r);
    if (!row) {
      const buf = Buffer.alloc(header.stride);
      if (readSync(fd, buf, 0, buf.length, at + r * header.stride) !== buf.length)
        throw new Error(`static table: row ${r} is past the end of the file`);
      row = rowOf(buf, 0, header.dims);
      rows.set(r, row);
    }
    return row;
  });
}

/** The table held in memory whole (the benches and the distillation pass a file they read). */
function fromFile(file: Uint8Array): Loaded {
  const table = decodeStaticIndex(file);
  const at = indexLength(headerLength(file), table.header);
  const { stride, dims } = table.header;
  return fromIndex(table, (r) => rowOf(file, at + r * stride, dims));
}

function fromIndex({ header, words, pieces, pieceScores }: StaticTableIndex, row: (r: number) => Row): Loaded {
  return { dims: header.dims, words, pieces, wordRows: header.words, pieceScores, row, unknown: new Map() };
}

function rowOf(buf: Uint8Array, at: number, dims: number): Row {
  const scale = new DataView(buf.buffer, buf.byteOffset + at, 4).getFloat32(0, true);
  return { scale, data: new Int8Array(buf.buffer, buf.byteOffset + at + 4, dims) };
}

const encoder = new TextEncoder();
const utf8 = (s: string) => encoder.encode(s);

/**
 * The most probable split of an unknown word into pieces (unigram Viterbi, as SentencePiece does);
 * characters no piece covers are skipped.
 */
function pieceRows(t: Loaded, word: string): number[] {
  const memo = t.unknown.get(word);
  if (memo) return memo;
  const s = `▁${word}`;
  const n = s.length;
  const best = new Float64Array(n + 1).fill(Number.NEGATIVE_INFINITY);
  const from = new Int32Array(n + 1).fill(-1);
  const row = new Int32Array(n + 1).fill(-1);
  best[0] = 0;
  for (let i = 0; i < n; i++) {
    if (best[i] === Number.NEGATIVE_INFINITY) continue;
    // a character no piece covers is stepped over at a high cost
    if (best[i] - 100 > best[i + 1]) {
      best[i + 1] = best[i] - 100;
      from[i + 1] = i;
      row[i + 1] = -1;
    }
    for (let j = i + 1; j <= Math.min(n, i + MAX_PIECE); j++) {
      const r = t.pieces.find(utf8(s.slice(i, j)));
      if (r < 0) continue;
      const score = best[i] + t.pieceScores[r - t.wordRows];
      if (score > best[j]) {
        best[j] = score;
        from[j] = i;
        row[j] = r;
      }
    }
  }
  const rows: number[] = [];
  for (let j = n; j > 0; j = from[j]) if (row[j] >= 0) rows.push(row[j]);
  rows.reverse();
  if (t.unknown.size > 10_000) t.unknown.clear();
  t.unknown.set(word, rows);
  return rows;
}

function addRow(t: Loaded, out: Float32Array, r: number, k: number): void {
  const { scale: s, data } = t.row(r);
  const scale = s * k;
  for (let d = 0; d < t.dims; d++) out[d] += data[d] * scale;
}

/** The text's unit-length vector (all zeros for a text with no word, e.g. "" or "!!!"). */
export function embedTextSync(text: string): Float32Array {
  return embedWith(load(), text);
}

/** `embedTextSync` over another table file (the bench compares distillation choices). */
export function embedderOfTable(file: Uint8Array): (text: string) => Float32Array {
  const t = fromFile(file);
  return (text) => embedWith(t, text);
}

/** The rows a text's vector sums and their multipliers: a known word's row once, an unknown word's pieces 1/n each. */
function forEachRow(t: Loaded, text: string, each: (row: number, k: number) => void): void {
  const normal = normalizeText(text);
  if (normal === '') return;
  for (const word of normal.split(' ')) {
    const r = t.words.find(utf8(word));
    if (r >= 0) {
      each(r, 1);
      continue;
    }
    // an unknown word counts once, however many pieces it takes
    const rows = pieceRows(t, word);
    for (const p of rows) each(p, 1 / rows.length);
  }
}

/**
 * For the distillation (bench/distill-static-embeddings.ts): which rows of a table file a text's vector
 * is the sum of, with their multipliers, so the rows can be fitted to an encoder's sentence vectors.
 */
export function rowsOfTable(file: Uint8Array): (text: string) => [row: number, k: number][] {
  const t = fromFile(file);
  return (text) => {
    const out: [number, number][] = [];
    forEachRow(t, text, (r, k) => out.push([r, k]));
    return out;
  };
}

function embedWith(t: Loaded, text: string): Float32Array {
  const out = new Float32Array(t.dims);
  forEachRow(t, text, (r, k) => addRow(t, out, r, k));
  let sq = 0;
  for (let d = 0; d < t.dims; d++) sq += out[d] * out[d];
  if (sq > 0) {
    const k = 1 / Math.sqrt(sq);
    for (let d = 0; d < t.dims; d++) out[d] *= k;
  }
  return out;
}

const embedder: Embedder = {
  id: STATIC_EMBEDDER_ID,
  async embed(texts) {
    return { vectors: texts.map(embedTextSync), tokens: 0 };
  },
};

/** The static table as an `Embedder` (types.ts): no network, no cost, synchronous underneath. */
export function staticEmbedder(): Embedder {
  return embedder;
}
