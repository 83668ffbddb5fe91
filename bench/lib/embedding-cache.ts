import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { dirname } from 'node:path';
import type { Embedder } from '../../functions/ai/embeddings/types';

/**
 * Embeds a benchmark's texts once and keeps the vectors in a file beside the run (keyed by embedder id),
 * so a second run measures the engine and not 13,000 model inferences again. Latency is measured
 * separately, on live calls.
 */
export async function embedAll(
  embedder: Embedder,
  texts: readonly string[],
  file: string,
): Promise<Map<string, Float32Array>> {
  const unique = [...new Set(texts)];
  const out = new Map<string, Float32Array>();
  if (existsSync(file)) {
    const cached = JSON.parse(readFileSync(file, 'utf8')) as {
      id: string;
      dims: number;
      texts: string[];
      data: string;
    };
    if (cached.id === embedder.id) {
      const all = new Float32Array(Buffer.from(cached.data, 'base64').buffer.slice(0));
      for (const [i, t] of cached.texts.entries()) out.set(t, all.subarray(i * cached.dims, (i + 1) * cached.dims));
    }
  }
  const missing = unique.filter((t) => !out.has(t));
  if (missing.length > 0) {
    const { vectors } = await embedder.embed(missing);
    for (const [i, t] of missing.entries()) out.set(t, vectors[i]);
    const dims = vectors[0].length;
    const keys = [...out.keys()];
    const all = new Float32Array(keys.length * dims);
    for (const [i, t] of keys.entries()) all.set(out.get(t)!, i * dims);
    mkdirSync(dirname(file), { recursive: true });
    writeFileSync(
      file,
      JSON.stringify({ id: embedder.id, dims, texts: keys, data: Buffer.from(all.buffer).toString('base64') }),
    );
  }
  return out;
}
