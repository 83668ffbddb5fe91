import type { INTENT_ANALYSIS } from '@shared/enums';
import { type EnrichmentResult, type LeadForAi, visitorText } from './types';

/**
 * Offline lead enrichment: reads the visitor's own words (form message, free-text answers, chat lines)
 * for signals a salesperson would look for, and says which ones it found. No model, no invention: a
 * lead with no text of its own gets no enrichment (the caller shows "No message available for AI
 * analysis").
 *
 * - Intent: the category with the most cue phrases (buying words → purchase, "vs"/"alternative" →
 *   comparison, "how does"/"information" → research, "not working"/"refund" → support); the form's
 *   purpose adds one cue to its category. No cue at all → other.
 * - Confidence: how clearly the winner beats the runner-up, and how much evidence there is.
 * - Urgency 0–10: time pressure ("asap", "today", "this week"), buying intent, a phone number left,
 *   a request for a person, and how much the visitor wrote.
 */
type Intent = (typeof INTENT_ANALYSIS)[number];

const CUES: Record<Exclude<Intent, 'other'>, RegExp[]> = {
  purchase: [
    /\b(buy|buying|purchase|order|ordering)\b/,
    /\b(price|prices|pricing|cost|costs|quote|quotation|rate card)\b/,
    /\b(subscribe|subscription|sign ?up|plan|plans|package)\b/,
    /\b(book|booking|reserve|demo|trial|invoice|payment|pay)\b/,
    /\bhow much\b/,
  ],
  comparison: [
    /\b(vs\.?|versus|compare|comparing|comparison)\b/,
    /\b(alternative|alternatives|competitor|instead of|switch(ing)? from)\b/,
    /\b(better than|cheaper than|difference between)\b/,
  ],
  research: [
    /\b(how does|how do|what is|what are|tell me about|learn|information|info|details)\b/,
    /\b(features?|brochure|case stud(y|ies)|documentation|specs?|options)\b/,
    /\b(just looking|exploring|curious|researching)\b/,
  ],
  support: [
    /\b(not working|doesn'?t work|broken|error|bug|issue|problem|fault)\b/,
    /\b(refund|complaint|cancel|return|replace(ment)?|warranty)\b/,
    /\b(help with|support|fix|stuck|can'?t (log ?in|access))\b/,
  ],
};
const PURPOSE_CUE: Record<string, Intent> = { sales: 'purchase', support: 'support', enquiry: 'research' };
const URGENT = /\b(urgent|urgently|asap|immediately|right away|emergency|today|tonight|now)\b/;
const SOON =
  /\b(tomorrow|this week|next week|deadline|by (monday|tuesday|wednesday|thursday|friday|saturday|sunday)|soon)\b/;
const HUMAN = /\b(human|person|agent|someone|call me|speak to|talk to)\b/;

export function enrichLocally(lead: LeadForAi): EnrichmentResult | null {
  const text = visitorText(lead).toLowerCase();
  if (!text.trim()) return null;
  const hits = new Map<Intent, string[]>();
  for (const [intent, cues] of Object.entries(CUES) as [Exclude<Intent, 'other'>, RegExp[]][]) {
    const found = cues.map((re) => text.match(re)?.[0]).filter((m): m is string => Boolean(m));
    if (found.length) hits.set(intent, found);
  }
  const purposeIntent = lead.purpose ? PURPOSE_CUE[lead.purpose] : undefined;
  if (purposeIntent) hits.set(purposeIntent, [...(hits.get(purposeIntent) ?? []), `purpose: ${lead.purpose}`]);
  const ranked = [...hits].sort((a, b) => b[1].length - a[1].length);
  const [top, second] = ranked;
  const intent: Intent = top ? top[0] : 'other';
  const topN = top?.[1].length ?? 0;
  const secondN = second?.[1].length ?? 0;
  const confidence = top ? clamp(0.45 + 0.12 * topN - 0.1 * secondN, 0.3, 0.95) : 0.3;

  const visitorLines = lead.transcript.filter((m) => m.senderType === 'customer').length;
  const urgent = text.match(URGENT)?.[0];
  const soon = text.match(SOON)?.[0];
  const wantsHuman = lead.escalated || HUMAN.test(text);
  let urgency = 2;
  if (urgent) urgency += 4;
  else if (soon) urgency += 2;
  if (intent === 'purchase') urgency += 2;
  if (lead.hasPhone) urgency += 1;
  if (wantsHuman) urgency += 1;
  if (visitorLines >= 4) urgency += 1;
  const urgencyScore = clamp(urgency, 0, 10);

  const tags = unique([
    intent !== 'other' ? intent : '',
    ...(top?.[1] ?? []).filter((c) => !c.startsWith('purpose')).slice(0, 3),
    urgent || soon ? 'time-sensitive' : '',
    wantsHuman ? 'wants a person' : '',
    lead.company ? 'business' : '',
    lead.hasPhone ? 'phone given' : '',
  ]).slice(0, 8);

  const who = lead.company ? `${lead.name} (${lead.company})` : lead.name;
  const evidence = top
    ? ` because of "${top[1].slice(0, 3).join('", "')}"`
    : ' (no buying, comparing, research or support cues found)';
  const timing = urgent ? ` Wrote "${urgent}".` : soon ? ` Mentioned "${soon}".` : '';
  const chat = visitorLines
    ? ` ${visitorLines} chat message${visitorLines === 1 ? '' : 's'}${lead.escalated ? ', asked for a person' : ''}.`
    : '';
  const summaryText = `${who}: intent looks like ${intent}${evidence}. Urgency ${urgencyScore}/10.${timing}${chat}`;
  return {
    intentAnalysis: intent,
    urgencyScore,
    confidence: Math.round(confidence * 100) / 100,
    tags,
    summaryText: summaryText.slice(0, 1000),
  };
}

const clamp = (n: number, lo: number, hi: number) => Math.min(hi, Math.max(lo, n));
const unique = (xs: string[]) => [...new Set(xs.filter(Boolean))];
