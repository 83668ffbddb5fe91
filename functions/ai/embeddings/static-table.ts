/**
 * The file format of the static embedding table (static-table.bin), shared by the distillation script
 * (bench/distill-static-embeddings.ts) and the runtime (static-embedder.ts):
 *
 *   uint32 LE  header length H
 *   H bytes    header JSON: { dims, source, words: "w1\nw2…", pieces: "▁p1\np2…", pieceScores: number[] }
 *   padding    to a multiple of 4
 *   float32 LE one scale per row (words first, then pieces)
 *   int8       rows × dims
 *
 * Row r is `scale[r] × int8[r]`: the encoder's vector for that entry, projected (PCA), multiplied by the
 * entry's frequency weight, then quantised. A text's vector is the sum of its rows, normalised, so the
 * weight is already in the row and the runtime only adds.
 */
export interface StaticTableHeader {
  dims: number;
  /** What the table was distilled from and how (shown in the bench, kept with the file). */
  source: string;
  /** Normalised words (engine/normalize.ts normalizeText), newline separated. */
  words: string;
  /** SentencePiece pieces ("▁" marks a word start), newline separated: the fallback for unknown words. */
  pieces: string;
  /** The pieces' unigram log probabilities, for the Viterbi segmentation of an unknown word. */
  pieceScores: number[];
}

export interface StaticTable {
  header: StaticTableHeader;
  words: string[];
  pieces: string[];
  /** One scale per row: words, then pieces. */
  scales: Float32Array;
  /** rows × dims. */
  data: Int8Array;
}

const align4 = (n: number) => (n + 3) & ~3;

export function encodeStaticTable(header: StaticTableHeader, rows: readonly Float32Array[]): Buffer {
  const json = Buffer.from(JSON.stringify(header), 'utf8');
  const start = align4(4 + json.length);
  const { dims } = header;
  const buf = Buffer.alloc(start + rows.length * 4 + rows.length * dims);
  buf.writeUInt32LE(json.length, 0);
  json.copy(buf, 4);
  const scales = new Float32Array(buf.buffer, buf.byteOffset + start, rows.length);
  const data = new Int8Array(buf.buffer, buf.byteOffset + start + rows.length * 4, rows.length * dims);
  rows.forEach((v, r) => {
    let max = 0;
    for (let d = 0; d < dims; d++) max = Math.max(max, Math.abs(v[d]));
    const scale = max / 127;
    scales[r] = scale;
    for (let d = 0; d < dims; d++) data[r * dims + d] = scale ? Math.round(v[d] / scale) : 0;
  });
  return buf;
}

export function decodeStaticTable(buf: Uint8Array): StaticTable {
  const view = new DataView(buf.buffer, buf.byteOffset, buf.byteLength);
  const length = view.getUint32(0, true);
  const header = JSON.parse(new TextDecoder().decode(buf.subarray(4, 4 + length))) as StaticTableHeader;
  const words = lines(header.words);
  const pieces = lines(header.pieces);
  const rows = words.length + pieces.length;
  const start = align4(4 + length);
  // views on the file's memory when the scales fall on a 4-byte boundary (readFileSync's own buffer),
  // otherwise an aligned copy (a Buffer's slice() would share its pool, not copy)
  const at = buf.byteOffset + start;
  const scales =
    at % 4 === 0
      ? new Float32Array(buf.buffer, at, rows)
      : new Float32Array(new Uint8Array(buf.subarray(start, start + rows * 4)).buffer);
  const data = new Int8Array(buf.buffer, at + rows * 4, rows * header.dims);
  return { header, words, pieces, scales, data };
}

const lines = (s: string) => (s === '' ? [] : s.split('\n'));
