import { DynamoDBClient } from '@aws-sdk/client-dynamodb';
import { DynamoDBDocumentClient, UpdateCommand, type UpdateCommandInput } from '@aws-sdk/lib-dynamodb';
import { config } from '../base/env';
import { recordCapacity } from './capacity';
import { isConditionalFailure } from './errors';

let doc: DynamoDBDocumentClient | undefined;

/** One document client per Lambda instance; DYNAMODB_ENDPOINT points it at DynamoDB Local at home. */
export function documentClient(): DynamoDBDocumentClient {
  if (!doc) {
    const {
      DYNAMODB_ENDPOINT: endpoint,
      AWS_REGION,
      DYNAMODB_RECORD_CAPACITY,
    } = config('DYNAMODB_ENDPOINT', 'AWS_REGION', 'DYNAMODB_RECORD_CAPACITY');
    const raw = new DynamoDBClient({
      region: AWS_REGION,
      ...(endpoint ? { endpoint, credentials: { accessKeyId: 'local', secretAccessKey: 'local' } } : {}),
      maxAttempts: 3,
    });
    // bench/capacity.ts: what each call consumes, from DynamoDB's own ConsumedCapacity
    if (DYNAMODB_RECORD_CAPACITY) recordCapacity(raw);
    doc = DynamoDBDocumentClient.from(raw, { marshallOptions: { removeUndefinedValues: true } });
  }
  return doc;
}

export function tableName(): string {
  return config('TABLE_NAME').TABLE_NAME;
}

/**
 * One UpdateItem on the table whose condition may fail without that being an error (the item is gone, or
 * not in the state the write expects, or a concurrent write got there first): true when it applied, false
 * when its condition failed. Any other failure throws.
 */
export async function conditionalUpdate(update: Omit<UpdateCommandInput, 'TableName'>): Promise<boolean> {
  try {
    await documentClient().send(new UpdateCommand({ TableName: tableName(), ...update }));
    return true;
  } catch (err) {
    if (isConditionalFailure(err)) return false;
    throw err;
  }
}

/** Tests point the layer at a fresh table. */
export function resetDocumentClient(): void {
  doc = undefined;
}

/**
 * An item of a write transaction built as a plain UpdateItem rather than by an entity (item counters that
 * must not stamp updatedAt, an idempotency key's answer). ElectroDB sends what a transaction's callback
 * returns as its TransactItems; its types admit only its own commits, so a caller casts this one in.
 */
export type RawTransactItem = { Update: Record<string, unknown> };
