import { PutCommand, UpdateCommand } from '@aws-sdk/lib-dynamodb';
import { createConversions } from 'electrodb';
import { readTenantAiSettings, writeTenantAiSettings } from '../core/intents/ai-settings';
import { createIntent, listIntents } from '../core/intents/intents';
import { predictiveAnalytics } from '../core/leads/analytics';
import { leadStats } from '../core/leads/list';
import { documentClient, tableName } from '../db/client';
import { newId } from '../db/ids';
import { db } from '../db/service';
import { runMigrations } from './migrations';

it('puts an intent stored before the byUpdated index back into the list, its updatedAt unchanged', async () => {
  const clientId = newId();
  await db()
    .entities.client.create({
      clientId,
      companyName: 'Old data',
      planId: 'plan-starter',
      conversationsLimit: 1,
      billingEmail: 'o@example.com',
    })
    .go();
  const old = await createIntent(clientId, 'u', {
    title: 'Opening hours',
    description: 'When the shop is open during the week',
    phrases: ['when are you open'],
    response: 'We are open 9 to 6, Monday to Saturday.',
    requiresEscalation: false,
    isActive: true,
  });
  // as written before the index existed
  const key = createConversions(db().entities.intent).byAccessPattern.byId.fromComposite.toKeys({
    clientId,
    id: old.id,
  });
  await documentClient().send(
    new UpdateCommand({ TableName: tableName(), Key: key, UpdateExpression: 'REMOVE gsi1pk, gsi1sk' }),
  );
  expect((await listIntents(clientId)).intents).toEqual([]);

  expect((await runMigrations()).intentOrderKeys).toBeGreaterThanOrEqual(1);
  const listed = (await listIntents(clientId)).intents;
  expect(listed.map((i) => [i.id, i.updatedAt])).toEqual([[old.id, old.updatedAt]]);
  expect((await runMigrations()).intentOrderKeys).toBe(0);
});

it('scores a lead stored before issue 11 and counts it once in the CRM figures', async () => {
  const clientId = newId();
  const id = newId();
  // as the widget wrote leads before: no score, no index keys for byScore, only the hourly counter
  await documentClient().send(
    new PutCommand({
      TableName: tableName(),
      Item: {
        ...createConversions(db().entities.lead).byAccessPattern.byId.fromComposite.toKeys({ clientId, id }),
        __edb_e__: 'lead',
        __edb_v__: '1',
        clientId,
        id,
        name: 'Old Lead',
        email: 'old@example.com',
        status: 'new',
        source: 'widget',
        createdAt: '2026-10-01T10:00:00.000Z',
        updatedAt: '2026-10-01T10:00:00.000Z',
      },
    }),
  );
  expect((await runMigrations()).leadScores).toBeGreaterThanOrEqual(1);
  expect(await leadStats(clientId)).toMatchObject({ total: 1, byStatus: { new: 1 } });
  const p = await predictiveAnalytics(clientId);
  expect(p.leaderboard.map((l) => l.name)).toEqual(['Old Lead']);
  expect(p.tiers.hot + p.tiers.warm + p.tiers.cold).toBe(1);
  await runMigrations();
  expect((await leadStats(clientId)).total).toBe(1);
});

it("gives a tenant from before issue 14 its owner's AI Config (once), and the defaults where there was none", async () => {
  const clientId = newId();
  const ownerId = newId();
  await db()
    .entities.client.create({
      clientId,
      companyName: 'Old AI data',
      planId: 'plan-starter',
      conversationsLimit: 1,
      billingEmail: 'ai@example.com',
    })
    .go();
  await db()
    .entities.user.create({
      clientId,
      id: ownerId,
      email: `owner-${ownerId}@example.com`,
      role: 'business_owner',
      firstName: 'Old',
      lastName: 'Owner',
    })
    .go();
  // as the settings screen stored it before: per user, under settings.ai
  const mine = { personality: 'casual', conversationHistory: 365, humanEscalation: false };
  await db()
    .entities.userSettings.create({ clientId, userId: ownerId, settings: { ai: mine } })
    .go();
  const bare = newId();
  await db()
    .entities.client.create({
      clientId: bare,
      companyName: 'No settings',
      planId: 'plan-starter',
      conversationsLimit: 1,
      billingEmail: 'bare@example.com',
    })
    .go();

  expect((await runMigrations()).tenantAiSettings).toBeGreaterThanOrEqual(2);
  expect(await readTenantAiSettings(clientId)).toEqual({
    responseTime: 'balanced',
    personality: 'casual',
    conversationHistory: 365,
    humanEscalation: false,
    trainingDataUpdates: true,
    fallbackEnabled: true,
  });
  const { data } = await db().entities.client.get({ clientId: bare }).go();
  expect(data?.aiSettings).toMatchObject({ personality: 'professional', conversationHistory: 30 });
  // a later change is not overwritten by the next start's run
  await writeTenantAiSettings(clientId, { ...(await readTenantAiSettings(clientId)), personality: 'friendly' });
  await runMigrations();
  expect((await readTenantAiSettings(clientId)).personality).toBe('friendly');
});

it('gives a plan from before issue 27 its subscriber count (once), so only a plan nobody is on can be deleted', async () => {
  const planId = `plan-old-${newId()}`;
  // inactive, and removed at the end: the table is shared, and GET /api/plans tests list every active plan
  await db()
    .entities.plan.create({
      id: planId,
      name: 'Old plan',
      conversationsLimit: 10,
      priceMonthly: 100,
      features: ['x'],
      isActive: false,
    })
    .go();
  try {
    for (const name of ['Old one', 'Old two'])
      await db()
        .entities.client.create({
          clientId: newId(),
          companyName: name,
          planId,
          conversationsLimit: 10,
          billingEmail: 'o@example.com',
        })
        .go();
    // as stored before the count existed
    const { Key } = db().entities.plan.get({ id: planId }).params();
    await documentClient().send(
      new UpdateCommand({ TableName: tableName(), Key, UpdateExpression: 'REMOVE subscribers' }),
    );
    expect((await runMigrations()).planSubscribers).toBeGreaterThanOrEqual(1);
    expect((await db().entities.plan.get({ id: planId }).go()).data?.subscribers).toBe(2);
    expect((await runMigrations()).planSubscribers).toBe(0);
  } finally {
    await db().entities.plan.delete({ id: planId }).go();
  }
});
