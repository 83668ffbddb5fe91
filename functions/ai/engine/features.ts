/**
 * Feature extraction: turns a message into three bags of string features.
 *
 * - words:   stemmed unigrams. Carry most of the meaning.
 * - bigrams: stemmed adjacent pairs. Disambiguate intents that share vocabulary but differ in
 *            phrasing ("card declined" vs "declined transfer").
 * - chars:   character 3..5-grams of the *unstemmed* words, padded with "<" and ">" and never
 *            crossing word boundaries. They make the model robust to typos ("recieve"),
 *            unknown inflections and compounds ("topup" vs "top up") that the stemmer misses.
 *
 * The groups are kept separate so the engine can weight and normalise them independently:
 * a message has ~10 words but ~80 char n-grams, and a single concatenated vector would let
 * the char n-grams drown out the words.
 */
import { normalizeText, stem } from './normalize';

export interface FeatureBags {
  words: Map<string, number>;
  bigrams: Map<string, number>;
  chars: Map<string, number>;
  /** Stemmed tokens in order; used for vocabulary-coverage confidence. */
  tokens: string[];
}

/** Character n-gram lengths. 3..5 measured best on BANKING77 (2-grams add noise, 6 adds nothing). */
export const CHAR_NGRAM_MIN = 3;
export const CHAR_NGRAM_MAX = 5;

function add(bag: Map<string, number>, key: string): void {
  bag.set(key, (bag.get(key) ?? 0) + 1);
}

export function extractFeatures(message: string): FeatureBags {
  const words = new Map<string, number>();
  const bigrams = new Map<string, number>();
  const chars = new Map<string, number>();
  const norm = normalizeText(message);
  if (norm === '') return { words, bigrams, chars, tokens: [] };
  const raw = norm.split(' ');
  const tokens = raw.map(stem);
  for (let i = 0; i < tokens.length; i++) {
    add(words, tokens[i]);
    if (i > 0) add(bigrams, `${tokens[i - 1]} ${tokens[i]}`);
  }
  for (const w of raw) {
    const padded = `<${w}>`;
    const n = padded.length;
    for (let len = CHAR_NGRAM_MIN; len <= CHAR_NGRAM_MAX; len++) {
      for (let i = 0; i + len <= n; i++) add(chars, padded.slice(i, i + len));
    }
  }
  return { words, bigrams, chars, tokens };
}
