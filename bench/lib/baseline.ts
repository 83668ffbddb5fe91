/**
 * Reference baseline: plain TF-IDF over lowercase word unigrams, cosine similarity, label of
 * the single nearest training phrase. Deliberately naive (no stemming, no n-grams) so the
 * engine's gains are measured against the textbook approach.
 */
import type { TrainingIntent } from '../../functions/ai/engine';

const words = (s: string) => s.toLowerCase().match(/[a-z0-9']+/g) ?? [];

export function trainBaseline(intents: readonly TrainingIntent[]): (message: string) => string | null {
  const rows: { intent: string; vec: Map<string, number> }[] = [];
  const df = new Map<string, number>();
  const docs = intents.flatMap((it) => it.phrases.map((p) => ({ intent: it.id, toks: words(p) })));
  for (const d of docs) for (const t of new Set(d.toks)) df.set(t, (df.get(t) ?? 0) + 1);
  const n = docs.length;
  const vectorize = (toks: string[]) => {
    const tf = new Map<string, number>();
    for (const t of toks) tf.set(t, (tf.get(t) ?? 0) + 1);
    let sq = 0;
    for (const [t, c] of tf) {
      const w = c * (Math.log((1 + n) / (1 + (df.get(t) ?? 0))) + 1);
      tf.set(t, w);
      sq += w * w;
    }
    for (const [t, w] of tf) tf.set(t, w / Math.sqrt(sq || 1));
    return tf;
  };
  for (const d of docs) rows.push({ intent: d.intent, vec: vectorize(d.toks) });
  return (message) => {
    const q = vectorize(words(message));
    let best: string | null = null;
    let bestSim = -1;
    for (const r of rows) {
      let s = 0;
      for (const [t, w] of q) s += w * (r.vec.get(t) ?? 0);
      if (s > bestSim) {
        bestSim = s;
        best = r.intent;
      }
    }
    return best;
  };
}
