import {
  AdminCreateUserCommand,
  type AdminCreateUserCommandInput,
  AdminDeleteUserCommand,
  AdminGetUserCommand,
  AdminSetUserPasswordCommand,
  AdminUpdateUserAttributesCommand,
  CognitoIdentityProviderClient,
  InitiateAuthCommand,
  RespondToAuthChallengeCommand,
  RevokeTokenCommand,
} from '@aws-sdk/client-cognito-identity-provider';
import type { Role } from '@shared/enums';
import { config } from '../base/env';

/** Cognito behind a small interface (DESIGN §2 adapters). cognito-local answers the same calls at home. */
let client: CognitoIdentityProviderClient | undefined;
/** The one client of the instance (adapters/identity-mfa.ts sends its calls with it too). */
export function cognito(): CognitoIdentityProviderClient {
  if (!client) {
    const { COGNITO_ENDPOINT: endpoint, AWS_REGION } = config('COGNITO_ENDPOINT', 'AWS_REGION');
    client = new CognitoIdentityProviderClient({
      region: AWS_REGION,
      ...(endpoint ? { endpoint, credentials: { accessKeyId: 'local', secretAccessKey: 'local' } } : {}),
    });
  }
  return client;
}
export const pool = () => config('USER_POOL_ID', 'USER_POOL_CLIENT_ID');

export class InvalidCredentialsError extends Error {}
export class UsernameTakenError extends Error {}

export interface NewIdentity {
  email: string;
  password: string;
  clientId: string;
  role: Role;
  firstName: string;
  lastName: string;
  /**
   * Whether the address counts as proven already. A sign-up's does not (issue 31): the account works at
   * once and the owner verifies with the code Cognito mails (core/identity/email-verification.ts).
   */
  emailVerified: boolean;
}

/**
 * Creates a confirmed user with a permanent password; returns its `sub` (our user id). Cognito's
 * invitation is suppressed: the user chose the password (or was given it), there is nothing to mail.
 */
export async function createIdentity(u: NewIdentity): Promise<string> {
  const sub = await adminCreateUser(u, { MessageAction: 'SUPPRESS' });
  await cognito().send(
    new AdminSetUserPasswordCommand({
      UserPoolId: pool().USER_POOL_ID,
      Username: u.email,
      Password: u.password,
      Permanent: true,
    }),
  );
  return sub;
}

/**
 * A user created by the platform engineer (the stage's first admin, functions/ops/first-admin.ts):
 * Cognito makes the temporary password and sends its invitation email; the first sign-in must choose a
 * new password (NEW_PASSWORD_REQUIRED, answered by login). At home nothing is mailed, so the caller
 * passes the temporary password to print, and the invitation is suppressed.
 */
export function inviteIdentity(
  u: Omit<NewIdentity, 'password' | 'emailVerified'>,
  temporaryPassword?: string,
): Promise<string> {
  // signing in with the mailed temporary password proves the address
  return adminCreateUser(
    { ...u, emailVerified: true },
    temporaryPassword
      ? { TemporaryPassword: temporaryPassword, MessageAction: 'SUPPRESS' }
      : { DesiredDeliveryMediums: ['EMAIL'] },
  );
}

/** AdminCreateUser with the user's attributes and how its password is delivered; returns its `sub`. */
async function adminCreateUser(
  u: Omit<NewIdentity, 'password'>,
  delivery: Pick<AdminCreateUserCommandInput, 'MessageAction' | 'TemporaryPassword' | 'DesiredDeliveryMediums'>,
): Promise<string> {
  try {
    const res = await cognito().send(
      new AdminCreateUserCommand({
        UserPoolId: pool().USER_POOL_ID,
        Username: u.email,
        ...delivery,
        UserAttributes: [
          { Name: 'email', Value: u.email },
          { Name: 'email_verified', Value: String(u.emailVerified) },
          { Name: 'given_name', Value: u.firstName },
          { Name: 'family_name', Value: u.lastName },
          { Name: 'custom:clientId', Value: u.clientId },
          { Name: 'custom:role', Value: u.role },
        ],
      }),
    );
    const sub = res.User?.Attributes?.find((a) => a.Name === 'sub')?.Value;
    if (!sub) throw new Error('Cognito returned no sub');
    return sub;
  } catch (err) {
    if ((err as Error).name === 'UsernameExistsException') throw new UsernameTakenError(u.email);
    throw err;
  }
}

