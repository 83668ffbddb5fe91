/**
 * The attribute shapes entities are made of, named once: an entity lists each field with the shape it
 * has (`id: required.string`), so a field's line says what differs (its name, its default), not ElectroDB's
 * spelling. Every shape is a readonly literal, so ElectroDB infers the item types exactly as it does from
 * an inline definition (a shape object is only read: ElectroDB copies it into its own model).
 */

export const required = {
  string: { type: 'string', required: true },
  number: { type: 'number', required: true },
  /** Free-form JSON (settings, configuration, analysis results): ElectroDB checks nothing inside. */
  any: { type: 'any', required: true },
  stringList: { type: 'list', items: { type: 'string' }, required: true },
} as const;

export const optional = {
  string: { type: 'string' },
  number: { type: 'number' },
  any: { type: 'any' },
  stringList: { type: 'list', items: { type: 'string' } },
  boolean: { type: 'boolean' },
  /** A DynamoDB string set: adding a member twice keeps one (idempotent progress, links). */
  stringSet: { type: 'set', items: 'string' },
  /** Set to 0 / false when an item is created; items written before the attribute existed lack it. */
  counter: { type: 'number', default: 0 },
  flag: { type: 'boolean', default: false },
} as const;

/** A boolean every item has: `initial` when the write leaves it out. */
export const flag = (initial: boolean) => ({ type: 'boolean', required: true, default: initial }) as const;

/** A number every item has, `initial` (0 unless said) when the write leaves it out: counts, limits. */
export const counter = (initial = 0) => ({ type: 'number', required: true, default: initial }) as const;

/** One of a fixed list of strings (an enum of shared/enums.ts), required. */
export const oneOf = <const T extends readonly string[]>(values: T) => ({ type: values, required: true }) as const;

/** The same shapes, none of them writable after the item is created (append-only entries). */
export const readOnly = <const A extends Record<string, object>>(attributes: A) =>
  Object.fromEntries(Object.entries(attributes).map(([name, shape]) => [name, { ...shape, readOnly: true }])) as {
    -readonly [K in keyof A]: A[K] & { readonly readOnly: true };
  };

/** ElectroDB maintains both timestamps. */
const now = () => new Date().toISOString();

export const timestampAttributes = {
  createdAt: { type: 'string', required: true, readOnly: true, default: now },
  updatedAt: { type: 'string', required: true, watch: '*', default: now, set: now },
} as const;

/** The tenant an item belongs to: the first partition composite of every tenant-owned entity (DESIGN §3). */
export const tenantAttributes = { clientId: required.string } as const;

/** A user's own item (settings, second factor): in the tenant's partition, sorted by the user. */
export const userAttributes = { ...tenantAttributes, userId: required.string } as const;
