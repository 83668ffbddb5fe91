import { GetCommand, QueryCommand, UpdateCommand } from '@aws-sdk/lib-dynamodb';
import type { CLIENT_STATUSES, Role } from '../../shared/enums';
import { documentClient, tableName } from './client';

/**
 * One "auth state" item per user: everything the authenticated request path needs, so it costs ONE
 * GetItem (issue 8 item 4) instead of reading the user, the tenant and a revoked-token record.
 *
 *   pk `auth#<clientId>`  sk `user#<userId>`
 *
 * It is a plain DocumentClient item, not an ElectroDB entity, so every function's auth check runs
 * without bundling ElectroDB. All of a tenant's users share one partition, so a status change of the
 * tenant reaches every user with one Query. Writers: login (syncs it from the user and client items),
 * logout, and core/tenancy.ts (tenant status, a user's role or active flag).
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
  /**
   * Epoch seconds: tokens issued before it are refused. Logout sets it to the second AFTER the logout,
   * because `iat` has whole seconds only: a token of any device issued within the logout's second is
   * refused too (login re-issues a token that falls in that second, see core/auth.ts).
   */
  notBefore: number;
  /** Refresh-token fingerprint → `iat` of the login that issued it; logout clears them all. */
  sessions?: Record<string, number>;
}

const key = (clientId: string, userId: string) => ({ pk: `auth#${clientId}`, sk: `user#${userId}` });

/** The request path's one read. Sessions are left out: only refresh needs them. */
export async function readAuthState(clientId: string, userId: string): Promise<AuthState | undefined> {
  const { Item } = await documentClient().send(
    new GetCommand({
      TableName: tableName(),
      Key: key(clientId, userId),
      ConsistentRead: true,
      ProjectionExpression: 'clientId, userId, email, firstName, lastName, #role, isActive, tenantStatus, notBefore',
      ExpressionAttributeNames: { '#role': 'role' },
    }),
  );
  return Item as AuthState | undefined;
}

export async function readSessionStart(clientId: string, userId: string, fingerprint: string) {
  const { Item } = await documentClient().send(
    new GetCommand({
      TableName: tableName(),
      Key: key(clientId, userId),
      ConsistentRead: true,
      ProjectionExpression: 'isActive, notBefore, sessions.#f',
      ExpressionAttributeNames: { '#f': fingerprint },
    }),
  );
  if (!Item) return undefined;
  return {
    notBefore: Number(Item.notBefore ?? 0),
    startedAt: (Item.sessions as Record<string, number>)?.[fingerprint],
  };
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
  session?: { fingerprint: string; startedAt: number },
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
  ];
  if (profile.tenantStatus) {
    sets.push('tenantStatus = :tenantStatus');
    values[':tenantStatus'] = profile.tenantStatus;
  }
  if (session) {
    // a map has to exist before one of its keys can be set; two steps would race a parallel login
    sets.push('sessions = if_not_exists(sessions, :emptyMap)');
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
        UpdateExpression: 'SET sessions.#f = :t',
        ExpressionAttributeNames: { '#f': session.fingerprint },
        ExpressionAttributeValues: { ':t': session.startedAt },
      }),
    );
  }
  return { notBefore: Number(Attributes?.notBefore ?? 0) };
}

/**
 * Logout ends every session of the user at once: every token issued up to and including this second is
 * refused, and no refresh token issued so far mints a new one.
 */
export async function recordLogout(clientId: string, userId: string, nowSeconds: number): Promise<void> {
  try {
    await documentClient().send(
      new UpdateCommand({
        TableName: tableName(),
        Key: key(clientId, userId),
        UpdateExpression: 'SET notBefore = :next REMOVE sessions',
        ConditionExpression: 'attribute_exists(pk)',
        ExpressionAttributeValues: { ':next': nowSeconds + 1 },
      }),
    );
  } catch (err) {
    // a user without an auth item has no session the auth path would accept
    if ((err as Error).name !== 'ConditionalCheckFailedException') throw err;
  }
}

/** Sets fields on the items of the given users (or of every user of the tenant). */
export async function updateAuthStates(
  clientId: string,
  fields: Partial<Pick<AuthState, 'role' | 'isActive' | 'tenantStatus' | 'firstName' | 'lastName'>>,
  userId?: string,
): Promise<void> {
  const entries = Object.entries(fields).filter(([, v]) => v !== undefined);
  if (entries.length === 0) return;
  const keys = userId ? [key(clientId, userId)] : await tenantKeys(clientId);
  const names = Object.fromEntries(entries.map(([k], i) => [`#f${i}`, k]));
  const values = Object.fromEntries(entries.map(([, v], i) => [`:v${i}`, v]));
  const expression = `SET ${entries.map((_, i) => `#f${i} = :v${i}`).join(', ')}`;
  for (const k of keys) {
    try {
      await documentClient().send(
        new UpdateCommand({
          TableName: tableName(),
          Key: k,
          UpdateExpression: expression,
          ConditionExpression: 'attribute_exists(pk)',
          ExpressionAttributeNames: names,
          ExpressionAttributeValues: values,
        }),
      );
    } catch (err) {
      // no item yet: the user has never signed in, and login copies the current values
      if ((err as Error).name !== 'ConditionalCheckFailedException') throw err;
    }
  }
}

async function tenantKeys(clientId: string): Promise<{ pk: string; sk: string }[]> {
  const keys: { pk: string; sk: string }[] = [];
  let start: Record<string, unknown> | undefined;
  do {
    const page = await documentClient().send(
      new QueryCommand({
        TableName: tableName(),
        KeyConditionExpression: 'pk = :pk AND begins_with(sk, :user)',
        ExpressionAttributeValues: { ':pk': `auth#${clientId}`, ':user': 'user#' },
        ProjectionExpression: 'pk, sk',
        ExclusiveStartKey: start,
      }),
    );
    for (const i of page.Items ?? []) keys.push({ pk: String(i.pk), sk: String(i.sk) });
    start = page.LastEvaluatedKey;
  } while (start);
  return keys;
}
