import { UpdateCommand } from '@aws-sdk/lib-dynamodb';
import { createConversions } from 'electrodb';
import { createIntent, listIntents } from '../core/intents';
import { documentClient, tableName } from './client';
import { newId } from './ids';
import { runMigrations } from './migrations';
import { db } from './service';

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
