import { ScanCommand } from '@aws-sdk/lib-dynamodb';
import { documentClient, tableName } from '../db/client';

/** Every item that carries the tenant's clientId, in a stable order: "nothing changed" = equal snapshots. */
export async function tenantSnapshot(clientId: string): Promise<string> {
  const items: Record<string, unknown>[] = [];
  let start: Record<string, unknown> | undefined;
  do {
    const page = await documentClient().send(
      new ScanCommand({
        TableName: tableName(),
        FilterExpression: 'clientId = :c',
        ExpressionAttributeValues: { ':c': clientId },
        ExclusiveStartKey: start,
      }),
    );
    items.push(...((page.Items ?? []) as Record<string, unknown>[]));
    start = page.LastEvaluatedKey;
  } while (start);
  return JSON.stringify(items.map((i) => `${i.pk}|${i.sk}|${JSON.stringify(i, Object.keys(i).sort())}`).sort());
}
