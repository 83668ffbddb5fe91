import { type Attribute, Entity, type Schema } from 'electrodb';
import type { GSI_NAMES } from '../table';
import { userAttributes } from './attributes';

export const SERVICE = 'parley';

/**
 * The single table's key fields (db/table.ts), written once: an entity's index names only its composites.
 * `primaryKey` is the table's own pk/sk; `secondaryKey(n, …)` is gsi<n> with gsi<n>pk/gsi<n>sk.
 */
export const primaryKey = <const P extends readonly string[], const S extends readonly string[]>(pk: P, sk: S) =>
  ({ pk: { field: 'pk', composite: pk }, sk: { field: 'sk', composite: sk } }) as const;

/** The primary key of most tenant-owned entities: the tenant's partition (pk = clientId), sorted by `sk`. */
export const tenantKey = <const S extends readonly string[]>(sk: S) => primaryKey(['clientId'], sk);

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

/**
 * An entity of the table (model version 1 of the one service): its name, and its attributes and indexes
 * given as a function (`defineEntity('lead', () => ({ attributes, indexes }))`). What it returns makes the
 * Entity the first time it is called and hands back that one from then on (`Lead()`): constructing an
 * Entity parses its model, about 0.7 ms of a cold start's CPU per entity, so a function pays only for the
 * entities its request reaches (widget send bundles 17, its first request uses 7; issue 30 item 3). Each
 * definition also carries a `@__PURE__` annotation: with nothing evaluated in its arguments but a function
 * (not property reads like `required.string`, which esbuild must assume could run a getter), the bundler
 * drops an entity the function never names, so a bundle holds only the entities it uses, not every
 * entity of each module it reaches (platform.ts defines six, plans-list-plans uses one).
 */
export const defineEntity = <R extends Omit<Schema<string, string, string>, 'model'>>(
  entity: string,
  schema: () => R,
) => {
  const make = () => new Entity({ model: { entity, version: '1', service: SERVICE }, ...schema() });
  let made: ReturnType<typeof make> | undefined;
  return () => {
    made ??= make();
    return made;
  };
};

/**
 * A user's own item (settings, second factor): clientId and userId lead its attributes and its key, so it
 * lives in the tenant's partition (Delete Account's sweep erases it) and is found by the user, then `sk`.
 */
export const defineUserEntity = <A extends Record<string, Attribute>, const S extends readonly string[]>(
  entity: string,
  sk: S,
  attributes: () => A,
) =>
  /* @__PURE__ */ defineEntity(entity, () => ({
    attributes: { ...userAttributes, ...attributes() },
    indexes: { byUser: tenantKey(['userId', ...sk]) },
  }));
