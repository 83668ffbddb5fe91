import { counter, required, timestampAttributes, userAttributes } from './attributes';
import { defineEntity, defineUserEntity, primaryKey } from './common';

/**
 * Two-factor sign-in (Cognito software-token MFA, issue 14), read and written by
 * core/identity/two-factor-store.ts. The per-user items share the tenant's partition (pk = clientId), so
 * Delete Account's sweep of that partition erases them with the rest.
 */

/** A user's enabled second factor: the TOTP secret, envelope-encrypted, kept to answer Cognito after a recovery code. */
export const TwoFactor = /* @__PURE__ */ defineUserEntity('twoFactor', [], () => ({
  /** enc:v1:… (adapters/secrets.ts); never returned, never logged. */
  secret: required.string,
  ...timestampAttributes,
}));

/** One unused recovery code: only its SHA-256. Consuming it deletes the item (a conditional delete: once only). */
export const RecoveryCode = /* @__PURE__ */ defineUserEntity('recoveryCode', ['codeHash'], () => ({
  codeHash: required.string,
  ...timestampAttributes,
}));

/**
 * An enrolment between "Set up" and "Confirm" (10 minutes): the tokens of the password check (Cognito's
 * VerifySoftwareToken / SetUserMFAPreference want the access token) and the new secret, both
 * envelope-encrypted, so the browser never holds them.
 */
export const TwoFactorEnrolment = /* @__PURE__ */ defineUserEntity('twoFactorEnrolment', [], () => ({
  /** enc:v1:… of {accessToken, refreshToken}; the refresh token is revoked once the enrolment is done. */
  tokens: required.string,
  /** enc:v1:… of the new secret; moved as it is onto TwoFactor at confirmation. */
  secret: required.string,
  /** Epoch seconds; DynamoDB's TTL removes the item some time after, reads check it themselves. */
  expiresAt: required.number,
}));

/** A TOTP code a user has already signed in (or enrolled) with: the replay guard (~90 s, the code's life at ±1 step). */
export const UsedTotpCode = /* @__PURE__ */ defineUserEntity('usedTotpCode', ['code'], () => ({
  code: required.string,
  expiresAt: required.number,
}));

/**
 * A sign-in waiting for its second factor (3 minutes), found by the random id the browser holds. It
 * binds Cognito's challenge session to one user: the code is always answered for the email stored here,
 * never one from the request (cognito-local does not check the session itself).
 */
export const LoginChallenge = /* @__PURE__ */ defineEntity('loginChallenge', () => ({
  attributes: {
    challengeId: required.string,
    email: required.string,
    ...userAttributes,
    /** Cognito's challenge Session: worthless without the user's code, gone with the item. */
    session: required.string,
    failures: counter(),
    expiresAt: required.number,
  },
  indexes: {
    byId: primaryKey(['challengeId'], []),
  },
}));
