/**
 * Text normalisation for the intent engine.
 *
 * Goal: map surface variants of the same wording ("Can't", "can’t", "CANNOT", "cancelled",
 * "canceling") onto the same tokens so that a handful of example phrases per intent
 * generalise to paraphrases. Everything here is deterministic and dependency-free.
 */

// Curly quotes / primes that users paste from phones and word processors. Folded to ASCII
// before contraction expansion, otherwise "can’t" and "can't" would tokenise differently.
const APOSTROPHES = /[\u2018\u2019\u201B\u2032\u02BC\u0060\u00B4]/g;

// Contractions are expanded (not stripped) because the negation often carries the intent:
// "my card doesn't work" vs "my card works".
const CONTRACTIONS: ReadonlyArray<[RegExp, string]> = [
  [/\bwon't\b/g, 'will not'],
  [/\bcan't\b/g, 'can not'],
  [/\bcannot\b/g, 'can not'],
  [/\bshan't\b/g, 'shall not'],
  [/\bain't\b/g, 'is not'],
  [/n't\b/g, ' not'],
  [/'m\b/g, ' am'],
  [/'re\b/g, ' are'],
  [/'ve\b/g, ' have'],
  [/'ll\b/g, ' will'],
  [/'d\b/g, ' would'],
  // "'s" is either possessive or "is"; both carry no intent signal, so drop it.
  [/'s\b/g, ''],
];

// Apostrophe-less spellings that chat users type constantly. Only unambiguous ones:
// "wont"/"id"/"its"/"were" are real words and are left alone.
const BARE_CONTRACTIONS: Readonly<Record<string, string>> = {
  cant: 'can not',
  dont: 'do not',
  doesnt: 'does not',
  didnt: 'did not',
  isnt: 'is not',
  arent: 'are not',
  wasnt: 'was not',
  werent: 'were not',
  havent: 'have not',
  hasnt: 'has not',
  hadnt: 'had not',
  wouldnt: 'would not',
  couldnt: 'could not',
  shouldnt: 'should not',
  im: 'i am',
  ive: 'i have',
  youre: 'you are',
  whats: 'what',
  hows: 'how',
  thats: 'that',
};

/**
 * Lowercase, fold accents/compatibility forms, expand contractions and replace every
 * non-alphanumeric run by a single space. Returns a space-separated string (possibly "").
 */
export function normalizeText(input: string): string {
  // NFKD splits "é" into "e" + combining accent and maps compatibility forms
  // (full-width letters, ligatures like "ﬁ") to plain letters; we then drop the marks.
  let s = input.normalize('NFKD').replace(/\p{M}+/gu, '');
  s = s.toLowerCase().replace(APOSTROPHES, "'").replace(/ß/g, 'ss');
  for (const [re, rep] of CONTRACTIONS) s = s.replace(re, rep);
  // Any other punctuation (including leftover apostrophes, "&", "/", emoji) separates words.
  s = s.replace(/[^\p{L}\p{N}]+/gu, ' ').trim();
  if (s === '') return '';
  const words = s.split(' ');
  for (let i = 0; i < words.length; i++) {
    const rep = BARE_CONTRACTIONS[words[i]];
    if (rep !== undefined) words[i] = rep;
  }
  return words.join(' ');
}

/** Undo the consonant doubling English adds before -ing/-ed ("topping" -> "top"). */
function undouble(w: string): string {
  const n = w.length;
  if (n >= 3 && w[n - 1] === w[n - 2] && !'aeioulsz'.includes(w[n - 1])) return w.slice(0, -1);
  return w;
}

/**
 * A deliberately light suffix stripper (a small subset of Porter step 1 plus a few
 * derivational endings). Heavier stemmers conflate unrelated words ("university" /
 * "universe"); character n-grams already cover the long tail of morphology, so the stemmer
 * only needs to unify the very frequent inflections: plurals, -ing, -ed, -ly and a trailing
 * silent "e" (so "charge", "charged", "charging", "charges" all become "charg").
 * Words of 3 letters or fewer, and digits, are returned unchanged.
 */
export function stem(word: string): string {
  let w = word;
  if (w.length <= 3 || /\d/.test(w)) return w;
  if (w.endsWith('sses')) w = w.slice(0, -2);
  else if (w.endsWith('ies') && w.length > 4) w = `${w.slice(0, -3)}y`;
  else if (w.endsWith('s') && !/(ss|us|is|ous)$/.test(w)) w = w.slice(0, -1);

  if (w.endsWith('ing') && w.length > 5) w = undouble(w.slice(0, -3));
  else if (w.endsWith('ed') && w.length > 4) w = undouble(w.slice(0, -2));
  else if (w.endsWith('ly') && w.length > 5) w = w.slice(0, -2);
  else if (w.endsWith('ment') && w.length > 7) w = w.slice(0, -4);

  // Trailing "e" and "y"->"i" make "charge"/"charg(ing)" and "verify"/"verifi(ed)" agree.
  if (w.endsWith('e') && w.length > 4) w = w.slice(0, -1);
  if (w.endsWith('y') && w.length > 4) w = `${w.slice(0, -1)}i`;
  return w;
}

/** Normalised, stemmed word tokens of a message. */
export function tokenize(input: string): string[] {
  const s = normalizeText(input);
  if (s === '') return [];
  return s.split(' ').map(stem);
}
