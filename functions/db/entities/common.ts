/** Attribute snippets every entity shares. ElectroDB maintains both timestamps. */
const now = () => new Date().toISOString();

export const timestampAttributes = {
  createdAt: { type: 'string', required: true, readOnly: true, default: now },
  updatedAt: { type: 'string', required: true, watch: '*', default: now, set: now },
} as const;

export const SERVICE = 'parley';
