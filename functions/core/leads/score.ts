import type { INTENT_ANALYSIS, LEAD_PURPOSES, LEAD_STATUSES } from '@shared/enums';
import { type LeadTier, tierOf } from '@shared/lead-tiers';
import type { ScoreReason } from '@shared/schemas/leads';

/**
 * The lead score 0–100 (spec part 2 §2.5) from signals the product really has, each with the reason a
 * person can read on the lead. A lead is scored whenever it changes (created, enriched, status or notes
 * changed), so the stored score, tier and aggregates always agree; the recency part is taken at that
 * moment. Points, most to least telling:
 * - status: a qualified lead was judged by a person (+15), a contacted one is in motion (+5); converted
 *   and lost leads are outside the pipeline (100 and 0, not predictions);
 * - AI enrichment: urgency 0–10 (×2, up to 20) and intent (purchase 15, comparison 10, research 6,
 *   support 2), the intent weighted by the enrichment's confidence;
 * - contact details left in the form: email 10, phone 10, company 5, a message 5;
 * - what the visitor came for: sales 10, product enquiry 6, general 3, support 2;
 * - engagement: 2 per visitor message, up to 10;
 * - recency: 15 points, halving every 7 days since the last activity.
 */
export interface ScoredLead {
  status: (typeof LEAD_STATUSES)[number];
  email?: string | null;
  phone?: string | null;
  company?: string | null;
  message?: string | null;
  purpose?: (typeof LEAD_PURPOSES)[number] | null;
  aiEnrichment?: { intentAnalysis: (typeof INTENT_ANALYSIS)[number]; urgencyScore: number; confidence: number } | null;
  /** Visitor messages in the lead's conversations, counted when it was last enriched. */
  engagement?: number | null;
  lastActivityAt: string;
}

const INTENT_POINTS: Record<(typeof INTENT_ANALYSIS)[number], number> = {
  purchase: 15,
  comparison: 10,
  research: 6,
  support: 2,
  other: 0,
};
const PURPOSE_POINTS: Record<(typeof LEAD_PURPOSES)[number], number> = {
  sales: 10,
  enquiry: 6,
  general: 3,
  support: 2,
};
const RECENCY_POINTS = 15;
const RECENCY_HALF_LIFE_DAYS = 7;
const DAY_MS = 86_400_000;

export interface LeadScore {
  score: number;
  tier: LeadTier;
  reasons: ScoreReason[];
}

export function scoreLead(lead: ScoredLead, at: Date): LeadScore {
  if (lead.status === 'converted') return closed(100, 'Converted');
  if (lead.status === 'lost') return closed(0, 'Lost');
  const reasons: ScoreReason[] = [];
  const add = (label: string, points: number) => {
    if (points > 0) reasons.push({ label, points: Math.round(points) });
  };
  if (lead.status === 'qualified') add('Qualified by your team', 15);
  if (lead.status === 'contacted') add('Contacted', 5);
  const e = lead.aiEnrichment;
  if (e) {
    add(`Urgency ${e.urgencyScore}/10`, e.urgencyScore * 2);
    add(
      `Intent: ${e.intentAnalysis} (${Math.round(e.confidence * 100)}% confidence)`,
      INTENT_POINTS[e.intentAnalysis] * e.confidence,
    );
  }
  if (lead.email) add('Left an email', 10);
  if (lead.phone) add('Left a phone number', 10);
  if (lead.company) add('Named a company', 5);
  if (lead.message) add('Wrote a message', 5);
  if (lead.purpose) add(`Came for ${lead.purpose}`, PURPOSE_POINTS[lead.purpose]);
  if (lead.engagement)
    add(`${lead.engagement} chat message${lead.engagement === 1 ? '' : 's'}`, Math.min(10, lead.engagement * 2));
  const days = Math.max(0, (at.getTime() - Date.parse(lead.lastActivityAt)) / DAY_MS);
  add(
    days < 1 ? 'Active today' : `Last active ${Math.floor(days)} day${days < 2 ? '' : 's'} ago`,
    RECENCY_POINTS * 0.5 ** (days / RECENCY_HALF_LIFE_DAYS),
  );
  const score = Math.min(
    100,
    reasons.reduce((sum, r) => sum + r.points, 0),
  );
  return { score, tier: tierOf(score), reasons: reasons.sort((a, b) => b.points - a.points) };
}

function closed(score: number, label: string): LeadScore {
  return { score, tier: tierOf(score), reasons: [{ label, points: score }] };
}
