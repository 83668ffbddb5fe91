import {
  ANSWER_OUTCOMES,
  type AnswerAnalytics,
  type AnswerAnalyticsPeriod,
  type OutcomeCounts,
  PERIOD_DAYS,
  UNANSWERED_LIST_MAX,
} from '@shared/schemas/answer-analytics';
import * as db from '../../db/table-entities';
import { listMissedIntents } from '../chat/intent-matcher';
import { processTerm, termsOf } from '../knowledge/search-index';
import { answerCounterName } from '../metrics/answer-outcomes';
import { dayPeriod } from '../metrics/periods';

/**
 * GET /api/intents/answer-analytics (issue 33 item 5). The figures are the daily counters the turn moves
 * (core/metrics/answer-outcomes.ts): five Queries of at most 90 small items for a period, whatever the
 * number of messages, never a scan of messages. Test chats (/ccai-test) never count.
 *
 * The unanswered questions are the missed-question records the pipeline keeps (core/chat/intent-matcher.ts
 * recordMissedIntent: one item per normalised question, its frequency counted up; a question the knowledge
 * answered is not recorded), asked within the period and not resolved, near-identical wordings grouped.
 */
const DAY_MS = 86_400_000;
/** The period's days, oldest first, today included. */
export function periodDays(period: AnswerAnalyticsPeriod, now = new Date()): string[] {
  const n = PERIOD_DAYS[period];
  return Array.from({ length: n }, (_, i) => dayPeriod(new Date(now.getTime() - (n - 1 - i) * DAY_MS)));
}

const zero = (): OutcomeCounts => ({ intent: 0, knowledge: 0, generative: 0, fallback: 0, handedOver: 0 });

export async function answerAnalytics(
  clientId: string,
  period: AnswerAnalyticsPeriod,
  now = new Date(),
): Promise<AnswerAnalytics> {
  const days = periodDays(period, now);
  const from = days[0];
  const to = days[days.length - 1];
  const [series, missed] = await Promise.all([
    Promise.all(
      ANSWER_OUTCOMES.map(async (outcome) => {
        const { data } = await db
          .tenantCounter()
          .query.byName({ clientId, name: answerCounterName(outcome) })
          .between({ period: from }, { period: to })
          .go({ attributes: ['period', 'count'], pages: 'all' });
        return [outcome, new Map(data.map((c) => [c.period, c.count ?? 0]))] as const;
      }),
    ),
    listMissedIntents(clientId),
  ]);
  const rows = days.map((day) => {
    const row = { day, ...zero() };
    for (const [outcome, counts] of series) row[outcome] = counts.get(day) ?? 0;
    return row;
  });
  const totals = zero();
  for (const row of rows) for (const outcome of ANSWER_OUTCOMES) totals[outcome] += row[outcome];
  const asked = missed.filter((m) => (m.updatedAt ?? m.createdAt).slice(0, 10) >= from);
  return {
    period,
    from,
    to,
    totals,
    days: rows,
    unanswered: groupQuestions(asked.map((m) => ({ question: m.userQuery, count: m.frequency ?? 1 }))).slice(
      0,
      UNANSWERED_LIST_MAX,
    ),
  };
}

/** A question's content words as the knowledge search reads them (stemmed, stop words out, synonyms one). */
const contentWords = (question: string) => new Set(termsOf(question).flatMap((t) => processTerm(t) ?? []));

/** Two wordings are near-identical when their content words are the same but for at most one in four. */
const NEAR_IDENTICAL = 0.75;
function similar(a: ReadonlySet<string>, b: ReadonlySet<string>): boolean {
  if (a.size === 0 || b.size === 0) return false;
  let shared = 0;
  for (const w of a) if (b.has(w)) shared++;
  return shared / (a.size + b.size - shared) >= NEAR_IDENTICAL;
}

/**
 * Near-identical questions as one, most asked first: each question joins the first (most asked) group
 * whose leading wording has nearly the same content words ("What are your prices?", "your prices??",
 * "what's the price"), else starts its own; a question with no content word is grouped by its own text.
 */
export function groupQuestions(
  questions: readonly { question: string; count: number }[],
): { question: string; count: number; variants: number }[] {
  const groups: { question: string; words: Set<string>; count: number; variants: number }[] = [];
  for (const q of [...questions].sort((a, b) => b.count - a.count)) {
    const words = contentWords(q.question);
    const key = q.question.trim().toLowerCase();
    const group = groups.find((g) =>
      words.size === 0 ? g.words.size === 0 && g.question.trim().toLowerCase() === key : similar(g.words, words),
    );
    if (group) {
      group.count += q.count;
      group.variants += 1;
    } else groups.push({ question: q.question, words, count: q.count, variants: 1 });
  }
  return groups
    .sort((a, b) => b.count - a.count)
    .map(({ question, count, variants }) => ({ question, count, variants }));
}
