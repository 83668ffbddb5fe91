import { optional, required, tenantAttributes, timestampAttributes } from './attributes';
import { defineEntity, primaryKey, tenantKey } from './common';

/**
 * A tenant's API key for the read API (/api/v1, docs/api.md), checked and managed by core/api-keys.
 *
 * Two items: the key itself, found by the SHA-256 of the key in ONE GetItem (the read API never scans),
 * and the tenant's pointer to its one active key, so regenerating or revoking knows which key item to
 * delete. The key is never stored; only its hash and a short prefix / last 4 for display.
 */
export const ApiKey = /* @__PURE__ */ defineEntity('apiKey', () => ({
  attributes: {
    /** Hex SHA-256 of the whole key. */
    keyHash: required.string,
    ...tenantAttributes,
    /** The first characters of the key (`parley_` and four more), shown so the owner can tell keys apart. */
    prefix: required.string,
    last4: required.string,
    /** Written at most once a minute by the read API (core/api-keys/api-keys.ts). */
    lastUsedAt: optional.string,
    ...timestampAttributes,
  },
  indexes: {
    byHash: primaryKey(['keyHash'], []),
  },
}));

/** The tenant's active key (one at most): the hash of its key item. */
export const TenantApiKey = /* @__PURE__ */ defineEntity('tenantApiKey', () => ({
  attributes: {
    ...tenantAttributes,
    keyHash: required.string,
    ...timestampAttributes,
  },
  indexes: {
    byClient: tenantKey([]),
  },
}));
