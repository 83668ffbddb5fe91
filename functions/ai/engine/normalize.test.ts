import { describe, expect, it } from 'vitest';
import { extractFeatures } from './features';
import { normalizeText, stem, tokenize } from './normalize';

describe('normalizeText', () => {
  it('lowercases and strips punctuation', () => {
    expect(normalizeText('Hello, WORLD!!  How are you?')).toBe('hello world how are you');
  });
  it('folds accents and compatibility characters', () => {
    expect(normalizeText('Café Ｆｕｌｌ ﬁnance Straße')).toBe('cafe full finance strasse');
  });
  it('expands contractions including curly apostrophes and bare forms', () => {
    expect(normalizeText('I can’t log in')).toBe('i can not log in');
    expect(normalizeText("it won't work, I'm sure")).toBe('it will not work i am sure');
    expect(normalizeText('dont know')).toBe('do not know');
    expect(normalizeText("the shop's hours")).toBe('the shop hours');
  });
  it('returns an empty string for blank input', () => {
    expect(normalizeText('  ?! ')).toBe('');
    expect(tokenize('')).toEqual([]);
  });
});

describe('stem', () => {
  it('unifies frequent inflections', () => {
    const forms = ['charge', 'charged', 'charging', 'charges'].map(stem);
    expect(new Set(forms).size).toBe(1);
    expect(stem('topping')).toBe(stem('top'));
    expect(stem('deliveries')).toBe(stem('delivery'));
    expect(stem('verified')).toBe(stem('verify'));
  });
  it('leaves short words and numbers alone', () => {
    expect(stem('is')).toBe('is');
    expect(stem('bus')).toBe('bus');
    expect(stem('2020s')).toBe('2020s');
  });
});

describe('extractFeatures', () => {
  it('produces stemmed unigrams, bigrams and bounded char n-grams', () => {
    const f = extractFeatures('Cards arrived');
    expect([...f.words.keys()]).toEqual(['card', 'arriv']);
    expect([...f.bigrams.keys()]).toEqual(['card arriv']);
    expect(f.chars.has('<ca')).toBe(true);
    expect(f.chars.has('ds>')).toBe(true);
    // n-grams never cross word boundaries
    for (const g of f.chars.keys()) expect(g.includes(' ')).toBe(false);
  });
});
