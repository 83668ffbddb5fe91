import { createHash, randomBytes, timingSafeEqual } from 'node:crypto';
import type { ApiKeyStatus } from '@shared/schemas/public-api';
import type { APIGatewayProxyEventV2 } from 'aws-lambda';
import { AccountSuspendedError, ConflictError, UnauthorizedError } from '../../base/errors';
import * as db from '../../db/table-entities';

/**
 * One API key per tenant for the read API (docs/api.md). The key is `parley_` + 32 random bytes in
 * base64url: with 256 bits of entropy a plain SHA-256 is a safe hash (no salt or slow hash needed, as
 * nobody can guess through the space), and it lets the read API find the key in one GetItem.
 */
export const API_KEY_PREFIX = 'parley_';
const KEY_PATTERN = /^parley_[A-Za-z0-9_-]{43}$/;
/** The same words for a missing, malformed, wrong or revoked key: the caller learns nothing of which. */
export const INVALID_API_KEY = 'Invalid or missing API key';
/** lastUsedAt is a hint for the owner, not an audit log: one write a minute at most per key. */
const LAST_USED_EVERY_MS = 60_000;

const hashOf = (key: string) => createHash('sha256').update(key).digest('hex');

type KeyItem = { prefix: string; last4: string; createdAt: string; lastUsedAt?: string };
const toStatus = (k: KeyItem): ApiKeyStatus => ({
  prefix: k.prefix,
  last4: k.last4,
  createdAt: k.createdAt,
  lastUsedAt: k.lastUsedAt ?? null,
});

async function activeKey(clientId: string) {
  const { data: pointer } = await db.tenantApiKey().get({ clientId }).go();
  if (!pointer) return null;
  const { data: key } = await db.apiKey().get({ keyHash: pointer.keyHash }).go();
  return { pointer, key };
}

/** What the owner's Settings show: never the key, only its prefix, last 4 and dates. */
export async function apiKeyStatus(clientId: string): Promise<ApiKeyStatus | null> {
  const active = await activeKey(clientId);
  return active?.key ? toStatus(active.key) : null;
}

/**
 * A new key replaces the tenant's current one in one transaction (the old key item is deleted, so the
 * old key stops working at once). The pointer's condition (the hash read before, or no pointer) makes
 * two regenerations at the same moment a 409 rather than two working keys. Returns the key: the only
 * time it exists outside the caller's hands.
 */
export async function regenerateApiKey(clientId: string): Promise<{ key: string; apiKey: ApiKeyStatus }> {
  const key = API_KEY_PREFIX + randomBytes(32).toString('base64url');
  const keyHash = hashOf(key);
  const shown = { prefix: key.slice(0, API_KEY_PREFIX.length + 4), last4: key.slice(-4) };
  const createdAt = new Date().toISOString();
  const old = await activeKey(clientId);
  const result = await db
    .writeTransaction({ apiKey: db.apiKey(), tenantApiKey: db.tenantApiKey() }, ({ apiKey, tenantApiKey }) => [
      apiKey.create({ keyHash, clientId, ...shown, createdAt }).commit(),
      old
        ? tenantApiKey
            .put({ clientId, keyHash })
            .where(({ keyHash: current }, { eq }) => eq(current, old.pointer.keyHash))
            .commit()
        : tenantApiKey.create({ clientId, keyHash }).commit(),
      ...(old ? [apiKey.delete({ keyHash: old.pointer.keyHash }).commit()] : []),
    ])
    .go();
  if (result.canceled) throw new ConflictError('The API key changed meanwhile. Please reload and try again.');
  // what was just written, not read back: an eventually consistent read could miss it, and the old key is
  // already gone, so a failure here would lose the only copy of the new one
  return { key, apiKey: toStatus({ ...shown, createdAt }) };
}

/** Revokes the tenant's key (deletes both items); false if it had none. */
export async function revokeApiKey(clientId: string): Promise<boolean> {
  const old = await activeKey(clientId);
  if (!old) return false;
  const result = await db
    .writeTransaction({ apiKey: db.apiKey(), tenantApiKey: db.tenantApiKey() }, ({ apiKey, tenantApiKey }) => [
      tenantApiKey
        .delete({ clientId })
        .where(({ keyHash }, { eq }) => eq(keyHash, old.pointer.keyHash))
        .commit(),
      apiKey.delete({ keyHash: old.pointer.keyHash }).commit(),
    ])
    .go();
  if (result.canceled) throw new ConflictError('The API key changed meanwhile. Please reload and try again.');
  return true;
}

/** The key of an `Authorization: Bearer <key>` header, or null (any other shape is no key at all). */
function bearerKey(event: APIGatewayProxyEventV2): string | null {
  const header = event.headers?.authorization ?? event.headers?.Authorization;
  const match = header?.match(/^Bearer\s+(\S+)\s*$/i);
  return match && KEY_PATTERN.test(match[1]) ? match[1] : null;
}

/**
 * The tenant a read-API request acts for: one GetItem of the key item by the key's hash. Missing,
 * malformed, wrong and revoked keys all answer the same 401.
 */
export async function tenantOfApiKey(event: APIGatewayProxyEventV2): Promise<string> {
  const key = bearerKey(event);
  if (!key) throw new UnauthorizedError(INVALID_API_KEY);
  const keyHash = hashOf(key);
  // consistent: a key revoked a moment ago must not still pass
  const { data } = await db.apiKey().get({ keyHash }).go({ consistent: true });
  // the lookup already matched the hash; comparing again in constant time costs nothing and keeps the
  // check independent of how the store compares keys
  if (!data || !timingSafeEqual(Buffer.from(data.keyHash), Buffer.from(keyHash))) {
    throw new UnauthorizedError(INVALID_API_KEY);
  }
  const now = Date.now();
  if (!data.lastUsedAt || now - Date.parse(data.lastUsedAt) >= LAST_USED_EVERY_MS) {
    // patch's own condition (the item exists) keeps a key revoked meanwhile from coming back
    await db
      .apiKey()
      .patch({ keyHash })
      .set({ lastUsedAt: new Date(now).toISOString() })
      .go()
      .catch((e: unknown) => {
        if (!(e instanceof Error && /conditional/i.test(e.message))) throw e;
      });
  }
  // a suspended tenant's key reads nothing, as its users' sessions do not (kit/auth.ts)
  const { data: tenant } = await db
    .client()
    .get({ clientId: data.clientId })
    .go({ attributes: ['status'] });
  if (tenant?.status === 'suspended') throw new AccountSuspendedError();
  if (!tenant) throw new UnauthorizedError(INVALID_API_KEY);
  return data.clientId;
}
