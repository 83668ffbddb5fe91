import { createConversions } from 'electrodb';
import { tenantAiSettings } from '../core/intents/ai-settings';
import { counterDeltas, LEAD_COUNTERS } from '../core/leads/aggregates';
import { derived, type StoredLead, searchTextOf } from '../core/leads/store';
import { forEachItemLacking, setIfLacking } from '../db/backfill';
import { clientSearchText } from '../db/entities/tenant';
import * as db from '../db/table-entities';

/**
 * Data written before an index existed has no keys for it. Each step here adds what a new index needs
 * to items that lack it, in place and idempotently (a re-run finds nothing to do). A maintenance task,
 * never a request path: it scans. The local runtime runs it at every start, before the port opens.
 */
export async function runMigrations(): Promise<{
  intentOrderKeys: number;
  leadScores: number;
  clientSearchText: number;
  tenantAiSettings: number;
  planSubscribers: number;
}> {
  return {
    intentOrderKeys: await addIntentOrderKeys(),
    leadScores: await addLeadScores(),
    clientSearchText: await addClientSearchText(),
    tenantAiSettings: await addTenantAiSettings(),
    planSubscribers: await addPlanSubscribers(),
  };
}

/**
 * Plans from before issue 27 have no subscriber count (core/billing/plan-subscribers.ts), and a plan's delete is
 * conditioned on it being 0: each gets the number of tenants on it now, conditioned on still lacking it.
 * Run before the port opens (or in the stage bootstrap), so no tenant joins or leaves meanwhile.
 */
const addPlanSubscribers = () =>
  forEachItemLacking('plan', 'subscribers', async (item) => {
    const { id } = item as Record<string, string>;
    const { data: tenants } = await db
      .client()
      .query.all({ kind: 'client' })
      .go({ pages: 'all', attributes: ['clientId', 'planId'] });
    const count = tenants.filter((t) => t.planId === id).length;
    return setIfLacking(item, { subscribers: count }, 'subscribers');
  });

/**
 * The AI Config was each user's until issue 14 made it the tenant's (the agent can follow one copy):
 * a tenant without one gets its owner's stored choice, or the defaults where the owner never saved
 * one, so no retention or escalation choice silently resets. Conditioned on still lacking it.
 */
const addTenantAiSettings = () =>
  forEachItemLacking('client', 'aiSettings', async (item) => {
    const { clientId } = item as Record<string, string>;
    const { data: users } = await db.user().query.byId({ clientId }).go({ pages: 'all' });
    const owner = users.find((u) => u.role === 'business_owner');
    const stored = owner ? (await db.userSettings().get({ clientId, userId: owner.id }).go()).data : null;
    const ai = tenantAiSettings((stored?.settings as { ai?: unknown } | undefined)?.ai);
    return setIfLacking(item, { aiSettings: ai }, 'aiSettings');
  });

/**
 * Tenants that signed up before the admin's client search (issue 12) have no lower-case searchText, so
 * the search would never find them. Conditioned on still lacking it: a re-run or a concurrent write wins.
 */
const addClientSearchText = () =>
  forEachItemLacking('client', 'searchText', async (item) => {
    const { companyName, billingEmail } = item as Record<string, string>;
    return setIfLacking(item, { searchText: clientSearchText(companyName ?? '', billingEmail ?? '') }, 'searchText');
  });

/**
 * Leads stored before issue 11 have no score (so no byScore keys: the leaderboard would miss them) and
 * are in none of the CRM counters but the dashboard's hourly one. Each gets its score and enters the
 * other counters in one transaction, conditioned on still having no score, so a re-run or a concurrent
 * write never counts a lead twice.
 */
const addLeadScores = () => forEachItemLacking('lead', 'scoreKey', (item) => scoreLegacyLead(item as StoredLead));

async function scoreLegacyLead(lead: StoredLead): Promise<boolean> {
  const { clientId, id } = lead;
  const full = {
    ...lead,
    status: lead.status ?? 'new',
    source: lead.source ?? 'chat',
    lastActivityAt: lead.lastActivityAt ?? lead.createdAt,
  };
  const d = derived(full, new Date());
  const searchText = searchTextOf(lead);
  // the hourly counter already counted it when it was created
  const deltas = counterDeltas(undefined, { ...full, score: d.score }).filter((c) => c.name !== LEAD_COUNTERS.hourly);
  const result = await db
    .writeTransaction({ lead: db.lead(), tenantCounter: db.tenantCounter() }, (tx) => [
      tx.lead
        .patch({ clientId, id })
        .set({ ...d, searchText, lastActivityAt: full.lastActivityAt })
        .where(({ scoreKey }, { notExists }) => notExists(scoreKey))
        .commit(),
      ...deltas.map((c) =>
        tx.tenantCounter.update({ clientId, name: c.name, period: c.period }).add({ count: c.by }).commit(),
      ),
    ])
    .go();
  return !result.canceled;
}

/**
 * intent · byUpdated (gsi1) orders the Training Center list; an intent stored before it existed would be
 * missing from that list. Its keys are added with updatedAt unchanged (a patch would stamp "now").
 */
async function addIntentOrderKeys(): Promise<number> {
  const intent = createConversions(db.intent());
  return forEachItemLacking('intent', 'gsi1pk', async (item) => {
    const { clientId, id, updatedAt } = item as { clientId: string; id: string; updatedAt: string };
    const keys = intent.byAccessPattern.byUpdated.fromComposite.toKeys({ clientId, id, updatedAt });
    // still there and still without the keys (a write meanwhile has added them itself)
    return setIfLacking(item, { gsi1pk: keys.gsi1pk, gsi1sk: keys.gsi1sk }, 'gsi1pk');
  });
}
