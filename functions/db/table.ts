import type { CreateTableCommandInput } from '@aws-sdk/client-dynamodb';

/**
 * The single table's key schema. infra/stacks/data-stack.ts mirrors it for AWS; the local runtime and
 * the integration tests create the table from this definition so all three agree.
 */
export const GSI_NAMES = ['gsi1', 'gsi2', 'gsi3'] as const;
export const TTL_ATTRIBUTE = 'expiresAt';

/**
 * Whether an item's TTL (epoch seconds) has come: DynamoDB deletes such items up to days late, so every
 * reader treats them as gone from this moment. No TTL: the item never expires.
 */
export const isExpired = (expiresAt: number | undefined, nowSeconds = Date.now() / 1000) =>
  expiresAt !== undefined && expiresAt <= nowSeconds;

export function tableDefinition(tableName: string): CreateTableCommandInput {
  return {
    TableName: tableName,
    BillingMode: 'PAY_PER_REQUEST',
    AttributeDefinitions: [
      { AttributeName: 'pk', AttributeType: 'S' },
      { AttributeName: 'sk', AttributeType: 'S' },
      ...GSI_NAMES.flatMap((g) => [
        { AttributeName: `${g}pk`, AttributeType: 'S' as const },
        { AttributeName: `${g}sk`, AttributeType: 'S' as const },
      ]),
    ],
    KeySchema: [
      { AttributeName: 'pk', KeyType: 'HASH' },
      { AttributeName: 'sk', KeyType: 'RANGE' },
    ],
    GlobalSecondaryIndexes: GSI_NAMES.map((g) => ({
      IndexName: g,
      KeySchema: [
        { AttributeName: `${g}pk`, KeyType: 'HASH' as const },
        { AttributeName: `${g}sk`, KeyType: 'RANGE' as const },
      ],
      Projection: { ProjectionType: 'ALL' as const },
    })),
  };
}
