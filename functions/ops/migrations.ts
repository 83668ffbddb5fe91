import { ScanCommand, type ScanCommandOutput, UpdateCommand } from '@aws-sdk/lib-dynamodb';
import { createConversions } from 'electrodb';
import { tenantAiSettings } from '../core/intents/ai-settings';
import { counterDeltas, LEAD_COUNTERS } from '../core/leads/aggregates';
import { derived, type StoredLead, searchTextOf } from '../core/leads/store';
import { documentClient, tableName } from '../db/client';
import { clientSearchText } from '../db/entities/tenant';
import { db } from '../db/service';

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
  forEachLacking('plan', 'subscribers', async (item) => {
    const { pk, sk, id } = item as Record<string, string>;
    const { data: tenants } = await db()
      .entities.client.query.all({ kind: 'client' })
      .go({ pages: 'all', attributes: ['clientId', 'planId'] });
    const count = tenants.filter((t) => t.planId === id).length;
    return documentClient()
      .send(
        new UpdateCommand({
          TableName: tableName(),
          Key: { pk, sk },
          UpdateExpression: 'SET subscribers = :n',
          ConditionExpression: 'attribute_exists(pk) AND attribute_not_exists(subscribers)',
          ExpressionAttributeValues: { ':n': count },
        }),
      )
      .then(() => true, skipConditionFailure);
  });

/**
 * The AI Config was each user's until issue 14 made it the tenant's (the agent can follow one copy):
 * a tenant without one gets its owner's stored choice, or the defaults where the owner never saved
 * one, so no retention or escalation choice silently resets. Conditioned on still lacking it.
 */
const addTenantAiSettings = () =>
  forEachLacking('client', 'aiSettings', async (item) => {
    const { pk, sk, clientId } = item as Record<string, string>;
    const { data: users } = await db().entities.user.query.byId({ clientId }).go({ pages: 'all' });
    const owner = users.find((u) => u.role === 'business_owner');
    const stored = owner ? (await db().entities.userSettings.get({ clientId, userId: owner.id }).go()).data : null;
    const ai = tenantAiSettings((stored?.settings as { ai?: unknown } | undefined)?.ai);
    return documentClient()
      .send(
        new UpdateCommand({
          TableName: tableName(),
          Key: { pk, sk },
          UpdateExpression: 'SET aiSettings = :ai',
          ConditionExpression: 'attribute_exists(pk) AND attribute_not_exists(aiSettings)',
          ExpressionAttributeValues: { ':ai': ai },
        }),
      )
      .then(() => true, skipConditionFailure);
  });

/**
 * Tenants that signed up before the admin's client search (issue 12) have no lower-case searchText, so
 * the search would never find them. Conditioned on still lacking it: a re-run or a concurrent write wins.
 */
const addClientSearchText = () =>
  forEachLacking('client', 'searchText', async (item) => {
    const { pk, sk, companyName, billingEmail } = item as Record<string, string>;
    return documentClient()
      .send(
        new UpdateCommand({
          TableName: tableName(),
          Key: { pk, sk },
          UpdateExpression: 'SET searchText = :text',
          ConditionExpression: 'attribute_exists(pk) AND attribute_not_exists(searchText)',
          ExpressionAttributeValues: { ':text': clientSearchText(companyName ?? '', billingEmail ?? '') },
        }),
      )
      .then(() => true, skipConditionFailure);
  });

/** A conditional write that lost to a concurrent one (or found the item gone) did nothing: not an error. */
const skipConditionFailure = (err: { name?: string }) => {
  if (err.name !== 'ConditionalCheckFailedException') throw err;
  return false;
};

/**
 * Leads stored before issue 11 have no score (so no byScore keys: the leaderboard would miss them) and
 * are in none of the CRM counters but the dashboard's hourly one. Each gets its score and enters the
 * other counters in one transaction, conditioned on still having no score, so a re-run or a concurrent
 * write never counts a lead twice.
 */
const addLeadScores = () => forEachLacking('lead', 'scoreKey', (item) => scoreLegacyLead(item as StoredLead));

/** Runs `fix` on every item of `entity` that has no `attribute`; answers how many it fixed. */
async function forEachLacking(
  entity: string,
  attribute: string,
  fix: (item: Record<string, unknown>) => Promise<boolean>,
): Promise<number> {
  let fixed = 0;
  let start: Record<string, unknown> | undefined;
  do {
    const page: ScanCommandOutput = await documentClient().send(
      new ScanCommand({
        TableName: tableName(),
        FilterExpression: '#entity = :entity AND attribute_not_exists(#missing)',
        ExpressionAttributeNames: { '#entity': '__edb_e__', '#missing': attribute },
        ExpressionAttributeValues: { ':entity': entity },
        ExclusiveStartKey: start,
      }),
    );
    for (const item of page.Items ?? []) if (await fix(item)) fixed++;
    start = page.LastEvaluatedKey;
  } while (start);
  return fixed;
}

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
  const result = await db()
    .transaction.write((tx) => [
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
  const intent = createConversions(db().entities.intent);
  return forEachLacking('intent', 'gsi1pk', async (item) => {
    const { clientId, id, updatedAt } = item as { clientId: string; id: string; updatedAt: string };
    const keys = intent.byAccessPattern.byUpdated.fromComposite.toKeys({ clientId, id, updatedAt });
    return documentClient()
      .send(
        new UpdateCommand({
          TableName: tableName(),
          Key: { pk: item.pk, sk: item.sk },
          UpdateExpression: 'SET gsi1pk = :pk, gsi1sk = :sk',
          // still there and still without the keys (a write meanwhile has added them itself)
          ConditionExpression: 'attribute_exists(pk) AND attribute_not_exists(gsi1pk)',
          ExpressionAttributeValues: { ':pk': keys.gsi1pk, ':sk': keys.gsi1sk },
        }),
      )
      .then(() => true, skipConditionFailure);
  });
}
