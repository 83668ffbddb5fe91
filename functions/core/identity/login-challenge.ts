import { revokeRefreshToken, type Tokens } from '../../adapters/identity';
import { InvalidCodeError, respondToTotpChallenge } from '../../adapters/identity-mfa';
import { decryptSecret } from '../../adapters/secrets';
import { RateLimitedError, UnauthorizedError } from '../../base/errors';
import { releaseAttempt, reserveAttempt } from '../limits/rate-limit';
import { type AuthResult, LOGIN_LOCKOUT, loginFailKey, signIn, TOO_MANY_FAILURES } from './auth';
import { TOTP_STEP_SECONDS, totp } from './totp';
import {
  type Challenge,
  claimTotpCode,
  consumeChallenge,
  consumeRecoveryCode,
  countRecoveryCodes,
  noteChallengeFailure,
  readChallenge,
  readTwoFactorSecret,
  restoreRecoveryCode,
  twoFactorContext,
} from './two-factor-store';

/**
 * The second step of a sign-in with two-factor on (POST /api/auth/login/mfa, issue 14). Cognito checks
 * the TOTP code; what Cognito at home does not do, this does in both places: the challenge is bound to
 * the user whose password opened it (found by its random id, answered for the stored email only), a
 * code signs in once (replay guard, claimed before Cognito sees it), every wrong code counts on the
 * login lockout and the fifth ends the challenge.
 */
export const INVALID_CODE = 'Invalid code';
export const SIGN_IN_ENDED = 'This sign-in has expired. Please sign in again.';

export type ChallengeAnswer = { code: string; recoveryCode?: undefined } | { code?: undefined; recoveryCode: string };

export async function answerChallenge(
  challengeId: string,
  answer: ChallengeAnswer,
  /** Told of a refused answer to a live challenge, with the email it was for (the activity log's entry). */
  onRefused?: (email: string, err: unknown) => Promise<void>,
): Promise<AuthResult & { recoveryCodesLeft?: number }> {
  const challenge = await readChallenge(challengeId);
  if (!challenge) throw new UnauthorizedError(SIGN_IN_ENDED);
  try {
    return await answerFor(challenge, answer);
  } catch (err) {
    await onRefused?.(challenge.email, err);
    throw err;
  }
}

async function answerFor(challenge: Challenge, answer: ChallengeAnswer) {
  const { challengeId } = challenge;
  const failKey = loginFailKey(challenge.email);
  await reserveAttempt(failKey, LOGIN_LOCKOUT.failures, LOGIN_LOCKOUT.windowSeconds, TOO_MANY_FAILURES);
  let tokens: Tokens;
  try {
    if (answer.code !== undefined) {
      if (!(await claimTotpCode(challenge, answer.code))) throw new InvalidCodeError();
      tokens = await respondToTotpChallenge(challenge.email, challenge.session, answer.code);
    } else {
      // single use: the conditional delete lets one of two racing requests have it
      if (!(await consumeRecoveryCode(challenge, answer.recoveryCode))) throw new InvalidCodeError();
      try {
        tokens = await respondWithKeptSecret(challenge);
      } catch (err) {
        // not the user's fault (no unused code this minute, Cognito down): the recovery code is theirs again
        await restoreRecoveryCode(challenge, answer.recoveryCode);
        throw err;
      }
    }
  } catch (err) {
    if (err instanceof InvalidCodeError) {
      // the reserved attempt stays counted: one more failed login
      await noteChallengeFailure(challengeId);
      throw new UnauthorizedError(INVALID_CODE);
    }
    await releaseAttempt(failKey);
    throw err;
  }
  return finish(challenge, tokens, answer.recoveryCode !== undefined);
}

/**
 * Finishes a sign-in the user has already proven otherwise, with a code the server computes: after the
 * password change (the user is signed in with both factors and has just re-entered the password).
 */
export async function answerWithKeptSecret(challengeId: string): Promise<AuthResult> {
  const challenge = await readChallenge(challengeId);
  if (!challenge) throw new UnauthorizedError(SIGN_IN_ENDED);
  return finish(challenge, await respondWithKeptSecret(challenge), false);
}

async function finish(challenge: Challenge, tokens: Tokens, usedRecoveryCode: boolean) {
  // a challenge signs in once, even if two right answers raced
  if (!(await consumeChallenge(challenge.challengeId))) {
    if (tokens.refreshToken) await revokeRefreshToken(tokens.refreshToken);
    throw new UnauthorizedError(SIGN_IN_ENDED);
  }
  const result = await signIn(loginFailKey(challenge.email), tokens);
  return usedRecoveryCode ? { ...result, recoveryCodesLeft: await countRecoveryCodes(challenge) } : result;
}

/**
 * Cognito still wants a TOTP code after a recovery code was accepted (it knows nothing of ours), so the
 * server answers with the code of the secret it kept at enrolment. It takes the previous step's code
 * first (Cognito's one-step tolerance accepts it, and the user's app no longer shows it), so the code
 * the user sees now or next stays theirs; a code already signed in with is never sent again (real
 * Cognito refuses replays too).
 */
async function respondWithKeptSecret(challenge: Challenge): Promise<Tokens> {
  const stored = await readTwoFactorSecret(challenge);
  if (!stored) throw new InvalidCodeError();
  const secret = await decryptSecret(stored, twoFactorContext(challenge));
  for (const step of [-1, 0, 1]) {
    const code = totp(secret, Date.now() + step * TOTP_STEP_SECONDS * 1000);
    if (await claimTotpCode(challenge, code)) return respondToTotpChallenge(challenge.email, challenge.session, code);
  }
  // all three codes Cognito would take right now were signed in with in the last 90 s
  throw new RateLimitedError(TRY_AGAIN_SHORTLY, TOTP_STEP_SECONDS);
}
export const TRY_AGAIN_SHORTLY = 'Too many sign-ins in the last minute. Please try again in 30 seconds.';
