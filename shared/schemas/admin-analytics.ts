import * as z from 'zod';

/**
 * The admin's Analytics and AI Cost Optimization (issue 12, spec part 3 §2). Figures come from the
 * platform's daily counters (functions/db/entities/platform-metric.ts) and the subscriptions; money is
 * paise for MRR and USD/INR estimates for AI costs. Days are UTC "yyyy-mm-dd".
 */
export const ANALYTICS_PERIODS = ['7d', '30d', '90d', '1y'] as const;
export type AnalyticsPeriod = (typeof ANALYTICS_PERIODS)[number];

export const analyticsQuery = z.object({ period: z.enum(ANALYTICS_PERIODS).default('30d') }).strict();

const day = z.string();

/** One bar of the charts: a day, or for 1y a week of seven days. MRR is the MRR at the bucket's end. */
export const analyticsBucketSchema = z.object({
  start: day,
  end: day,
  signups: z.number().int(),
  conversations: z.number().int(),
  leads: z.number().int(),
  mrr: z.number().int(),
});
export type AnalyticsBucket = z.infer<typeof analyticsBucketSchema>;

const totals = z.object({
  signups: z.number().int(),
  conversations: z.number().int(),
  leads: z.number().int(),
  /** MRR at the end of the period, paise. */
  mrr: z.number().int(),
});
/** The period before, same length; a figure is null when it was not recorded then ("not enough data"). */
const previousTotals = z.object({
  signups: z.number().int().nullable(),
  conversations: z.number().int().nullable(),
  leads: z.number().int().nullable(),
  mrr: z.number().int().nullable(),
});

/** GET /api/admin/analytics?period= */
export const analyticsResponse = z.object({
  period: z.enum(ANALYTICS_PERIODS),
  bucket: z.enum(['day', 'week']),
  from: day,
  to: day,
  /** The first day the platform's daily counters hold anything (null: nothing recorded yet). */
  recordedSince: day.nullable(),
  series: z.array(analyticsBucketSchema),
  totals,
  previous: previousTotals,
});
export type AnalyticsReport = z.infer<typeof analyticsResponse>;

export const analyticsCsvResponse = z.string();

export const aiUsageRowSchema = z.object({
  provider: z.string(),
  model: z.string(),
  calls: z.number().int(),
  tokensIn: z.number().int(),
  tokensOut: z.number().int(),
  /** Estimated at list prices (shared/ai-prices.ts); null when the table has no price for the model. */
  costUsd: z.number().nullable(),
  costInr: z.number().nullable(),
});
export type AiUsageRow = z.infer<typeof aiUsageRowSchema>;

/** GET /api/admin/ai-costs?period= — nothing recorded in the period: `{ hasData: false }`. */
export const aiCostsResponse = z.discriminatedUnion('hasData', [
  z.object({ hasData: z.literal(false), period: z.enum(ANALYTICS_PERIODS) }),
  z.object({
    hasData: z.literal(true),
    period: z.enum(ANALYTICS_PERIODS),
    bucket: z.enum(['day', 'week']),
    from: day,
    to: day,
    pricesAsOf: day,
    usdToInr: z.number(),
    rows: z.array(aiUsageRowSchema),
    totals: z.object({
      calls: z.number().int(),
      tokensIn: z.number().int(),
      tokensOut: z.number().int(),
      costUsd: z.number(),
      costInr: z.number(),
    }),
    series: z.array(z.object({ start: day, end: day, calls: z.number().int(), costUsd: z.number() })),
    suggestions: z.array(z.string()),
  }),
]);
export type AiCosts = z.infer<typeof aiCostsResponse>;
