/**
 * Phrase vectors as they are stored: a uint16 dimension count, then each vector quantised to int8 with
 * its own scale (max |x| / 127) as [float32 scale][int8 × dims] (little-endian), base64. 512 dimensions
 * take 516 bytes (688 base64 characters) a phrase instead of 2,048 as float32; the round trip keeps
 * cosine similarity above 0.999 (codec.test.ts), well below what moves a match.
 */
export function encodeVectors(vectors: readonly Float32Array[]): string {
  const dims = vectors[0]?.length ?? 0;
  const buf = Buffer.alloc(2 + vectors.length * (4 + dims));
  buf.writeUInt16LE(dims, 0);
  vectors.forEach((v, i) => {
    const at = 2 + i * (4 + dims);
    const scale = v.reduce((m, x) => Math.max(m, Math.abs(x)), 0) / 127;
    buf.writeFloatLE(scale, at);
    for (let d = 0; d < dims; d++) buf.writeInt8(scale ? Math.round(v[d] / scale) : 0, at + 4 + d);
  });
  return buf.toString('base64');
}

/** The vectors back, renormalised to unit length (quantisation moves the length a little). */
export function decodeVectors(data: string): Float32Array[] {
  const buf = Buffer.from(data, 'base64');
  const dims = buf.length >= 2 ? buf.readUInt16LE(0) : 0;
  const out: Float32Array[] = [];
  for (let at = 2; dims && at + 4 + dims <= buf.length; at += 4 + dims) {
    const scale = buf.readFloatLE(at);
    const v = new Float32Array(dims);
    let norm = 0;
    for (let d = 0; d < dims; d++) {
      v[d] = buf.readInt8(at + 4 + d) * scale;
      norm += v[d] * v[d];
    }
    norm = Math.sqrt(norm) || 1;
    for (let d = 0; d < dims; d++) v[d] /= norm;
    out.push(v);
  }
  return out;
}
