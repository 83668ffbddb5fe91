import {
  AssociateSoftwareTokenCommand,
  SetUserMFAPreferenceCommand,
  VerifySoftwareTokenCommand,
} from '@aws-sdk/client-cognito-identity-provider';
import { answerChallenge, cognito, InvalidCredentialsError, type Tokens } from './identity';

/**
 * Cognito's software-token MFA (two-factor sign-in, issue 14): the user's own calls with an access
 * token, and the answer to the sign-in's code challenge. Apart from adapters/identity.ts so that only
 * the functions that enrol or check a second factor bundle them. cognito-local 5.3 implements all four.
 */
export class InvalidCodeError extends Error {}
// a wrong code (CodeMismatch), an expired or spent session (NotAuthorized / ExpiredCode)
const BAD_CODE = new Set([
  'CodeMismatchException',
  'NotAuthorizedException',
  'ExpiredCodeException',
  'EnableSoftwareTokenMFAException',
  'InvalidParameterException',
]);
const codeFailure = (err: unknown) => (BAD_CODE.has((err as Error).name) ? new InvalidCodeError() : (err as Error));

/** Answers the SOFTWARE_TOKEN_MFA challenge of `email`'s sign-in. */
export async function respondToTotpChallenge(email: string, session: string, code: string): Promise<Tokens> {
  try {
    return await answerChallenge('SOFTWARE_TOKEN_MFA', email, session, { SOFTWARE_TOKEN_MFA_CODE: code });
  } catch (err) {
    throw err instanceof InvalidCredentialsError ? new InvalidCodeError() : codeFailure(err);
  }
}

/** A new TOTP secret for the signed-in user (base32); it takes effect once verified with a code. */
export async function associateSoftwareToken(accessToken: string): Promise<string> {
  const res = await cognito().send(new AssociateSoftwareTokenCommand({ AccessToken: accessToken }));
  if (!res.SecretCode) throw new Error('Cognito returned no secret');
  return res.SecretCode;
}

/** Proves the user's app has the secret: throws InvalidCodeError for a wrong code. */
export async function verifySoftwareToken(accessToken: string, code: string): Promise<void> {
  try {
    const res = await cognito().send(
      new VerifySoftwareTokenCommand({ AccessToken: accessToken, UserCode: code, FriendlyDeviceName: 'Authenticator' }),
    );
    if (res.Status !== 'SUCCESS') throw new InvalidCodeError();
  } catch (err) {
    throw err instanceof InvalidCodeError ? err : codeFailure(err);
  }
}

/**
 * Turns software-token MFA on (and preferred) or off for the token's user. The user's own call, not the
 * Admin one: cognito-local has only this, and the access token is at hand in both places that call it.
 */
export async function setSoftwareTokenMfa(accessToken: string, enabled: boolean): Promise<void> {
  await cognito().send(
    new SetUserMFAPreferenceCommand({
      AccessToken: accessToken,
      SoftwareTokenMfaSettings: { Enabled: enabled, PreferredMfa: enabled },
    }),
  );
}
