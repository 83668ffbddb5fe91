import { createHash, randomBytes, randomInt } from 'node:crypto';
import { isConditionalFailure } from '../../db/errors';
import { isExpired } from '../../db/table';
import * as db from '../../db/table-entities';

/** The two-factor records (db/entities/two-factor.ts): plain reads and writes; the rules live in core/identity/two-factor.ts and core/identity/login-challenge.ts. */

export interface UserRef {
  clientId: string;
  userId: string;
}
const nowSeconds = () => Math.floor(Date.now() / 1000);
const userKey = (u: UserRef) => ({ clientId: u.clientId, userId: u.userId });

// ── the enabled factor ────────────────────────────────────────────────────────────────────────────
export async function saveTwoFactor(u: UserRef, encryptedSecret: string): Promise<void> {
  await db
    .twoFactor()
    .put({ ...userKey(u), secret: encryptedSecret })
    .go();
}
export async function readTwoFactorSecret(u: UserRef): Promise<string | null> {
  const { data } = await db.twoFactor().get(userKey(u)).go({ consistent: true });
  return data?.secret ?? null;
}
export async function deleteTwoFactor(u: UserRef): Promise<void> {
  await db.twoFactor().delete(userKey(u)).go();
  await deleteRecoveryCodes(u);
}

// ── recovery codes ────────────────────────────────────────────────────────────────────────────────
export const RECOVERY_CODE_COUNT = 10;
/** No 0/O, 1/I/L: read off a printout without guessing. 31 letters ^ 10 ≈ 2^49 per code. */
const RECOVERY_ALPHABET = 'ABCDEFGHJKMNPQRSTUVWXYZ23456789';
export const normaliseRecoveryCode = (code: string) => code.toUpperCase().replace(/[^A-Z0-9]/g, '');
/**
 * Salted with the user (a copied table cannot be searched for all users' codes at once) and stored as
 * the hash only: the code itself is shown once, at enrolment.
 */
const hashRecoveryCode = (u: UserRef, code: string) =>
  createHash('sha256')
    .update(`${u.clientId}:${u.userId}:${normaliseRecoveryCode(code)}`)
    .digest('hex');
/** The encryption context of a user's two-factor secrets: a value copied to another user's item does not decrypt. */
export const twoFactorContext = (u: UserRef) => ({ clientId: u.clientId, userId: u.userId, purpose: 'two-factor' });

/** Ten fresh codes, shown once as XXXXX-XXXXX. */
export function newRecoveryCodes(): string[] {
  return Array.from({ length: RECOVERY_CODE_COUNT }, () => {
    const chars = Array.from({ length: 10 }, () => RECOVERY_ALPHABET[randomInt(RECOVERY_ALPHABET.length)]).join('');
    return `${chars.slice(0, 5)}-${chars.slice(5)}`;
  });
}

async function recoveryKeys(u: UserRef) {
  const { data } = await db.recoveryCode().query.byUser(userKey(u)).go({ pages: 'all' });
  return data.map((d) => ({ ...userKey(u), codeHash: d.codeHash }));
}
async function deleteRecoveryCodes(u: UserRef): Promise<void> {
  const keys = await recoveryKeys(u);
  if (keys.length > 0) await db.recoveryCode().delete(keys).go();
}
/** Stores the hashes of `codes` in place of any earlier set. */
export async function replaceRecoveryCodes(u: UserRef, codes: string[]): Promise<void> {
  await deleteRecoveryCodes(u);
  await db
    .recoveryCode()
    .put(codes.map((c) => ({ ...userKey(u), codeHash: hashRecoveryCode(u, c) })))
    .go();
}
/** True when the code was one of the user's unused ones; it is used up by the same conditional delete. */
export async function consumeRecoveryCode(u: UserRef, code: string): Promise<boolean> {
  try {
    await db
      .recoveryCode()
      .remove({ ...userKey(u), codeHash: hashRecoveryCode(u, code) })
      .go();
    return true;
  } catch (err) {
    if (isConditionalFailure(err)) return false;
    throw err;
  }
}
/** Puts back a code consumed for a sign-in that then failed for a reason of the server's. */
export async function restoreRecoveryCode(u: UserRef, code: string): Promise<void> {
  await db
    .recoveryCode()
    .put({ ...userKey(u), codeHash: hashRecoveryCode(u, code) })
    .go();
}
export const countRecoveryCodes = async (u: UserRef) => (await recoveryKeys(u)).length;

