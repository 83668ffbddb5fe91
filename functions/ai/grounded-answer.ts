import { GROUNDED_SYSTEM_PROMPT, PASSAGES_SYSTEM_PROMPT } from './grounded-prompt';
import type { GenerativeProvider } from './providers/openai-grounded';
import type { AiProvider, GroundedQuestion, PassageQuestion } from './providers/types';

/**
 * A generated answer is used only when it stays inside its ground (issue 9): whatever the model says,
 * the server checks it before a visitor sees it. Refused: an empty or overlong answer, one that repeats
 * the instructions, and one whose content words mostly do not come from the business's own answers
 * (an injected "ignore your rules and …" reply has nothing in common with them).
 */
const MAX_ANSWER_CHARS = 800;
const MIN_GROUNDED_SHARE = 0.6;
const words = (text: string) => (text.toLowerCase().match(/[a-z\u00c0-\u024f0-9]{4,}/g) ?? []).filter(Boolean);
const instructionWords = (prompt: string) => new Set(words(prompt).filter((w) => w.length >= 8));
const INSTRUCTION_WORDS = instructionWords(GROUNDED_SYSTEM_PROMPT);
const PASSAGE_INSTRUCTION_WORDS = instructionWords(PASSAGES_SYSTEM_PROMPT);

export function acceptableAnswer(
  answer: string,
  ground: GroundedQuestion['ground'],
  instructions: ReadonlySet<string> = INSTRUCTION_WORDS,
): boolean {
  const text = answer.trim();
  if (!text || text.length > MAX_ANSWER_CHARS) return false;
  const used = words(text);
  if (used.length === 0) return false;
  if (/businessFacts|visitorQuestion|answerable|knowledgePassages|passageId/i.test(text)) return false;
  const known = new Set(ground.flatMap((g) => words(`${g.title} ${g.response}`)));
  // a word of the rules counts as leaked only when the ground does not say it too
  const leaked = used.filter((w) => instructions.has(w) && !known.has(w)).length;
  if (leaked >= 3) return false;
  const grounded = used.filter((w) => known.has(w)).length / used.length;
  return grounded >= MIN_GROUNDED_SHARE;
}

export type GroundedReply = { kind: 'answer'; text: string } | { kind: 'not-covered' };

/**
 * The checked answer; `not-covered` when the model says the ground does not answer the question (or its
 * answer strays outside the ground); null when no generative provider is configured or it failed.
 */
export async function groundedReply(
  provider: GenerativeProvider | null,
  input: GroundedQuestion,
): Promise<GroundedReply | null> {
  if (!provider?.groundedAnswer || input.ground.length === 0) return null;
  let result: Awaited<ReturnType<NonNullable<AiProvider['groundedAnswer']>>>;
  try {
    result = await provider.groundedAnswer(input);
  } catch {
    // a failing provider must not cost the visitor an answer: the honest fallback follows
    return null;
  }
  return result.answerable && acceptableAnswer(result.answer, input.ground)
    ? { kind: 'answer', text: result.answer.trim() }
    : { kind: 'not-covered' };
}

export type PassageReply = { kind: 'answer'; text: string; passageId: string } | { kind: 'not-covered' };

/**
 * The checked answer from knowledge passages (issue 33): used only when the model names the passage it
 * used, that passage is among those it was given, and the answer stays inside THAT passage's words (the
 * same checks as acceptableAnswer); `not-covered` otherwise; null when no provider offers such answers,
 * there are no passages, or the provider failed (the caller falls back to the offline answer).
 */
export async function passageReply(
  provider: GenerativeProvider | null,
  input: PassageQuestion,
): Promise<PassageReply | null> {
  if (!provider?.passageAnswer || input.passages.length === 0) return null;
  let result: Awaited<ReturnType<NonNullable<AiProvider['passageAnswer']>>>;
  try {
    result = await provider.passageAnswer(input);
  } catch {
    return null;
  }
  const used = input.passages.find((p) => p.id === result.passageId);
  return result.answerable &&
    used &&
    acceptableAnswer(result.answer, [{ title: used.title, response: used.text }], PASSAGE_INSTRUCTION_WORDS)
    ? { kind: 'answer', text: result.answer.trim(), passageId: used.id }
    : { kind: 'not-covered' };
}
