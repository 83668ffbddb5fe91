/**
 * What makes a suggested training phrase one a trainer would accept: it reads as a customer would write
 * it (sentence case, "I", a question mark on a question), it passes a few simple grammar rules, and it
 * is not a near-duplicate of a phrase the intent already has. Shared by every AI provider's output
 * (review.ts) and by the offline paraphraser, which screens its own candidates with the same rules.
 */
import { tokenize } from '../engine';
import { STOP_WORDS } from '../engine/stopwords';

const QUESTION_START =
  /^(what|what's|how|when|where|why|who|which|whose|can|could|would|will|do|does|did|is|are|am|was|were|have|has|should|may|shall|isn't|aren't|don't|doesn't|can't)\b/i;
/** A lone lower-case "i" (not in "wi-fi", "i.e." is not a customer phrase anyway). */
const LONE_I = /(?<![\p{L}\p{N}'’-])i(?![\p{L}\p{N}-])/gu;

/** Sentence case, "I" capitalised, one question mark on a question and no full stop on a statement. */
export function polish(raw: string): string {
  let s = raw.replace(/\s+/g, ' ').trim();
  const asked = /\?[\s.!?]*$/.test(s);
  s = s.replace(/[\s.!?,;:]+$/, '').replace(LONE_I, 'I');
  if (!s) return '';
  s = s.charAt(0).toUpperCase() + s.slice(1);
  return asked || QUESTION_START.test(s) ? `${s}?` : s;
}

export const GRAMMAR_RULES = [
  'capital',
  'lone-i',
  'question-mark',
  'please-question',
  'how-much',
  'agreement',
  'doubled-word',
  'ending',
] as const;
export type GrammarRule = (typeof GRAMMAR_RULES)[number];

const SUBJECT_PRONOUNS = new Set(['i', 'you', 'we', 'they', 'it', 'he', 'she', 'this', 'that']);
const IRREGULAR_PLURALS = new Set(['children', 'people', 'men', 'women', 'teeth', 'feet', 'staff', 'clothes']);
const SINGULAR_IN_S = new Set(['news', 'series', 'status', 'lens', 'gas', 'bus', 'this', 'yes', 'analysis']);
const PREPOSITIONS = new Set(['to', 'for', 'with', 'about', 'from', 'by', 'in', 'on', 'at', 'of', 'into', 'like']);
/** Words a sentence cannot end on; prepositions may end a wh-question ("Who do I speak to?"). */
const NEVER_LAST = new Set(
  'a an the and or but my your our their his her its is are do does can could would will should if that than'.split(
    ' ',
  ),
);

const wordsOf = (s: string) => s.toLowerCase().match(/[\p{L}\p{N}'’-]+/gu) ?? [];

export function isPluralNoun(word: string): boolean {
  const w = word.toLowerCase();
  if (IRREGULAR_PLURALS.has(w)) return true;
  if (SINGULAR_IN_S.has(w) || w.length <= 3) return false;
  return /s$/.test(w) && !/(ss|us|is|'s|’s)$/.test(w);
}

/** The head of a noun phrase: its last word before a preposition or relative word ("the price of X" → price). */
export function headNoun(phrase: string): string {
  const head: string[] = [];
  for (const w of wordsOf(phrase)) {
    if (PREPOSITIONS.has(w) || w === 'that' || w === 'which' || w === 'who') break;
    head.push(w);
  }
  return head.at(-1) ?? '';
}

/** "does" or "do" for a subject noun phrase; null when it is a pronoun the caller should not rephrase. */
function numberOf(np: string): 'singular' | 'plural' | 'pronoun' {
  const first = wordsOf(np)[0] ?? '';
  if (SUBJECT_PRONOUNS.has(first)) return 'pronoun';
  return isPluralNoun(headNoun(np)) ? 'plural' : 'singular';
}
export const doFor = (np: string) => (numberOf(np) === 'plural' ? 'do' : 'does');
export const beFor = (np: string) => (numberOf(np) === 'plural' ? 'are' : 'is');

function howMuchProblem(s: string): boolean {
  const aux = s.match(/\bhow much (do|does|did) (.+?) (cost|costs|price|prices|priced|charge|charges)\b/i);
  if (aux) {
    const [, verb, subject, main] = aux;
    if (!/^(cost|charge)$/i.test(main)) return true; // "how much does X price", "… does X costs"
    const n = numberOf(subject);
    if (n === 'pronoun') return /^does$/i.test(verb) && /^(i|you|we|they)\b/i.test(subject);
    return (verb.toLowerCase() === 'does' && n === 'plural') || (verb.toLowerCase() === 'do' && n === 'singular');
  }
  const be = s.match(/\bhow much (is|are) (.+?)\??$/i);
  if (be) {
    const n = numberOf(be[2]);
    if (n === 'pronoun') return false;
    return (be[1].toLowerCase() === 'is') !== (n === 'singular');
  }
  return false;
}

function agreementProblem(s: string): boolean {
  // "what's your opening hours", "where is the toilets", "what are the price"
  const wh = s.match(/^(?:what|where|which|who)(?:'s|’s| is| are) (.+?)\??$/i);
  if (wh) {
    const plural = /^\w+ are /i.test(s);
    const n = numberOf(wh[1]);
    if (n !== 'pronoun' && plural !== (n === 'plural')) return true;
  }
  return (
    /\bdoes (i|you|we|they)\b/i.test(s) ||
    /\b(is|was) (you|we|they)\b/i.test(s) ||
    /\b(are|were) (he|she|it)\b/i.test(s) ||
    /\bi (is|are|was|has|does)\b/i.test(s) ||
    /\b(you|we|they) (is|am|was|has|does)\b/i.test(s)
  );
}

/** The rules `phrase` breaks; empty when it reads as a customer would write it. */
export function grammarProblems(phrase: string): GrammarRule[] {
  const problems: GrammarRule[] = [];
  const words = wordsOf(phrase);
  if (!/^[\p{Lu}\p{N}]/u.test(phrase)) problems.push('capital');
  if (new RegExp(LONE_I.source, 'u').test(phrase)) problems.push('lone-i');
  const question = QUESTION_START.test(phrase);
  if (question && !phrase.endsWith('?')) problems.push('question-mark');
  if (
    /^(please|pls|kindly),? (do|does|did|is|are|am|was|were|can|could|would|will|have|has|what|how|when|where|why|who|which)\b/i.test(
      phrase,
    ) ||
    /\bplease (do|does) (you|i)\b/i.test(phrase)
  )
    problems.push('please-question');
  if (howMuchProblem(phrase)) problems.push('how-much');
  if (agreementProblem(phrase)) problems.push('agreement');
  if (words.some((w, i) => i > 0 && w === words[i - 1])) problems.push('doubled-word');
  const last = words.at(-1) ?? '';
  const whQuestion = /^(what|who|which|where|how)\b/i.test(phrase);
  if (words.length < 2 || NEVER_LAST.has(last) || (!whQuestion && PREPOSITIONS.has(last))) problems.push('ending');
  return problems;
}

/**
 * Content words, stemmed the engine's way, order-free: two phrases with the same key say the same thing
 * to the engine ("I need to book a cleaning" / "Can I book a cleaning?"), so one is a near-duplicate.
 */
export function contentKey(phrase: string): string {
  return [...new Set(tokenize(phrase).filter((t) => !STOP_WORDS.has(t)))].sort().join(' ');
}

export type ScreenReason = GrammarRule | 'duplicate';

/**
 * Polished candidates that break no grammar rule and are not near-duplicates of `existing` or of an
 * earlier candidate, in order; `rejected` says why each other one went.
 */
export function screenPhrases(existing: readonly string[], candidates: readonly string[]) {
  const seen = new Set(existing.map(contentKey));
  const kept: string[] = [];
  const rejected: { phrase: string; reason: ScreenReason }[] = [];
  for (const candidate of candidates) {
    const phrase = polish(candidate);
    const [problem] = grammarProblems(phrase);
    if (problem) {
      rejected.push({ phrase, reason: problem });
      continue;
    }
    const key = contentKey(phrase);
    if (seen.has(key)) {
      rejected.push({ phrase, reason: 'duplicate' });
      continue;
    }
    seen.add(key);
    kept.push(phrase);
  }
  return { kept, rejected };
}