/** `send`'s answer, or undefined when the pool has no user of that email (UserNotFoundException). */
async function unlessNoUser<T>(send: () => Promise<T>): Promise<T | undefined> {
  try {
    return await send();
  } catch (err) {
    if ((err as Error).name === 'UserNotFoundException') return undefined;
    throw err;
  }
}

const adminGetUser = (email: string) =>
  unlessNoUser(() => cognito().send(new AdminGetUserCommand({ UserPoolId: pool().USER_POOL_ID, Username: email })));

/** The pool's user of an email with its id (`sub`) and custom attributes, or undefined. */
export async function findIdentity(
  email: string,
): Promise<{ sub: string; clientId?: string; role?: string; emailVerified: boolean } | undefined> {
  const res = await adminGetUser(email);
  if (!res) return undefined;
  const attr = (name: string) => res.UserAttributes?.find((a) => a.Name === name)?.Value;
  const sub = attr('sub');
  if (!sub) throw new Error('Cognito returned no sub');
  return {
    sub,
    clientId: attr('custom:clientId'),
    role: attr('custom:role'),
    emailVerified: attr('email_verified') === 'true',
  };
}

export const identityExists = async (email: string): Promise<boolean> => (await adminGetUser(email)) !== undefined;

/** Deletes the pool's user of an email; none is fine (a deletion that runs again). */
export async function deleteIdentity(email: string): Promise<void> {
  await unlessNoUser(() =>
    cognito().send(new AdminDeleteUserCommand({ UserPoolId: pool().USER_POOL_ID, Username: email })),
  );
}

export async function updateIdentityAttributes(email: string, attrs: Record<string, string>): Promise<void> {
  await cognito().send(
    new AdminUpdateUserAttributesCommand({
      UserPoolId: pool().USER_POOL_ID,
      Username: email,
      UserAttributes: Object.entries(attrs).map(([Name, Value]) => ({ Name, Value })),
    }),
  );
}

export async function setIdentityPassword(email: string, password: string): Promise<void> {
  await cognito().send(
    new AdminSetUserPasswordCommand({
      UserPoolId: pool().USER_POOL_ID,
      Username: email,
      Password: password,
      Permanent: true,
    }),
  );
}

export interface Tokens {
  idToken: string;
  /** Cognito's access token: only the two-factor enrolment uses it (AssociateSoftwareToken and friends), server-side. */
  accessToken?: string;
  refreshToken?: string;
  expiresIn: number;
}

/** The password was right and Cognito wants the user's TOTP code next (software-token MFA is on). */
export interface TotpChallenge {
  totpChallenge: true;
  /** Cognito's challenge Session, for RespondToAuthChallenge. */
  session: string;
}
export const isTotpChallenge = (r: Tokens | TotpChallenge | NewPasswordChallenge): r is TotpChallenge =>
  'totpChallenge' in r;

/** The password was the temporary one of an invited user (inviteIdentity): a new one must be chosen first. */
export interface NewPasswordChallenge {
  newPasswordChallenge: true;
  session: string;
}
export const isNewPasswordChallenge = (r: Tokens | TotpChallenge | NewPasswordChallenge): r is NewPasswordChallenge =>
  'newPasswordChallenge' in r;

// Real Cognito says NotAuthorizedException for a wrong password; cognito-local says InvalidPasswordException.
const BAD_CREDENTIALS = new Set([
  'NotAuthorizedException',
  'InvalidPasswordException',
  'UserNotFoundException',
  'PasswordResetRequiredException',
  'UserNotConfirmedException',
]);

