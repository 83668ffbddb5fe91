import { GetCommand, paginateQuery, UpdateCommand } from '@aws-sdk/lib-dynamodb';
import type { CLIENT_STATUSES, Role } from '@shared/enums';
import { conditionalUpdate, documentClient, tableName } from './client';

/**
 * One "auth state" item per user: everything the authenticated request path needs, so it costs ONE
 * GetItem (issue 8 item 4) instead of reading the user, the tenant and a revoked-token record.
 *
 *   pk `auth#<clientId>`  sk `user#<userId>`
 *
 * It is a plain DocumentClient item, not an ElectroDB entity, so every function's auth check runs
 * without bundling ElectroDB. All of a tenant's users share one partition, so a status change of the
 * tenant reaches every user with one Query. Writers: login (syncs it from the user and client items),
 * refresh, logout, core/tenants/tenancy.ts (tenant status, a user's role or active flag) and core/identity/settings.ts
 * (the session timeout).
 *
 * Reads and writes only: the rules that read it (logout's notBefore, the session timeout, who is let in)
 * are core/identity/session-rules.ts.
 */
type ClientStatus = (typeof CLIENT_STATUSES)[number];

export interface AuthState {
  clientId: string;
  userId: string;
  email: string;
  firstName: string;
  lastName: string;
  role: Role;
  isActive: boolean;
  /** Copy of the tenant's status; undefined for the platform admin, who has no tenant. */
  tenantStatus?: ClientStatus;
  /** Epoch seconds: tokens issued before it are refused (set by logout, core/identity/session-rules.ts endSessions). */
  notBefore: number;
  /** Refresh-token fingerprint → `iat` of the login that issued it; logout clears them all. */
  sessions?: Record<string, number>;
  /**
   * The user's Settings → Security session timeout, copied here at login and whenever it is saved, so the
   * request path bounds a session without reading the settings item. Missing on items older than it
   * (core/identity/session-rules.ts then applies the settings default).
   */
  sessionTimeoutHours?: number;
  /**
   * Session token → start of the session it belongs to (the sign-in's `iat`), keyed by tokenKey(). A
   * refreshed ID token is a new token with a new `iat`, so this is how the request path knows how old
   * the session behind it is. Written at login and at each refresh; refresh drops expired tokens' keys.
   */
  tokenSessions?: Record<string, number>;
}

/** A session (ID) token's key in tokenSessions: its expiry first, so stale keys are known without a read of each. */
export const tokenKey = (token: { exp: number; jti: string }) => `${token.exp}_${token.jti}`;
const tokenExpiry = (key: string) => Number(key.split('_')[0]);

/** The partition of a tenant's auth states (account deletion erases it: db/partitions.ts). */
export const authStatePartition = (clientId: string) => `auth#${clientId}`;
const key = (clientId: string, userId: string) => ({ pk: authStatePartition(clientId), sk: `user#${userId}` });

export type RequestAuthState = Omit<AuthState, 'sessions' | 'tokenSessions'> & {
  /** When the session of the token being checked started, if recorded. */
  sessionStartedAt?: number;
};

/**
 * The request path's one read. Of the sessions only the checked token's start is read; the rest is
 * left out (only refresh needs it).
 */
export async function readAuthState(
  clientId: string,
  userId: string,
  token: { exp: number; jti: string },
): Promise<RequestAuthState | undefined> {
  const { Item } = await documentClient().send(
    new GetCommand({
      TableName: tableName(),
      Key: key(clientId, userId),
      ConsistentRead: true,
      ProjectionExpression:
        'clientId, userId, email, firstName, lastName, #role, isActive, tenantStatus, notBefore, sessionTimeoutHours, tokenSessions.#t',
      ExpressionAttributeNames: { '#role': 'role', '#t': tokenKey(token) },
    }),
  );
  if (!Item) return undefined;
  const { tokenSessions, ...state } = Item as AuthState;
  return { ...state, sessionStartedAt: tokenSessions?.[tokenKey(token)] };
}

export async function readSessionStart(clientId: string, userId: string, fingerprint: string) {
  const { Item } = await documentClient().send(
    new GetCommand({
      TableName: tableName(),
      Key: key(clientId, userId),
      ConsistentRead: true,
      ProjectionExpression: 'isActive, notBefore, sessions.#f, sessionTimeoutHours, tokenSessions',
      ExpressionAttributeNames: { '#f': fingerprint },
    }),
  );
  if (!Item) return undefined;
  const tokens = Item.tokenSessions as Record<string, number> | undefined;
  return {
    notBefore: Number(Item.notBefore ?? 0),
    startedAt: (Item.sessions as Record<string, number>)?.[fingerprint],
    timeoutHours: Item.sessionTimeoutHours === undefined ? undefined : Number(Item.sessionTimeoutHours),
    tokenKeys: tokens ? Object.keys(tokens) : undefined,
  };
}

/**
 * Refresh: the new session token belongs to the session that started at `startedAt`. Keys of tokens
 * that have expired are dropped in the same write, so the item stays small. False when the user's
 * sessions were cleared meanwhile (a logout between the read and this write).
 */
