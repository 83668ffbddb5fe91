import * as z from 'zod';

/**
 * GET /api/inbox/performance (issue 32 items 7 and 10): a month's CSAT of the team and each agent's figures,
 * from counters kept when things happen (functions/core/metrics/agent-metrics.ts). An owner sees every
 * agent; an agent sees their own row (and the team's CSAT).
 */
export const getPerformanceQuery = z
  .object({
    /** The calendar month (UTC), "2026-11"; this month when left out. */
    month: z
      .string()
      .regex(/^\d{4}-(0[1-9]|1[0-2])$/, 'A month as YYYY-MM')
      .optional(),
  })
  .strict();

export const csatFiguresSchema = z.object({
  ratings: z.number().int().min(0),
  /** Mean rating 1–5; null without ratings. */
  average: z.number().nullable(),
  /** Share of 4 and 5 in %; null below `minimumRatings` ("Not enough ratings yet"). */
  percent: z.number().nullable(),
});
export type CsatFigures = z.infer<typeof csatFiguresSchema>;

export const agentPerformanceSchema = z.object({
  /** A user id, or "team" for chats nobody claimed or answered. */
  agentId: z.string(),
  name: z.string(),
  /** Chats resolved with them as the owner (the assignee, else the first to reply). */
  handled: z.number().int().min(0),
  firstReplies: z.number().int().min(0),
  /** Upper bounds of the histogram buckets holding the medians, in seconds; null without data. */
  medianFirstReplySeconds: z.number().nullable(),
  medianResolutionSeconds: z.number().nullable(),
  csat: csatFiguresSchema,
});
export type AgentPerformance = z.infer<typeof agentPerformanceSchema>;

export const getPerformanceResponse = z.object({
  month: z.string(),
  /** Fewer ratings than this and a CSAT % is not shown. */
  minimumRatings: z.number().int(),
  /** 'all' for an owner, 'own' for an agent (their row only). */
  scope: z.enum(['all', 'own']),
  csat: csatFiguresSchema,
  agents: z.array(agentPerformanceSchema),
});
export type GetPerformanceResponse = z.output<typeof getPerformanceResponse>;
