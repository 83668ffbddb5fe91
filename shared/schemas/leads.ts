import * as z from 'zod';
import { CONVERSATION_SOURCES, CONVERSATION_STATUSES, LEAD_SOURCES, LEAD_STATUSES } from '../enums';
import { LEAD_TIERS } from '../lead-tiers';
import { email, minText, pageOf, pageQueryShape, searchQuery, shortText } from './common';
import { aiEnrichmentSchema } from './crm';
import { liveMessageSchema } from './realtime';

/**
 * The Leads screen, its jobs and the two analytics screens (spec part 2 §2.2, §2.4, §2.5, §7, §9;
 * issue 11). Every route parses its answer with these before it leaves the server.
 */

export const MAX_NOTES_CHARS = 2000;
/** What the Add Lead dialog offers (spec §2.2); chat, whatsapp, form and widget are set by the product. */
export const MANUAL_LEAD_SOURCES = ['website', 'referral', 'social', 'email_campaign', 'manual_entry'] as const;
export const LEAD_FILTERS = ['all', ...LEAD_STATUSES] as const;
export { HOT_SCORE, LEAD_TIERS, type LeadTier, tierOf, WARM_SCORE } from '../lead-tiers';
/** Open leads untouched this long are at risk of going cold (spec §2.5 churnRiskLeads). */
export const CHURN_AFTER_DAYS = 14;

/** Spec §9: 8 and up Urgent; 6–7 High; 4–5 Medium; below 4 Low. */
export function urgencyLabel(score: number): 'Urgent' | 'High' | 'Medium' | 'Low' {
  if (score >= 8) return 'Urgent';
  if (score >= 6) return 'High';
  if (score >= 4) return 'Medium';
  return 'Low';
}

const notes = shortText(MAX_NOTES_CHARS, `Notes must be at most ${MAX_NOTES_CHARS} characters`);
const optionalText = (max: number, label: string) =>
  shortText(max, `${label} must be at most ${max} characters`)
    .optional()
    .transform((v) => (v ? v : undefined));

export const scoreReasonSchema = z.object({ label: z.string(), points: z.number() });
export type ScoreReason = z.infer<typeof scoreReasonSchema>;

