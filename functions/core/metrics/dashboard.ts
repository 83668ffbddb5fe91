import { DASHBOARD_DEFAULTS, RECENT_LEADS_WINDOW_MS } from '@shared/constants';
import * as db from '../../db/table-entities';
import { planEnded, usagePeriod } from '../billing/usage-period';
import { countRecentLeads } from '../leads/recent';
import { readCounter } from './counters';

const RECENT_LEADS_SHOWN = 10;

/** "plan-starter" → "Starter" (spec part 1 §3), used when the plan record is gone. */
export const planLabel = (planId: string) => {
  const bare = planId.replace(/^plan-/, '');
  return bare.charAt(0).toUpperCase() + bare.slice(1);
};

/**
 * GET /api/dashboard: the plan's conversation counter of the current usage period, the 10 newest leads
 * of the last 24 h with their count from hourly counters, and this month's escalation counter — never a scan.
 */
export async function getDashboard(clientId: string) {
  const now = new Date();
  const since = new Date(now.getTime() - RECENT_LEADS_WINDOW_MS).toISOString();
  const clientRead = db.client().get({ clientId }).go();
  const [{ data: client }, { data: leads }, recentLeadsCount, escalationCount, conversationsUsed] = await Promise.all([
    clientRead,
    // The list is the newest few; the count comes from the maintained hourly counters (core/leads.ts).
    db
      .lead()
      .query.byCreated({ clientId })
      .gte({ createdAt: since })
      .go({
        order: 'desc',
        limit: RECENT_LEADS_SHOWN,
        attributes: ['id', 'name', 'phone', 'purpose', 'aiEnrichment', 'createdAt'],
      }),
    countRecentLeads(clientId),
    readCounter(clientId, 'escalations'),
    // the usage period's plan counter, the one a conversation start is limited on (core/chat/conversations.ts)
    clientRead.then(({ data }) =>
      readCounter(clientId, 'planConversations', usagePeriod(data?.billingAnchor, now).key),
    ),
  ]);
  const plan = client ? (await db.plan().get({ id: client.planId }).go()).data : null;
  return {
    conversationsUsed,
    // no plan once it has ended (trial over, cancelled): nothing left to use until one is bought
    conversationsLimit: client
      ? planEnded(client, now)
        ? 0
        : client.conversationsLimit
      : DASHBOARD_DEFAULTS.conversationsLimit,
    recentLeadsCount,
    recentLeads: leads.map((l) => ({
      id: l.id,
      name: l.name,
      phone: l.phone ?? '',
      intent: (l.aiEnrichment as { intentAnalysis?: string } | undefined)?.intentAnalysis ?? l.purpose ?? '',
      date: l.createdAt,
    })),
    escalationCount,
    plan: plan?.name ?? (client ? planLabel(client.planId) : DASHBOARD_DEFAULTS.plan),
    clientId,
  };
}
