import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import { trainIntentModel } from '../../functions/ai/engine';
import { useLiteEmbedder } from './use-lite';

/**
 * The real Universal Sentence Encoder lite weights, read from node_modules (no network). The clinic set
 * (bench/data/clinic-faq.json) was written for the benchmark: 15 intents, paraphrased test messages.
 */
const clinic = JSON.parse(readFileSync(resolve(__dirname, '../data/clinic-faq.json'), 'utf8')) as {
  intents: { id: string; phrases: string[]; tests: string[] }[];
};

const cosine = (a: Float32Array, b: Float32Array) => a.reduce((s, x, i) => s + x * b[i], 0);

describe('USE lite embedder (real weights, offline)', () => {
  it('gives 512-d unit vectors, closer for paraphrases than for unrelated questions', async () => {
    const { vectors, tokens } = await useLiteEmbedder.embed([
      'My card has not arrived yet',
      'When will I receive my new card?',
      'What is the exchange rate for euros?',
      '',
    ]);
    expect(tokens).toBe(0);
    expect(vectors).toHaveLength(4);
    for (const v of vectors) {
      expect(v).toHaveLength(512);
      expect(cosine(v, v)).toBeCloseTo(1, 4);
    }
    expect(cosine(vectors[0], vectors[1])).toBeGreaterThan(cosine(vectors[0], vectors[2]) + 0.15);
  });

  it('embeds one text the same alone and in a batch', async () => {
    const [alone] = (await useLiteEmbedder.embed(['Do you accept card payments?'])).vectors;
    const batch = (await useLiteEmbedder.embed(['Opening hours?', 'Do you accept card payments?'])).vectors;
    expect(cosine(alone, batch[1])).toBeGreaterThan(0.999);
  });

  it("as the engine's fourth signal, answers more of the clinic set right than the lexical engine alone", async () => {
    const intents = clinic.intents.map((it) => ({ id: it.id, phrases: it.phrases.slice(0, 5) }));
    const tests = clinic.intents.flatMap((it) => it.tests.map((text) => ({ text, id: it.id })));
    const phraseVectors = (await useLiteEmbedder.embed(intents.flatMap((it) => it.phrases))).vectors;
    const messageVectors = (await useLiteEmbedder.embed(tests.map((t) => t.text))).vectors;
    const blend = trainIntentModel(
      intents.map((it, i) => ({ ...it, phraseVectors: phraseVectors.slice(i * 5, i * 5 + 5) })),
    );
    const lexical = trainIntentModel(intents);
    const right = (match: (t: string, i: number) => string | undefined) =>
      tests.filter((t, i) => match(t.text, i) === t.id).length;
    const lexicalRight = right((t) => lexical.match(t).best?.intentId);
    const blendRight = right((t, i) => blend.match(t, messageVectors[i]).best?.intentId);
    expect(blendRight).toBeGreaterThan(lexicalRight);
  }, 60_000);
});
