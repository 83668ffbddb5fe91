import { INTENT_ANALYSIS, type LEAD_PURPOSES } from '@shared/enums';
import * as z from 'zod';

/** What a provider sees of a lead: what the person wrote and did, nothing else. */
export interface LeadForAi {
  name: string;
  company?: string;
  purpose?: (typeof LEAD_PURPOSES)[number];
  message?: string;
  formAnswers: Record<string, string>;
  /** The lead's conversations, oldest first: the visitor's lines and the replies. */
  transcript: { senderType: 'customer' | 'ai' | 'human_agent'; content: string }[];
  escalated: boolean;
  hasEmail: boolean;
  hasPhone: boolean;
}

/** A provider's answer (spec part 2 §3 "AI enrichment" without enrichedAt, which the product stamps). */
export const enrichmentResultSchema = z.object({
  intentAnalysis: z.enum(INTENT_ANALYSIS),
  urgencyScore: z.number().int().min(0).max(10),
  confidence: z.number().min(0).max(1),
  tags: z.array(z.string().trim().min(1).max(40)).max(12),
  summaryText: z.string().trim().min(1).max(1000),
});
export type EnrichmentResult = z.infer<typeof enrichmentResultSchema>;

export const NO_TEXT_MESSAGE = 'No message available for AI analysis';

/** The visitor's own words: the form's message and free-text answers, and their chat lines. */
export function visitorText(lead: LeadForAi): string {
  const answers = Object.entries(lead.formAnswers)
    .filter(([k]) => !['name', 'email', 'phone', 'company', 'purpose'].includes(k))
    .map(([, v]) => v);
  const lines = lead.transcript.filter((m) => m.senderType === 'customer').map((m) => m.content);
  return [lead.message ?? '', ...answers, ...lines].filter((s) => s.trim()).join('\n');
}
