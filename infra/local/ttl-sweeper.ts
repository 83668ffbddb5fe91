import { BatchWriteItemCommand, type DynamoDBClient, ScanCommand } from '@aws-sdk/client-dynamodb';
import { TTL_ATTRIBUTE } from '../../functions/db/table';

/**
 * DynamoDB Local keeps items past their TTL forever; in AWS the table's TTL (infra/stacks/data-stack.ts,
 * attribute `expiresAt`) deletes them in the background. This stands in for that service at home: every
 * `intervalMs` it scans for items whose expiresAt has passed and deletes them, so retention settings
 * (Settings → AI Config → Conversation History, rate-limit windows, pending items) behave as in AWS.
 * Readers already hide expired items, as they must in AWS, where the deletion lags.
 */
export interface TtlSweeper {
  /** One pass now; resolves to the number of items deleted. */
  sweep(): Promise<number>;
  stop(): Promise<void>;
}

export function startTtlSweeper(client: DynamoDBClient, tableName: string, intervalMs = 60_000): TtlSweeper {
  let running: Promise<number> | undefined;
  const sweep = (): Promise<number> => {
    running ??= sweepOnce(client, tableName).finally(() => {
      running = undefined;
    });
    return running;
  };
  const timer = setInterval(() => {
    sweep().catch(() => undefined); // the next pass tries again; a stopped engine is not an error here
  }, intervalMs);
  timer.unref();
  return {
    sweep,
    async stop() {
      clearInterval(timer);
      await running?.catch(() => undefined);
    },
  };
}

async function sweepOnce(client: DynamoDBClient, tableName: string): Promise<number> {
  const now = Math.floor(Date.now() / 1000);
  let deleted = 0;
  let startKey: Record<string, unknown> | undefined;
  do {
    const page = await client.send(
      new ScanCommand({
        TableName: tableName,
        FilterExpression: '#ttl < :now',
        ExpressionAttributeNames: { '#ttl': TTL_ATTRIBUTE },
        ExpressionAttributeValues: { ':now': { N: String(now) } },
        ProjectionExpression: 'pk, sk',
        ExclusiveStartKey: startKey as never,
      }),
    );
    const keys = page.Items ?? [];
    for (let i = 0; i < keys.length; i += 25) {
      let batch = keys.slice(i, i + 25).map((Key) => ({ DeleteRequest: { Key } }));
      while (batch.length) {
        const res = await client.send(new BatchWriteItemCommand({ RequestItems: { [tableName]: batch } }));
        deleted += batch.length - (res.UnprocessedItems?.[tableName]?.length ?? 0);
        batch = (res.UnprocessedItems?.[tableName] ?? []) as typeof batch;
      }
    }
    startKey = page.LastEvaluatedKey;
  } while (startKey);
  return deleted;
}
