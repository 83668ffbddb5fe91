import { MAX_PHRASE_LENGTH } from '@shared/constants';
import { newPhrases } from '@shared/phrases';
import type { KnowledgeChunk } from '@shared/schemas/knowledge';
import { INTENT_DRAFTS_MAX, type IntentDraft, type IntentDraftsResponse } from '@shared/schemas/knowledge-drafts';
import { providerFor } from '../../ai/providers';
import { localProvider } from '../../ai/providers/local';
import { screenPhrases } from '../../ai/suggestions/phrase-rules';
import { runWithin, UPSTREAM_RESERVE_MS } from '../../base/deadline';
import { rootLogger } from '../../base/logger';
import { allIntents } from '../intents/intents';
import { aiContext } from '../platform/ai-context';
import { getStoredSource, listSources } from './sources';
import { tenantChunks } from './tenant-chunks';

/**
 * Intents drafted from knowledge (issue 33 item 4): every question/answer pair of the tenant's chunks — the
 * FAQ pairs extraction found on its pages (extract-html.ts: a question heading and the text under it), its
 * Q&A CSV rows and typed pairs (chunking.ts `chunkQa`) — that no intent answers yet, as a draft: the
 * question as title and first phrase, paraphrases of it, the answer as written. Nothing is saved here; the
 * trainer accepts the drafts they keep (create-intents.ts).
 *
 * Paraphrases: with the generative provider on, written by it (AI Enhance's own call); offline, only the
 * rule-made rewrites (AI Enhance's offline paraphraser) and the question's key words — fewer, never a fact
 * the source does not hold. The generated phrases have a budget of their own (GENERATING_MS): the drafts
 * whose call would end after it get the rules' phrases, so a long list still answers within the route's
 * timeout.
 */

/** Paraphrases asked for per draft, and the most phrases a draft starts with. */
const PARAPHRASES = 6;
const MAX_DRAFT_PHRASES = 8;
/** Generative calls in flight at once (each one pair). */
const CONCURRENCY = 4;
/**
 * The time all generative calls of one request may take: 50 drafts are 13 rounds of calls, and the route
 * has AI_TIMEOUT_SECONDS (25 s, routes.ts) under API Gateway's 30 s. What is left after it is the rules'.
 */
export const GENERATING_MS = 15_000;
const TITLE_MAX = 120;
const RESPONSE_MAX = 2000;

interface Pair {
  key: string;
  question: string;
  answer: string;
  sourceId: string;
  url?: string;
}

/** Questions compared as a visitor's are: no case, no punctuation. */
export const questionKey = (s: string) =>
  s
    .toLowerCase()
    .replace(/[^\p{L}\p{N}]+/gu, ' ')
    .trim();

/** One pair per source and question (a long answer is cut into several chunks that all carry it whole). */
export function pairsOf(chunks: readonly KnowledgeChunk[]): Pair[] {
  const seen = new Set<string>();
  const pairs: Pair[] = [];
  for (const c of [...chunks].sort((a, b) => a.id.localeCompare(b.id))) {
    if (!c.question || !c.answer) continue;
    const key = `${c.sourceId}:${questionKey(c.question)}`;
    if (seen.has(key)) continue;
    seen.add(key);
    pairs.push({ key, question: c.question.trim(), answer: c.answer.trim(), sourceId: c.sourceId, url: c.url });
  }
  return pairs;
}

/** The text up to `max` characters, cut after the last whole sentence that fits (or word, failing that). */
export function clip(text: string, max: number): string {
  if (text.length <= max) return text;
  const head = text.slice(0, max);
  const sentenceEnd = Math.max(head.lastIndexOf('. '), head.lastIndexOf('? '), head.lastIndexOf('! '));
  if (sentenceEnd > max / 2) return head.slice(0, sentenceEnd + 1);
  return `${head.slice(0, head.lastIndexOf(' ') > 0 ? head.lastIndexOf(' ') : max - 1)}…`;
}

const stripEnd = (s: string) => s.replace(/[\s.!?,;:]+$/, '');
const words = (s: string) => s.split(/\s+/).filter(Boolean).length;

/**
 * The question's key words, as visitors often type them ("What are your opening hours?" → "opening hours",
 * "Do you do eye tests on Sunday?" → "eye tests on Sunday"): only for question shapes whose rest is the
 * whole subject, so the words keep the question's meaning. None for any other shape.
 */
