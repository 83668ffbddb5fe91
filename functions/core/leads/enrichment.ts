import type { AiEnrichment } from '@shared/schemas/crm';
import { enricherFor } from '../../ai/enrichment';
import { type LeadForAi, NO_TEXT_MESSAGE } from '../../ai/enrichment/types';
import { BUSINESS_METRICS, countEvent } from '../../base/metrics';
import { countAiCall } from '../metrics/platform-metrics';
import { aiContext } from '../platform/ai-context';
import { changeLead, getLead, type StoredLead } from './store';
import { leadConversations } from './transcript';

export interface EnrichOptions {
  /** Same key, same enrichment: a redelivered message finds it on the lead and does nothing. */
  key: string;
  /** The bulk job this enrichment counts towards (once per lead, whatever the outcome). */
  jobId?: string;
  /** The last try: a provider failure now counts as a failed lead instead of being retried. */
  final?: boolean;
}

export type EnrichOutcome =
  | { status: 'enriched'; lead: StoredLead; enrichment: AiEnrichment }
  | { status: 'no-text'; lead: StoredLead; message: string }
  | { status: 'skipped'; lead: StoredLead };

/**
 * Enriches one lead (the widget's capture, the Enrich button, each lead of a bulk job): reads what the
 * person wrote, asks the provider, and stores the result with the lead's new score, its counters and
 * the job's progress in one transaction. Idempotent by `key`, and by `jobId` for job progress.
 */
export async function enrichLead(clientId: string, leadId: string, options: EnrichOptions): Promise<EnrichOutcome> {
  const lead = await getLead(clientId, leadId);
  if (alreadyDone(lead, options)) return { status: 'skipped', lead };
  const conversations = await leadConversations(clientId, lead);
  const transcript = conversations.flatMap((c) =>
    c.messages.map((m) => ({ senderType: m.senderType, content: m.content })),
  );
  const input: LeadForAi = {
    name: lead.name,
    company: lead.company,
    purpose: lead.purpose,
    message: lead.message,
    formAnswers: (lead.formAnswers as Record<string, string> | undefined) ?? {},
    transcript,
    escalated: conversations.some((c) => c.isEscalated),
    hasEmail: Boolean(lead.email),
    hasPhone: Boolean(lead.phone),
  };
  const enricher = enricherFor(await aiContext());
  let result: Awaited<ReturnType<typeof enricher.enrich>>;
  try {
    result = await enricher.enrich(input);
    // the offline rules as a zero-cost provider in AI Cost Optimization (OpenAI counts itself, openai-json.ts)
    if (enricher.name === 'local' && result) await countAiCall('local', 'offline');
  } catch (err) {
    countEvent(BUSINESS_METRICS.enrichmentFailures);
    if (!options.jobId || !options.final) throw err;
    return { status: 'no-text', lead: await countFailure(clientId, leadId, options), message: (err as Error).message };
  }
  if (!result) {
    const stored = options.jobId ? await countFailure(clientId, leadId, options) : lead;
    return { status: 'no-text', lead: stored, message: NO_TEXT_MESSAGE };
  }
  const enrichment: AiEnrichment = { ...result, enrichedAt: new Date().toISOString() };
  const lastMessageAt = transcript.length
    ? conversations
        .map((c) => c.lastActivityAt)
        .sort()
        .at(-1)
    : undefined;
  const engagement = transcript.filter((m) => m.senderType === 'customer').length;
  const { lead: stored, changed } = await changeLead(
    clientId,
    leadId,
    (now) =>
      alreadyDone(now, options)
        ? null
        : {
            aiEnrichment: enrichment,
            engagement,
            enrichmentKey: options.key,
            ...(options.jobId ? { jobId: options.jobId } : {}),
            // enriching is not the person's activity; their latest message is
            lastActivityAt: [now.lastActivityAt ?? now.createdAt, lastMessageAt ?? ''].sort().at(-1),
          },
    // a bulk job's progress moves with the lead, in one transaction; the widget's enrichments write the lead alone
    options.jobId
      ? (tx) => [
          tx.job
            .update({ clientId, id: options.jobId as string })
            .add({ succeeded: 1 })
            .commit(),
        ]
      : undefined,
  );
  return changed ? { status: 'enriched', lead: stored, enrichment } : { status: 'skipped', lead: stored };
}

const alreadyDone = (lead: StoredLead, o: EnrichOptions) =>
  lead.enrichmentKey === o.key || (o.jobId !== undefined && lead.jobId === o.jobId);

/** A lead of a job that could not be enriched: counted once as failed, nothing else changes. */
async function countFailure(clientId: string, leadId: string, options: EnrichOptions): Promise<StoredLead> {
  const { lead } = await changeLead(
    clientId,
    leadId,
    (now) =>
      now.jobId === options.jobId
        ? null
        : { jobId: options.jobId, lastActivityAt: now.lastActivityAt ?? now.createdAt },
    (tx) => [
      tx.job
        .update({ clientId, id: options.jobId as string })
        .add({ failed: 1 })
        .commit(),
    ],
  );
  return lead;
}
