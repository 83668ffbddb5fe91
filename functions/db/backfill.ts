import { paginateScan } from '@aws-sdk/lib-dynamodb';
import { conditionalUpdate, documentClient, tableName } from './client';

/**
 * The raw reads and writes of the migrations (functions/ops/migrations.ts), which add to items written
 * before an attribute or index existed what it needs. A maintenance task, never a request path: it
 * scans (no function is granted dynamodb:Scan; the local runtime and the stage bootstrap run it).
 */
/** An item as the table holds it (its pk and sk among the attributes). */
export type StoredItem = Record<string, unknown>;

/**
 * Runs `fix` on every item ElectroDB stored for `entity` (its `__edb_e__`) that has no `attribute`,
 * page by page; answers how many `fix` reported fixed.
 */
export async function forEachItemLacking(
  entity: string,
  attribute: string,
  fix: (item: StoredItem) => Promise<boolean>,
): Promise<number> {
  let fixed = 0;
  const pages = paginateScan(
    { client: documentClient() },
    {
      TableName: tableName(),
      FilterExpression: '#entity = :entity AND attribute_not_exists(#missing)',
      ExpressionAttributeNames: { '#entity': '__edb_e__', '#missing': attribute },
      ExpressionAttributeValues: { ':entity': entity },
    },
  );
  for await (const page of pages) for (const item of page.Items ?? []) if (await fix(item)) fixed++;
  return fixed;
}

/**
 * Sets `values` on `item` (found by its pk and sk) only while it exists and still lacks `lacking`, leaving every
 * other attribute (updatedAt included) as it is. False when the condition failed: a re-run or a
 * concurrent write got there first, or the item is gone — not an error.
 */
export async function setIfLacking(
  item: StoredItem,
  values: Record<string, unknown>,
  lacking: string,
): Promise<boolean> {
  const names: Record<string, string> = { '#lacking': lacking };
  const exprValues: Record<string, unknown> = {};
  const sets = Object.entries(values).map(([attribute, value], i) => {
    names[`#s${i}`] = attribute;
    exprValues[`:s${i}`] = value;
    return `#s${i} = :s${i}`;
  });
  return conditionalUpdate({
    Key: { pk: item.pk, sk: item.sk },
    UpdateExpression: `SET ${sets.join(', ')}`,
    ConditionExpression: 'attribute_exists(pk) AND attribute_not_exists(#lacking)',
    ExpressionAttributeNames: names,
    ExpressionAttributeValues: exprValues,
  });
}