// ── an enrolment in progress ──────────────────────────────────────────────────────────────────────
export const ENROLMENT_TTL_SECONDS = 10 * 60;
export async function saveEnrolment(u: UserRef, encrypted: { tokens: string; secret: string }): Promise<void> {
  await db
    .twoFactorEnrolment()
    .put({ ...userKey(u), ...encrypted, expiresAt: nowSeconds() + ENROLMENT_TTL_SECONDS })
    .go();
}
export async function readEnrolment(u: UserRef): Promise<{ tokens: string; secret: string } | null> {
  const { data } = await db.twoFactorEnrolment().get(userKey(u)).go({ consistent: true });
  if (!data || isExpired(data.expiresAt)) return null;
  return { tokens: data.tokens, secret: data.secret };
}
export async function deleteEnrolment(u: UserRef): Promise<void> {
  await db.twoFactorEnrolment().delete(userKey(u)).go();
}

// ── the replay guard ──────────────────────────────────────────────────────────────────────────────
/** A code lives for its own 30-s step and one on either side (Cognito's tolerance): 90 s covers it. */
export const USED_CODE_TTL_SECONDS = 90;
/**
 * Marks `code` used by this user; false when it already was within its lifetime. A conditional put, so
 * of two requests racing with one code exactly one wins. Called before the code goes to Cognito.
 */
export async function claimTotpCode(u: UserRef, code: string): Promise<boolean> {
  const now = nowSeconds();
  try {
    await db
      .usedTotpCode()
      .put({ ...userKey(u), code, expiresAt: now + USED_CODE_TTL_SECONDS })
      .where(({ expiresAt }, { notExists, lte }) => `${notExists(expiresAt)} OR ${lte(expiresAt, now)}`)
      .go();
    return true;
  } catch (err) {
    if (isConditionalFailure(err)) return false;
    throw err;
  }
}

// ── sign-ins waiting for their second factor ──────────────────────────────────────────────────────
export const CHALLENGE_TTL_SECONDS = 3 * 60;
/** Wrong codes one challenge takes before it is thrown away (each also counts as a failed login). */
export const CHALLENGE_MAX_FAILURES = 5;
export interface Challenge extends UserRef {
  challengeId: string;
  email: string;
  session: string;
  failures: number;
}

export async function createChallenge(c: Omit<Challenge, 'challengeId' | 'failures'>): Promise<string> {
  const challengeId = randomBytes(32).toString('base64url');
  await db
    .loginChallenge()
    .create({ ...c, challengeId, failures: 0, expiresAt: nowSeconds() + CHALLENGE_TTL_SECONDS })
    .go();
  return challengeId;
}
export async function readChallenge(challengeId: string): Promise<Challenge | null> {
  const { data } = await db.loginChallenge().get({ challengeId }).go({ consistent: true });
  if (!data || isExpired(data.expiresAt) || data.failures >= CHALLENGE_MAX_FAILURES) return null;
  const { expiresAt: _e, ...challenge } = data;
  return challenge;
}
/** One more wrong code; the fifth ends the challenge (the user starts again from the password). */
export async function noteChallengeFailure(challengeId: string): Promise<void> {
  try {
    await db
      .loginChallenge()
      .patch({ challengeId })
      .add({ failures: 1 })
      .where(({ failures }, { lt }) => lt(failures, CHALLENGE_MAX_FAILURES - 1))
      .go();
  } catch (err) {
    if (!isConditionalFailure(err)) throw err;
    await db.loginChallenge().delete({ challengeId }).go();
  }
}
/** Ends the challenge; false when another request already had (a challenge signs in once). */
export async function consumeChallenge(challengeId: string): Promise<boolean> {
  try {
    await db.loginChallenge().remove({ challengeId }).go();
    return true;
  } catch (err) {
    if (isConditionalFailure(err)) return false;
    throw err;
  }
}
