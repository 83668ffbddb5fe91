/**
 * Inverted index over sparse vectors: for each feature id, the (row, weight) pairs of the
 * rows that contain it. Scoring a query touches only the postings of the query's features,
 * so cost grows with (query features x their document frequency), not with the number of
 * rows x vocabulary. Stored as two flat typed arrays with an offsets table (CSR layout) to
 * keep it compact and cache friendly.
 */
import type { SparseVector } from './vectorizer';

export class InvertedIndex {
  private readonly offsets: Int32Array;
  private readonly rows: Int32Array;
  private readonly weights: Float32Array;
  readonly rowCount: number;

  constructor(vectors: readonly SparseVector[], featureCount: number) {
    this.rowCount = vectors.length;
    const counts = new Int32Array(featureCount + 1);
    for (const v of vectors) for (let i = 0; i < v.ids.length; i++) counts[v.ids[i] + 1]++;
    for (let f = 0; f < featureCount; f++) counts[f + 1] += counts[f];
    this.offsets = counts;
    const total = counts[featureCount];
    this.rows = new Int32Array(total);
    this.weights = new Float32Array(total);
    const cursor = counts.slice(0, featureCount);
    vectors.forEach((v, row) => {
      for (let i = 0; i < v.ids.length; i++) {
        const pos = cursor[v.ids[i]]++;
        this.rows[pos] = row;
        this.weights[pos] = v.vals[i];
      }
    });
  }

  /** out[row] = dot(query, row). `out` is caller-owned so matching allocates nothing. */
  dotAll(query: SparseVector, out: Float32Array): void {
    out.fill(0);
    const { offsets, rows, weights } = this;
    for (let i = 0; i < query.ids.length; i++) {
      const f = query.ids[i];
      const q = query.vals[i];
      for (let p = offsets[f], end = offsets[f + 1]; p < end; p++) out[rows[p]] += q * weights[p];
    }
  }
}