type AuthenticationResult = { IdToken?: string; AccessToken?: string; RefreshToken?: string; ExpiresIn?: number };
export function tokensOf(r: AuthenticationResult | undefined): Tokens {
  if (!r?.IdToken) throw new InvalidCredentialsError();
  return {
    idToken: r.IdToken,
    accessToken: r.AccessToken,
    refreshToken: r.RefreshToken,
    expiresIn: r.ExpiresIn ?? 3600,
  };
}

/** Answers a challenge of `email`'s sign-in (its session) with `answers`; the tokens it grants. */
export async function answerChallenge(
  challenge: 'NEW_PASSWORD_REQUIRED' | 'SOFTWARE_TOKEN_MFA',
  email: string,
  session: string,
  answers: Record<string, string>,
): Promise<Tokens> {
  const res = await cognito().send(
    new RespondToAuthChallengeCommand({
      ClientId: pool().USER_POOL_CLIENT_ID,
      ChallengeName: challenge,
      Session: session,
      ChallengeResponses: { USERNAME: email, ...answers },
    }),
  );
  return tokensOf(res.AuthenticationResult);
}

/** InitiateAuth for either flow; every credential failure becomes InvalidCredentialsError. */
async function initiateAuth(
  AuthFlow: 'USER_PASSWORD_AUTH' | 'REFRESH_TOKEN_AUTH',
  AuthParameters: Record<string, string>,
): Promise<Tokens | TotpChallenge | NewPasswordChallenge> {
  try {
    const res = await cognito().send(
      new InitiateAuthCommand({ ClientId: pool().USER_POOL_CLIENT_ID, AuthFlow, AuthParameters }),
    );
    if (res.ChallengeName === 'SOFTWARE_TOKEN_MFA' && res.Session) return { totpChallenge: true, session: res.Session };
    if (res.ChallengeName === 'NEW_PASSWORD_REQUIRED' && res.Session)
      return { newPasswordChallenge: true, session: res.Session };
    // any other challenge (SMS) is nothing this product sets up: no way in
    return tokensOf(res.AuthenticationResult);
  } catch (err) {
    if (err instanceof InvalidCredentialsError || BAD_CREDENTIALS.has((err as Error).name))
      throw new InvalidCredentialsError();
    throw err;
  }
}

/**
 * Tokens, or the TOTP challenge when the user has two-factor on. An invited user's temporary password
 * counts as wrong here: only login answers that challenge (passwordSignIn).
 */
export async function passwordAuth(email: string, password: string): Promise<Tokens | TotpChallenge> {
  const r = await passwordSignIn(email, password);
  if (isNewPasswordChallenge(r)) throw new InvalidCredentialsError();
  return r;
}

/** Login's check: passwordAuth's answers, or the new-password challenge of an invited user (inviteIdentity). */
export const passwordSignIn = (email: string, password: string) =>
  initiateAuth('USER_PASSWORD_AUTH', { USERNAME: email, PASSWORD: password });

/** A refresh never returns a new refresh token; the session cookie alone is renewed. */
export async function refreshAuth(refreshToken: string): Promise<Tokens> {
  const r = await initiateAuth('REFRESH_TOKEN_AUTH', { REFRESH_TOKEN: refreshToken });
  if (isTotpChallenge(r) || isNewPasswordChallenge(r)) throw new InvalidCredentialsError();
  return r;
}

/** Answers NEW_PASSWORD_REQUIRED: the invited user's own password replaces the temporary one. */
export async function setFirstPassword(email: string, session: string, newPassword: string): Promise<Tokens> {
  try {
    return await answerChallenge('NEW_PASSWORD_REQUIRED', email, session, { NEW_PASSWORD: newPassword });
  } catch (err) {
    if (err instanceof InvalidCredentialsError || BAD_CREDENTIALS.has((err as Error).name))
      throw new InvalidCredentialsError();
    throw err;
  }
}

export async function revokeRefreshToken(token: string): Promise<void> {
  try {
    await cognito().send(new RevokeTokenCommand({ ClientId: pool().USER_POOL_CLIENT_ID, Token: token }));
  } catch {
    // an unknown or already revoked token is the outcome we want; the session cookie is revoked separately
  }
}
