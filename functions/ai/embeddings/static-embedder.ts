import { readFileSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import { normalizeText } from '../engine/normalize';
import { decodeStaticTable } from './static-table';
import type { Embedder } from './types';

/**
 * The offline sentence embedder: a static table distilled from Universal Sentence Encoder lite
 * (Apache-2.0; bench/distill-static-embeddings.ts), model2vec-style. Each word of the message (as the
 * engine normalises it) is looked up; a word the table lacks is split into the encoder's own
 * SentencePiece pieces, which are in the table too. The text's vector is the sum of those rows (each
 * already scaled by its word's frequency weight), normalised. No model runs: a lookup and a few hundred
 * additions per word, so well under a millisecond a message, with the table read once per instance.
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
  /** Row of each word, then of each piece. */
  words: Map<string, number>;
  pieces: Map<string, number>;
  pieceScores: Float32Array;
  scales: Float32Array;
  data: Int8Array;
  /** Unknown words' rows, memoised (a visitor's typo comes back in the next turn). */
  unknown: Map<string, number[]>;
}

let loaded: Loaded | null = null;
let reading: Promise<void> | null = null;

function load(): Loaded {
  loaded ??= fromFile(readFileSync(TABLE_URL));
  return loaded;
}

/**
 * Reads the table in the background, so a turn can start it beside its first reads (the file comes off
 * the disk while the turn waits for DynamoDB) and the first embedding does not read it synchronously. A
 * failed read is forgotten (the promise never rejects): the next call tries again, and `embedTextSync`
 * reads the file itself, and throws.
 */
export function preloadStaticTable(): Promise<void> {
  if (loaded) return Promise.resolve();
  reading ??= readFile(TABLE_URL)
    .then((file) => {
      loaded ??= fromFile(file);
    })
    .catch(() => {
      reading = null;
    });
  return reading;
}

/**
 * The rows by word and by piece, in Maps filled by a plain loop: a fresh process builds the 39,000
 * entries in about 9 ms of CPU this way, against 15 ms through an array of [key, row] pairs per entry
 * (and 18 ms for a hand-written hash index in typed arrays, whose loops run cold); measured in fresh
 * node 20 processes, interleaved (issue 30 item 3). A later duplicate replaces an earlier one, as before.
 */
function fromFile(file: Uint8Array): Loaded {
  const table = decodeStaticTable(file);
  const words = new Map<string, number>();
  for (let i = 0; i < table.words.length; i++) words.set(table.words[i], i);
  const pieces = new Map<string, number>();
  for (let i = 0; i < table.pieces.length; i++) pieces.set(table.pieces[i], table.words.length + i);
  return {
    dims: table.header.dims,
    words,
    pieces,
    pieceScores: Float32Array.from(table.header.pieceScores),
    scales: table.scales,
    data: table.data,
    unknown: new Map(),
  };
}

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
      const r = t.pieces.get(s.slice(i, j));
      if (r === undefined) continue;
      const score = best[i] + t.pieceScores[r - t.words.size];
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
  const scale = t.scales[r] * k;
  const at = r * t.dims;
  for (let d = 0; d < t.dims; d++) out[d] += t.data[at + d] * scale;
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
    const r = t.words.get(word);
    if (r !== undefined) {
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