export function keyWords(question: string): string | undefined {
  const q = stripEnd(question.replace(/\s+/g, ' ').trim());
  const rules: [RegExp, (m: RegExpMatchArray) => string][] = [
    [/^(?:what|which)(?:'s| is| are) (?:your|the|our) (.+)$/i, (m) => m[1]],
    [/^(?:do|does) (?:you|your \w+) (?:have|offer|do|sell|accept|take|provide) (.+)$/i, (m) => m[1]],
    [/^(?:is|are) there (?:any |a |an )?(.+)$/i, (m) => m[1]],
    [/^how much (?:does|do|is|are) (.+?)(?: cost)?$/i, (m) => `price of ${m[1]}`],
  ];
  for (const [re, make] of rules) {
    const m = q.match(re);
    if (!m) continue;
    const out = make(m).trim();
    if (words(out) >= 2 && words(out) <= 8 && !/^(it|this|that|them|you|me|us)\b/i.test(out)) return out;
  }
  return undefined;
}

/** The question first, then the paraphrases: no repeats (any case), none past the phrase length limit. */
function phrasesFor(question: string, extra: readonly string[]): string[] {
  return newPhrases([], [question, ...extra])
    .filter((p) => p.length <= MAX_PHRASE_LENGTH)
    .slice(0, MAX_DRAFT_PHRASES);
}

async function inBatches<T, R>(items: readonly T[], size: number, fn: (item: T) => Promise<R>): Promise<R[]> {
  const out: R[] = [];
  for (let i = 0; i < items.length; i += size) out.push(...(await Promise.all(items.slice(i, i + size).map(fn))));
  return out;
}

export async function draftIntents(clientId: string, sourceIds?: readonly string[]): Promise<IntentDraftsResponse> {
  const wanted = sourceIds ? new Set(sourceIds) : undefined;
  // a foreign or unknown source is a 404, as everywhere (never an empty list that hides it)
  if (wanted) await Promise.all([...wanted].map((id) => getStoredSource(clientId, id)));
  const [chunks, intents, sources, context] = await Promise.all([
    // one Query of the tenant's partition per source: nothing of another tenant can be read
    wanted
      ? Promise.all([...wanted].map((id) => tenantChunks(clientId, id))).then((lists) => lists.flat())
      : tenantChunks(clientId),
    allIntents(clientId),
    listSources(clientId),
    aiContext(),
  ]);
  const trained = new Set(intents.flatMap((i) => [...i.phrases, i.title]).map(questionKey));
  const pairs = pairsOf(chunks);
  const open = pairs.filter((p) => !trained.has(questionKey(p.question)));
  const batch = open.slice(0, INTENT_DRAFTS_MAX);
  const titles = new Map(sources.map((s) => [s.id, s.title]));

  const provider = providerFor(context);
  let generatedAll = provider.name !== 'local';
  const generateBy = Date.now() + GENERATING_MS;
  const drafts = await inBatches(batch, CONCURRENCY, async (pair): Promise<IntentDraft> => {
    const title = clip(stripEnd(pair.question), TITLE_MAX);
    const sourceTitle = titles.get(pair.sourceId) ?? 'Knowledge';
    const seed = { id: pair.key, title, description: '', phrases: [pair.question], response: pair.answer };
    let paraphrases: string[];
    // past the budget (a call made now would be cut before it could answer): the rules, without asking
    const late = generateBy - Date.now() <= UPSTREAM_RESERVE_MS;
    if (late) generatedAll = false;
    try {
      // a generative provider's phrases pass the same screen as AI Enhance's (sentence case, grammar, no near-repeats)
      paraphrases =
        provider.name === 'local' || late
          ? await localProvider.enhancePhrases(seed, PARAPHRASES)
          : screenPhrases(
              [pair.question],
              // the call's signal fires by the budget's end (base/deadline.ts upstreamSignal)
              await runWithin(generateBy - Date.now(), () => provider.enhancePhrases(seed, PARAPHRASES)),
            ).kept;
    } catch (err) {
      // one failed call costs that draft its generated phrases, not the whole list: the rules stand in
      rootLogger.warn('intent draft paraphrases fell back to the rules', { clientId, err });
      generatedAll = false;
      paraphrases = await localProvider.enhancePhrases(seed, PARAPHRASES);
    }
    const keywords = keyWords(pair.question);
    return {
      key: pair.key,
      title,
      description: clip(`From "${sourceTitle}": ${pair.question}`, 1000),
      phrases: phrasesFor(pair.question, keywords ? [keywords, ...paraphrases] : paraphrases),
      response: clip(pair.answer, RESPONSE_MAX),
      source: { id: pair.sourceId, title: sourceTitle, ...(pair.url ? { url: pair.url } : {}) },
    };
  });
  return {
    drafts,
    phrasesBy: generatedAll ? 'generated' : 'rules',
    covered: pairs.length - open.length,
    remaining: open.length - batch.length,
  };
}
