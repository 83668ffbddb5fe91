import { conditionalUpdate, type RawTransactItem, tableName } from './client';
import * as db from './table-entities';

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
  return conditionalUpdate(addition(Key, adds, condition));
}

/** The UpdateItem of addOnItem: ADD each figure, on the condition that the item exists (and `condition`). */
function addition(
  Key: Record<string, unknown> | undefined,
  adds: Record<string, number>,
  condition?: { expression: string; names: Record<string, string>; values: Record<string, unknown> },
) {
  const names: Record<string, string> = { '#pk': 'pk', ...condition?.names };
  const values: Record<string, unknown> = { ...condition?.values };
  const parts = Object.entries(adds).map(([attribute, by], i) => {
    names[`#a${i}`] = attribute;
    values[`:a${i}`] = by;
    return `#a${i} :a${i}`;
  });
  return {
    Key,
    UpdateExpression: `ADD ${parts.join(', ')}`,
    ConditionExpression: ['attribute_exists(#pk)', condition?.expression].filter(Boolean).join(' AND '),
    ExpressionAttributeNames: names,
    ExpressionAttributeValues: values,
  };
}

/** One visitor match on an intent: matchCount + 1, confidenceSum + confidence (the analytics tab). */
export function addIntentMatch(clientId: string, id: string, confidence: number): Promise<boolean> {
  return addOnItem(intentKey(clientId, id), intentMatch(confidence));
}

const intentKey = (clientId: string, id: string) => db.intent().get({ clientId, id }).params().Key;
const intentMatch = (confidence: number) => ({ matchCount: 1, confidenceSum: confidence });

/**
 * addIntentMatch as an item of a write transaction (the chat turn's, issue 30: one DynamoDB call fewer a
 * matched turn, and counted exactly once with the turn it belongs to). Its condition fails when the
 * intent was deleted a moment ago: the caller writes again without it, as addIntentMatch answers false.
 */
export function intentMatchItem(clientId: string, id: string, confidence: number): RawTransactItem {
  return { Update: { TableName: tableName(), ...addition(intentKey(clientId, id), intentMatch(confidence)) } };
}

/** One visit or conversion of a webpage, counted only while it is published. */
export function addWebpageCount(
  clientId: string,
  webpageId: string,
  counter: 'visits' | 'conversions',
): Promise<boolean> {
  const { Key } = db.aiWebpage().get({ clientId, id: webpageId }).params();
  return addOnItem(
    Key,
    { [counter]: 1 },
    { expression: '#status = :published', names: { '#status': 'status' }, values: { ':published': 'published' } },
  );
}
