import * as z from 'zod';
import { ANSWER_SOURCES } from '../enums';

/**
 * GET /api/intents/answer-analytics (issue 33 item 5): who answered the visitors over a period — AI replies
 * by `aiAnalysis.answeredBy` (an intent, the knowledge word for word, the generative provider, the
 * fallback) and conversations handed over — per day, and the questions most asked that neither the
 * intents nor the knowledge could answer (missed questions, near-identical ones grouped).
 */
export const ANSWER_ANALYTICS_PERIODS = ['7d', '30d', '90d'] as const;
export type AnswerAnalyticsPeriod = (typeof ANSWER_ANALYTICS_PERIODS)[number];
export const PERIOD_DAYS: Record<AnswerAnalyticsPeriod, number> = { '7d': 7, '30d': 30, '90d': 90 };
export const UNANSWERED_LIST_MAX = 10;

/** The counted outcomes of a turn: the four answer sources, and a handoff to a person. */
export const ANSWER_OUTCOMES = [...ANSWER_SOURCES, 'handedOver'] as const;
export type AnswerOutcome = (typeof ANSWER_OUTCOMES)[number];

const count = z.number().int().min(0);
const outcomeCounts = z.object({
  intent: count,
  knowledge: count,
  generative: count,
  fallback: count,
  handedOver: count,
});
export type OutcomeCounts = z.infer<typeof outcomeCounts>;

export const answerAnalyticsQuery = z.object({ period: z.enum(ANSWER_ANALYTICS_PERIODS).default('30d') });

const day = z.string().regex(/^\d{4}-\d{2}-\d{2}$/);
export const answerAnalyticsSchema = z.object({
  period: z.enum(ANSWER_ANALYTICS_PERIODS),
  /** First and last UTC day counted (inclusive). */
  from: day,
  to: day,
  totals: outcomeCounts,
  /** One row per day, oldest first. */
  days: z.array(outcomeCounts.extend({ day })),
  /** Most asked first; `question` is the most asked wording of its group, `variants` how many wordings it has. */
  unanswered: z
    .array(z.object({ question: z.string(), count, variants: z.number().int().min(1) }))
    .max(UNANSWERED_LIST_MAX),
});
export type AnswerAnalytics = z.infer<typeof answerAnalyticsSchema>;
export const answerAnalyticsResponse = answerAnalyticsSchema;
