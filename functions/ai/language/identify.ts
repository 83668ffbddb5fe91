import type { PERSONALITIES } from '@shared/enums';
import { eld } from 'eld/extrasmall';
import { identifiable, letterWords } from './identifiable';
import { otherLanguageNote } from './wording';

/**
 * Which language a visitor writes in, offline (issue 17 item 4). ELD (eld on npm, Nito-ELD, Apache-2.0)
 * with its smallest n-gram table: 60 languages, ISO 639-1 codes. Chosen over franc-min and tinyld on
 * bench/languages.ts: on the 3,080 English BANKING77 test questions it names another language for 8
 * (franc-min 731, tinyld 142 to 157), and those 8 are short questions with English a close second,
 * which the margin below sets apart from real foreign messages. It has no "romanized Hindi" (Hindi in
 * Latin letters, common in India), so a small word list adds it (romanizedHindi below).
 *
 * Short messages ("hi", "ok", "price?") cannot be identified by any detector; a message counts only
 * when it is identifiable (identifiable.ts: three words or more, or a script written without spaces)
 * and ELD calls its result reliable.
 */

/**
 * How much better the visitor's language must score than the best of the tenant's before the agent
 * says it does not answer in it. Measured on bench/data: English questions that ELD names otherwise
 * keep English within 0.04 of the winner; the foreign questions lead English by 0.17 or more.
 */
export const FOREIGN_MARGIN = 0.1;

export interface Identified {
  /** ISO 639-1, as ELD names it (so Indonesian is 'ms', Malay: ELD does not tell them apart). */
  language: string;
  /** 'Latn' for romanized Hindi, so the reply can be written as the visitor writes; otherwise absent. */
  script?: 'Latn';
  /** Score per language, 0–1 (ELD's), for the margin against the tenant's languages. */
  scores: Record<string, number>;
}

/** The language of a message when it can be told with confidence, else null. */
export function identifyLanguage(text: string): Identified | null {
  const words = letterWords(text);
  if (!identifiable(text, words)) return null;
  if (romanizedHindi(words)) return { language: 'hi', script: 'Latn', scores: { hi: 1 } };
  const result = eld.detect(text);
  if (!result.language || !result.isReliable()) return null;
  return { language: result.language, scores: result.getScores() };
}

/**
 * Words of Hindi written in Latin letters that are not English (nor common in the other Latin-script
 * languages ELD knows): function words and the verbs customers use. A message is romanized Hindi when
 * at least two of its words and a third of them are on the list.
 */
const HINDI_WORDS = new Set(
  (
    'hai hain nahi nahin nhi kya kyu kyun kyon mera meri mere mujhe muje aap aapka aapki aapke apna apni apne ' +
    'kitna kitne kitni kaise kaisa karna karu karun karo karein kijiye karni raha rahi rahe gaya gayi gaye hoon ' +
    'mein liye sakta sakti sakte abhi kab kahan bhi chahiye hua hui tha ek kuch batao bataiye jaldi paisa ' +
    'paise wapas lagte lagta hoga milega mila mili aaya aayi'
  ).split(' '),
);

function romanizedHindi(words: readonly string[]): boolean {
  if (words.some((w) => /[^\p{Script=Latin}\p{P}\p{N}]/u.test(w))) return false;
  const hits = words.filter((w) => HINDI_WORDS.has(w.toLowerCase().replace(/\p{P}/gu, ''))).length;
  return hits >= 2 && hits * 3 >= words.length;
}

/**
 * The languages a tenant's intents are written in: each phrase that can be identified counts once,
 * and a language is the tenant's with at least a tenth of them (a trainer who adds phrases in a
 * second language makes the tenant bilingual; a few misread phrases do not). Empty when no phrase can
 * be identified (too short), and then no visitor is told the agent does not speak their language.
 */
export function tenantLanguages(phrases: readonly string[]): string[] {
  const counts = new Map<string, number>();
  let identified = 0;
  for (const phrase of phrases) {
    const found = identifyLanguage(phrase);
    if (!found) continue;
    identified++;
    counts.set(found.language, (counts.get(found.language) ?? 0) + 1);
  }
  return [...counts]
    .filter(([, n]) => n * 10 >= identified)
    .sort((a, b) => b[1] - a[1])
    .map(([language]) => language);
}

export interface LanguageJudgement {
  /** The visitor's language (ISO 639-1) when identified with confidence, to record on the conversation. */
  language: string | null;
  /** 'Latn' when the visitor writes Hindi in Latin letters. */
  script?: 'Latn';
  /** The message is, with confidence, in none of the tenant's languages. */
  foreign: boolean;
  /** What to tell a visitor writing in none of them (wording.ts); `handoff` when a person will help. */
  note(personality: (typeof PERSONALITIES)[number], handoff: boolean): string;
}

/**
 * What the pipeline needs to know of one visitor message, given the tenant's languages. A message whose
 * language leads one of the tenant's by less than the margin counts as in that one ("I lost my password":
 * eld says Italian, English a hair behind), so an English visitor is not recorded as Italian either.
 */
export function judgeMessage(text: string, tenant: readonly string[]): LanguageJudgement {
  const found = identifyLanguage(text);
  const closest = [...tenant].sort((a, b) => (found?.scores[b] ?? 0) - (found?.scores[a] ?? 0))[0];
  const lead = found ? (found.scores[found.language] ?? 0) - (found.scores[closest] ?? 0) : 0;
  const foreign = found !== null && tenant.length > 0 && !tenant.includes(found.language) && lead >= FOREIGN_MARGIN;
  const language =
    found && !foreign && !tenant.includes(found.language) && (found.scores[closest] ?? 0) > 0
      ? closest
      : (found?.language ?? null);
  return {
    language,
    ...(found?.script ? { script: found.script } : {}),
    foreign,
    note: (personality, handoff) =>
      otherLanguageNote({ visitor: found ?? { language: 'en' }, tenant, personality, handoff }),
  };
}
