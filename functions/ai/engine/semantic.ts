/**
 * The semantic signal: cosine between the message's sentence embedding and the intent's phrase
 * embeddings (nearest phrase and normalised centroid), the dense counterpart of the lexical nearest and
 * centroid scorers. Embeddings are unit length, so a cosine is a dot product. Vectors are copied into one
 * flat row-major matrix so scoring is a single pass over contiguous memory.
 */
export class SemanticIndex {
  private readonly rows: Float32Array;
  private readonly centroids: Float32Array;
  private readonly rowIntent: Int32Array;
  readonly dims: number;

  private constructor(rows: Float32Array, centroids: Float32Array, rowIntent: Int32Array, dims: number) {
    this.rows = rows;
    this.centroids = centroids;
    this.rowIntent = rowIntent;
    this.dims = dims;
  }

  /** null unless every intent has one vector per phrase, all of one length (one embedder). */
  static build(perIntent: readonly (readonly Float32Array[] | undefined)[], phraseCounts: readonly number[]) {
    if (perIntent.length === 0) return null;
    const dims = perIntent[0]?.[0]?.length ?? 0;
    if (dims === 0) return null;
    for (let c = 0; c < perIntent.length; c++) {
      const vs = perIntent[c];
      if (!vs || vs.length !== phraseCounts[c] || vs.length === 0 || vs.some((v) => v.length !== dims)) return null;
    }
    const total = perIntent.reduce((n, vs) => n + (vs?.length ?? 0), 0);
    const rows = new Float32Array(total * dims);
    const rowIntent = new Int32Array(total);
    const centroids = new Float32Array(perIntent.length * dims);
    let r = 0;
    perIntent.forEach((vs, c) => {
      const cent = centroids.subarray(c * dims, (c + 1) * dims);
      for (const v of vs!) {
        rows.set(v, r * dims);
        rowIntent[r++] = c;
        for (let i = 0; i < dims; i++) cent[i] += v[i];
      }
      let sq = 0;
      for (let i = 0; i < dims; i++) sq += cent[i] * cent[i];
      const k = sq > 0 ? 1 / Math.sqrt(sq) : 0;
      for (let i = 0; i < dims; i++) cent[i] *= k;
    });
    return new SemanticIndex(rows, centroids, rowIntent, dims);
  }

  /** nearest[c] = best cosine to a phrase of intent c; centroid[c] = cosine to its centroid. */
  score(message: Float32Array, nearest: Float32Array, centroid: Float32Array): void {
    const d = this.dims;
    nearest.fill(-1);
    for (let r = 0; r < this.rowIntent.length; r++) {
      const s = dot(this.rows, r * d, message, d);
      const c = this.rowIntent[r];
      if (s > nearest[c]) nearest[c] = s;
    }
    for (let c = 0; c < centroid.length; c++) centroid[c] = dot(this.centroids, c * d, message, d);
  }
}

function dot(m: Float32Array, offset: number, v: Float32Array, d: number): number {
  let s = 0;
  for (let i = 0; i < d; i++) s += m[offset + i] * v[i];
  return s;
}
