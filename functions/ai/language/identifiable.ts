/**
 * Whether a message's language can be told at all: the cheap test of identify.ts, kept apart from it
 * (and from eld's 1 MB n-gram table) so the chat pipeline can ask it before loading the language module
 * (load.ts). Short messages ("hi", "ok", "price?") cannot be identified by any detector; a message counts
 * only with at least MIN_WORDS words, or a few letters of a script written without spaces (Chinese,
 * Japanese, Thai…).
 */
const MIN_WORDS = 3;
const UNSPACED_SCRIPT = /[\p{Script=Han}\p{Script=Hiragana}\p{Script=Katakana}\p{Script=Thai}\p{Script=Lao}]{4}/u;

/** The message's words that hold a letter (numbers and signs alone are not words of a language). */
export const letterWords = (text: string) => text.split(/\s+/).filter((w) => /\p{L}/u.test(w));

/** False when identifyLanguage (identify.ts) would answer null without asking eld. */
export function identifiable(text: string, words: readonly string[] = letterWords(text)): boolean {
  return words.length >= MIN_WORDS || UNSPACED_SCRIPT.test(text);
}