export async function recordRefresh(
  clientId: string,
  userId: string,
  token: { exp: number; jti: string },
  startedAt: number,
  knownKeys: string[] | undefined,
  nowSeconds: number,
): Promise<boolean> {
  const stale = (knownKeys ?? []).filter((k) => tokenExpiry(k) < nowSeconds);
  const names: Record<string, string> = { '#t': tokenKey(token) };
  stale.forEach((k, i) => {
    names[`#s${i}`] = k;
  });
  const remove = stale.length ? ` REMOVE ${stale.map((_, i) => `tokenSessions.#s${i}`).join(', ')}` : '';
  // a session from before tokenSessions existed: the map has to exist before one of its keys is set
  const mapReady =
    knownKeys !== undefined ||
    (await conditionalUpdate({
      Key: key(clientId, userId),
      UpdateExpression: 'SET tokenSessions = if_not_exists(tokenSessions, :empty)',
      ConditionExpression: 'attribute_exists(pk)',
      ExpressionAttributeValues: { ':empty': {} },
    }));
  return (
    mapReady &&
    conditionalUpdate({
      Key: key(clientId, userId),
      UpdateExpression: `SET tokenSessions.#t = :start${remove}`,
      ConditionExpression: 'attribute_exists(tokenSessions)',
      ExpressionAttributeNames: names,
      ExpressionAttributeValues: { ':start': startedAt },
    })
  );
}

type Profile = Pick<AuthState, 'email' | 'firstName' | 'lastName' | 'role' | 'isActive' | 'tenantStatus'>;

/**
 * Login: copies the user's current profile onto the item and records the new refresh session.
 * `notBefore` is kept (it belongs to the last logout) and returned.
 */
export async function recordLogin(
  clientId: string,
  userId: string,
  profile: Profile,
  sessionTimeoutHours: number,
  session?: { fingerprint: string; startedAt: number; token: { exp: number; jti: string } },
): Promise<{ notBefore: number }> {
  const names: Record<string, string> = { '#role': 'role' };
  const values: Record<string, unknown> = {
    ':clientId': clientId,
    ':userId': userId,
    ':email': profile.email,
    ':firstName': profile.firstName,
    ':lastName': profile.lastName,
    ':role': profile.role,
    ':isActive': profile.isActive,
    ':zero': 0,
    ':timeout': sessionTimeoutHours,
  };
  const sets = [
    'clientId = :clientId',
    'userId = :userId',
    'email = :email',
    'firstName = :firstName',
    'lastName = :lastName',
    '#role = :role',
    'isActive = :isActive',
    'notBefore = if_not_exists(notBefore, :zero)',
    'sessionTimeoutHours = :timeout',
  ];
  if (profile.tenantStatus) {
    sets.push('tenantStatus = :tenantStatus');
    values[':tenantStatus'] = profile.tenantStatus;
  }
  if (session) {
    // a map has to exist before one of its keys can be set; two steps would race a parallel login
    sets.push(
      'sessions = if_not_exists(sessions, :emptyMap)',
      'tokenSessions = if_not_exists(tokenSessions, :emptyMap)',
    );
    values[':emptyMap'] = {};
  }
  const { Attributes } = await documentClient().send(
    new UpdateCommand({
      TableName: tableName(),
      Key: key(clientId, userId),
      UpdateExpression: `SET ${sets.join(', ')}`,
      ExpressionAttributeNames: names,
      ExpressionAttributeValues: values,
      ReturnValues: 'UPDATED_NEW',
    }),
  );
  if (session) {
    await documentClient().send(
      new UpdateCommand({
        TableName: tableName(),
        Key: key(clientId, userId),
        UpdateExpression: 'SET sessions.#f = :t, tokenSessions.#k = :t',
        ExpressionAttributeNames: { '#f': session.fingerprint, '#k': tokenKey(session.token) },
        ExpressionAttributeValues: { ':t': session.startedAt },
      }),
    );
  }
  return { notBefore: Number(Attributes?.notBefore ?? 0) };
}

/** Logout: tokens issued before `notBefore` are refused and the recorded refresh sessions are cleared. */
export async function recordLogout(clientId: string, userId: string, notBefore: number): Promise<void> {
  // a user without an auth item has no session the auth path would accept
  await conditionalUpdate({
    Key: key(clientId, userId),
    UpdateExpression: 'SET notBefore = :next REMOVE sessions, tokenSessions',
    ConditionExpression: 'attribute_exists(pk)',
    ExpressionAttributeValues: { ':next': notBefore },
  });
}

/** Sets fields on the items of the given users (or of every user of the tenant). */
export async function updateAuthStates(
  clientId: string,
  fields: Partial<
    Pick<AuthState, 'email' | 'role' | 'isActive' | 'tenantStatus' | 'firstName' | 'lastName' | 'sessionTimeoutHours'>
  >,
  userId?: string,
): Promise<void> {
  const entries = Object.entries(fields).filter(([, v]) => v !== undefined);
  if (entries.length === 0) return;
  const keys = userId ? [key(clientId, userId)] : await tenantKeys(clientId);
  const names = Object.fromEntries(entries.map(([k], i) => [`#f${i}`, k]));
  const values = Object.fromEntries(entries.map(([, v], i) => [`:v${i}`, v]));
  const expression = `SET ${entries.map((_, i) => `#f${i} = :v${i}`).join(', ')}`;
  for (const k of keys) {
    // no item yet: the user has never signed in, and login copies the current values
    await conditionalUpdate({
      Key: k,
      UpdateExpression: expression,
      ConditionExpression: 'attribute_exists(pk)',
      ExpressionAttributeNames: names,
      ExpressionAttributeValues: values,
    });
  }
}

async function tenantKeys(clientId: string): Promise<{ pk: string; sk: string }[]> {
  const keys: { pk: string; sk: string }[] = [];
  const pages = paginateQuery(
    { client: documentClient() },
    {
      TableName: tableName(),
      KeyConditionExpression: 'pk = :pk AND begins_with(sk, :user)',
      ExpressionAttributeValues: { ':pk': authStatePartition(clientId), ':user': 'user#' },
      ProjectionExpression: 'pk, sk',
    },
  );
  for await (const page of pages) for (const i of page.Items ?? []) keys.push({ pk: String(i.pk), sk: String(i.sk) });
  return keys;
}
