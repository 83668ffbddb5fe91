import { conditionalUpdate } from './client';
import { db } from './service';

/**
 * Figures counted ON an entity's own item without touching its `updatedAt`: an ElectroDB patch would
 * also stamp updatedAt (timestampAttributes watch every write) and move the indexes built from it, so a
 * visitor's question would reorder the Training Center list and a page view would change a webpage's
 * "last modified". So these are plain UpdateItem ADDs on the key ElectroDB builds (the key format keeps
 * one owner: the entity), conditioned on the item existing. Each answers false when the condition
 * failed (the item is gone, or not in the state counted) instead of throwing.
 */
async function addOnItem(
  Key: Record<string, unknown> | undefined,
  adds: Record<string, number>,
  condition?: { expression: string; names: Record<string, string>; values: Record<string, unknown> },
): Promise<boolean> {
  const names: Record<string, string> = { '#pk': 'pk', ...condition?.names };
  const values: Record<string, unknown> = { ...condition?.values };
  const parts = Object.entries(adds).map(([attribute, by], i) => {
    names[`#a${i}`] = attribute;
    values[`:a${i}`] = by;
    return `#a${i} :a${i}`;
  });
  return conditionalUpdate({
    Key,
    UpdateExpression: `ADD ${parts.join(', ')}`,
    ConditionExpression: ['attribute_exists(#pk)', condition?.expression].filter(Boolean).join(' AND '),
    ExpressionAttributeNames: names,
    ExpressionAttributeValues: values,
  });
}

/** One visitor match on an intent: matchCount + 1, confidenceSum + confidence (the analytics tab). */
export function addIntentMatch(clientId: string, id: string, confidence: number): Promise<boolean> {
  const { Key } = db().entities.intent.get({ clientId, id }).params();
  return addOnItem(Key, { matchCount: 1, confidenceSum: confidence });
}

/** One visit or conversion of a webpage, counted only while it is published. */
export function addWebpageCount(
  clientId: string,
  webpageId: string,
  counter: 'visits' | 'conversions',
): Promise<boolean> {
  const { Key } = db().entities.aiWebpage.get({ clientId, id: webpageId }).params();
  return addOnItem(
    Key,
    { [counter]: 1 },
    { expression: '#status = :published', names: { '#status': 'status' }, values: { ':published': 'published' } },
  );
}
