import { Entity, type Schema } from 'electrodb';
import type { GSI_NAMES } from '../table';

/** Attribute snippets every entity shares. ElectroDB maintains both timestamps. */
const now = () => new Date().toISOString();

export const timestampAttributes = {
  createdAt: { type: 'string', required: true, readOnly: true, default: now },
  updatedAt: { type: 'string', required: true, watch: '*', default: now, set: now },
} as const;

/** The tenant an item belongs to: the first partition composite of every tenant-owned entity (DESIGN §3). */
export const tenantAttributes = { clientId: { type: 'string', required: true } } as const;

/** A user's own item (settings, second factor): in the tenant's partition, sorted by the user. */
export const userAttributes = { ...tenantAttributes, userId: { type: 'string', required: true } } as const;

export const SERVICE = 'parley';

/**
 * The single table's key fields (db/table.ts), written once: an entity's index names only its composites.
 * `primaryKey` is the table's own pk/sk; `secondaryKey(n, …)` is gsi<n> with gsi<n>pk/gsi<n>sk.
 */
export const primaryKey = <const P extends readonly string[], const S extends readonly string[]>(pk: P, sk: S) =>
  ({ pk: { field: 'pk', composite: pk }, sk: { field: 'sk', composite: sk } }) as const;

type GsiNumber = (typeof GSI_NAMES)[number] extends `gsi${infer N extends number}` ? N : never;

export const secondaryKey = <
  const N extends GsiNumber,
  const P extends readonly string[],
  const S extends readonly string[],
>(
  n: N,
  pk: P,
  sk: S,
) =>
  ({ index: `gsi${n}`, pk: { field: `gsi${n}pk`, composite: pk }, sk: { field: `gsi${n}sk`, composite: sk } }) as const;

/** An entity of the table (model version 1 of the one service): its name, attributes and indexes. */
export const defineEntity = <R extends Omit<Schema<string, string, string>, 'model'>>(entity: string, schema: R) =>
  new Entity({ model: { entity, version: '1', service: SERVICE }, ...schema });