export const leadRowSchema = z.object({
  id: z.string(),
  name: z.string(),
  email: z.string().nullable(),
  phone: z.string().nullable(),
  company: z.string().nullable(),
  source: z.enum(LEAD_SOURCES),
  status: z.enum(LEAD_STATUSES),
  message: z.string().nullable(),
  internalNotes: z.string().nullable(),
  aiEnrichment: aiEnrichmentSchema.nullable(),
  score: z.number().int().min(0).max(100),
  tier: z.enum(LEAD_TIERS),
  scoreReasons: z.array(scoreReasonSchema),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type LeadRow = z.infer<typeof leadRowSchema>;

export const listLeadsQuery = z
  .object({
    status: z.enum(LEAD_FILTERS).default('all'),
    search: searchQuery,
    ...pageQueryShape,
  })
  .strict();
export type LeadFilter = z.output<typeof listLeadsQuery>;
export const listLeadsResponse = pageOf('leads', leadRowSchema);

export const exportLeadsQuery = listLeadsQuery.pick({ status: true, search: true }).strict();
/** GET /api/leads/export.csv answers the CSV text itself (text/csv), not JSON. */
export const leadsCsvResponse = z.string();

export const createLeadRequest = z
  .object({
    name: minText(2, 'Name', 100),
    email: z.union([z.literal(''), email]).optional(),
    phone: optionalText(30, 'Phone'),
    company: optionalText(120, 'Company'),
    source: z.enum(MANUAL_LEAD_SOURCES, { message: 'Choose a source' }).default('manual_entry'),
    notes: notes.optional(),
  })
  .strict();
export const leadResponse = z.object({ lead: leadRowSchema });

export const updateLeadStatusRequest = z
  .object({
    status: z.enum(LEAD_STATUSES, { message: `Status must be one of ${LEAD_STATUSES.join(', ')}` }),
    notes: notes.optional(),
  })
  .strict();

export const leadConversationSchema = z.object({
  id: z.string(),
  sessionId: z.string(),
  status: z.enum(CONVERSATION_STATUSES),
  source: z.enum(CONVERSATION_SOURCES),
  isEscalated: z.boolean(),
  createdAt: z.string(),
  messages: z.array(liveMessageSchema),
});
export const leadDetailResponse = z.object({
  lead: leadRowSchema,
  formAnswers: z.record(z.string(), z.string()),
  conversations: z.array(leadConversationSchema),
});
export type LeadDetail = z.infer<typeof leadDetailResponse>;

/** POST /api/leads/{id}/enrich (spec §7 reads success and enrichment). */
export const enrichLeadResponse = z.object({
  success: z.boolean(),
  enrichment: aiEnrichmentSchema.nullable(),
  lead: leadRowSchema,
  /** Why it could not be enriched (e.g. "No message available for AI analysis"). */
  message: z.string().optional(),
});

/** The everything-about-this-person export (GDPR access): GET /api/leads/{id}/export. */
export const leadExportResponse = z.object({
  exportedAt: z.string(),
  lead: leadRowSchema,
  formAnswers: z.record(z.string(), z.string()),
  conversations: z.array(leadConversationSchema),
});

export const eraseLeadResponse = z.object({ erased: z.object({ conversations: z.number(), messages: z.number() }) });

/** A background job with progress (bulk enrichment): POST /api/leads/enrich-all (202), GET /api/jobs/{id}. */
export const JOB_STATUSES = ['running', 'done'] as const;
export const jobSchema = z.object({
  id: z.string(),
  kind: z.literal('leads.enrich-all'),
  status: z.enum(JOB_STATUSES),
  /** Known once every lead has been queued; until then the number of leads when the job started. */
  total: z.number().int().min(0),
  succeeded: z.number().int().min(0),
  failed: z.number().int().min(0),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type Job = z.infer<typeof jobSchema>;
export const jobResponse = z.object({ job: jobSchema });
export type JobResponse = z.infer<typeof jobResponse>;

/** Stat cards of the Leads screen, from maintained counters. */
export const leadStatsResponse = z.object({
  total: z.number().int(),
  byStatus: z.record(z.enum(LEAD_STATUSES), z.number().int()),
  conversionRate: z.number().nullable(),
  enriched: z.number().int(),
});
export type LeadStats = z.infer<typeof leadStatsResponse>;

export const monthPointSchema = z.object({ month: z.string(), leads: z.number().int(), converted: z.number().int() });
/** GET /api/crm-analytics (spec §2.4, §9). Rates are fractions 0–1, null when there is nothing to divide by. */
export const crmAnalyticsResponse = z.object({
  pipeline: z.object({
    byStatus: z.record(z.enum(LEAD_STATUSES), z.number().int()),
    total: z.number().int(),
    conversionRate: z.number().nullable(),
  }),
  sources: z.array(z.object({ source: z.enum(LEAD_SOURCES), leads: z.number().int(), converted: z.number().int() })),
  trends: z.array(monthPointSchema),
  conversations: z.object({
    total: z.number().int(),
    escalated: z.number().int(),
    escalationRate: z.number().nullable(),
    aiResolutionRate: z.number().nullable(),
    /** Median time to an agent's first reply this month, seconds (a bucket's upper bound); null without replies. */
    medianFirstReplySeconds: z.number().nullable(),
  }),
});
export type CrmAnalytics = z.infer<typeof crmAnalyticsResponse>;

export const leaderboardEntrySchema = z.object({
  id: z.string(),
  name: z.string(),
  source: z.enum(LEAD_SOURCES),
  status: z.enum(LEAD_STATUSES),
  priority: z.enum(LEAD_TIERS),
  score: z.number().int(),
  reasons: z.array(scoreReasonSchema),
});
/** GET /api/predictive-analytics (spec part 2 §3 "Predictive analytics response", plus the tiers). */
export const predictiveAnalyticsResponse = z.object({
  totalLeads: z.number().int(),
  highValueLeads: z.number().int(),
  churnRiskLeads: z.number().int(),
  conversionPredictions: z.object({ likely: z.number().int(), possible: z.number().int(), unlikely: z.number().int() }),
  tiers: z.record(z.enum(LEAD_TIERS), z.number().int()),
  leaderboard: z.array(leaderboardEntrySchema),
  insights: z.object({
    avgLeadScore: z.number().nullable(),
    topPerformingSource: z.enum(LEAD_SOURCES).nullable(),
    recommendedActions: z.array(z.string()),
  }),
});
export type PredictiveAnalytics = z.infer<typeof predictiveAnalyticsResponse>;
