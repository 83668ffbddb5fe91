import { paginateScan } from '@aws-sdk/lib-dynamodb';
import { documentClient, tableName } from '../db/client';

type Item = Record<string, unknown>;

/** Every stored item that carries the tenant's clientId (a scan: test code only). */
export async function tenantItems(clientId: string): Promise<Item[]> {
  const items: Item[] = [];
  const pages = paginateScan(
    { client: documentClient() },
    { TableName: tableName(), FilterExpression: 'clientId = :c', ExpressionAttributeValues: { ':c': clientId } },
  );
  for await (const page of pages) items.push(...((page.Items ?? []) as Item[]));
  return items;
}

/**
 * The tenant's stored items in a stable order: "nothing changed" = equal snapshots. This, not what a
 * response says, is what the cross-tenant suites compare: responses no longer carry clientId at all.
 * Activity log entries are left out: they are the platform's audit trail about the tenant (an admin's
 * export of it is recorded with its clientId), not the tenant's data.
 */
export async function tenantSnapshot(clientId: string): Promise<string> {
  const items = (await tenantItems(clientId)).filter((i) => i.__edb_e__ !== 'activity');
  return JSON.stringify(items.map((i) => `${i.pk}|${i.sk}|${JSON.stringify(i, Object.keys(i).sort())}`).sort());
}

const UUID = /[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}/gi;
const EMAIL = /[^\s"@]+@[^\s"@]+\.[a-z]{2,}/gi;
/** Attributes whose values name one tenant and no other (ids aside, which the patterns find). */
const DISTINCT_ATTRIBUTES = ['companyName', 'widgetCode'];
/** Keys repeat the tenant id and ElectroDB prefixes; the clientId marker covers them. */
const KEY_FIELD = /^(pk|sk|gsi\d+(pk|sk))$/;

/**
 * Strings that could only come from this tenant's stored items: its clientId, every id (UUID) and
 * email in them, its company name and widget code. A response to another tenant that contains any of
 * them leaked the tenant, whatever fields the response schema strips.
 */
export async function tenantMarkers(clientId: string): Promise<string[]> {
  const markers = new Set<string>([clientId]);
  for (const item of await tenantItems(clientId)) {
    for (const [key, value] of Object.entries(item)) {
      if (KEY_FIELD.test(key)) continue;
      const text = typeof value === 'string' ? value : JSON.stringify(value);
      for (const m of text.matchAll(UUID)) markers.add(m[0]);
      for (const m of text.matchAll(EMAIL)) markers.add(m[0]);
      if (DISTINCT_ATTRIBUTES.includes(key) && typeof value === 'string' && value.length >= 6) markers.add(value);
    }
  }
  return [...markers];
}

/** The markers of `markers` that `text` contains (empty = nothing leaked). */
export const leakedMarkers = (text: string, markers: string[]): string[] =>
  markers.filter((m) => text.toLowerCase().includes(m.toLowerCase()));
