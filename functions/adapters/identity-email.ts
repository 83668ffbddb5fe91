import {
  AdminUserGlobalSignOutCommand,
  ConfirmForgotPasswordCommand,
  ForgotPasswordCommand,
  GetUserAttributeVerificationCodeCommand,
  UpdateUserAttributesCommand,
  VerifyUserAttributeCommand,
} from '@aws-sdk/client-cognito-identity-provider';
import { cognito, pool } from './identity';

/**
 * Cognito's own email flows (issue 31): the address's verification code and the forgotten-password code.
 * Cognito makes each code and mails it (through SES in AWS; at home infra/local/cognito-local-start.cjs
 * hands cognito-local's message to the SES stand-in). Apart from adapters/identity.ts so that only the
 * functions of these flows bundle them. cognito-local 5.3 implements all of them but the global sign-out,
 * which the wrapper adds.
 */
export class InvalidCodeError extends Error {}
// a wrong or spent code; an unknown user on the reset (no enumeration: the same answer as a wrong code)
const BAD_CODE = new Set([
  'CodeMismatchException',
  'ExpiredCodeException',
  'UserNotFoundException',
  'NotAuthorizedException',
  'LimitExceededException',
]);
const codeFailure = (err: unknown) => (BAD_CODE.has((err as Error).name) ? new InvalidCodeError() : (err as Error));

/** Cognito mails the token's user a code that proves their current email address. */
export async function sendEmailCode(accessToken: string): Promise<void> {
  await cognito().send(
    new GetUserAttributeVerificationCodeCommand({ AccessToken: accessToken, AttributeName: 'email' }),
  );
}

/** The code of sendEmailCode (or of an email change) marks the address verified; InvalidCodeError otherwise. */
export async function verifyEmailCode(accessToken: string, code: string): Promise<void> {
  try {
    await cognito().send(
      new VerifyUserAttributeCommand({ AccessToken: accessToken, AttributeName: 'email', Code: code }),
    );
  } catch (err) {
    throw codeFailure(err);
  }
}

/**
 * The token's user signs in with `email` from now on; Cognito marks it unverified and mails a code to it
 * (the user's own call: with the Admin one cognito-local 5.3 mails the code to the old address).
 */
export async function changeOwnEmail(accessToken: string, email: string): Promise<void> {
  await cognito().send(
    new UpdateUserAttributesCommand({ AccessToken: accessToken, UserAttributes: [{ Name: 'email', Value: email }] }),
  );
}

/**
 * Cognito mails a reset code to the account of `email`. An address without an account, or one Cognito
 * will not mail (unverified in AWS), answers exactly as one with: the caller must not tell them apart
 * (in AWS the app client's PreventUserExistenceErrors does the same).
 */
export async function sendPasswordResetCode(email: string): Promise<void> {
  try {
    await cognito().send(new ForgotPasswordCommand({ ClientId: pool().USER_POOL_CLIENT_ID, Username: email }));
  } catch (err) {
    const name = (err as Error).name;
    if (name === 'UserNotFoundException' || name === 'InvalidParameterException' || name === 'NotAuthorizedException')
      return;
    throw err;
  }
}

/** Sets the new password with the mailed code; InvalidCodeError for a wrong, spent or unknown one. */
export async function resetPasswordWithCode(email: string, code: string, password: string): Promise<void> {
  try {
    await cognito().send(
      new ConfirmForgotPasswordCommand({
        ClientId: pool().USER_POOL_CLIENT_ID,
        Username: email,
        ConfirmationCode: code,
        Password: password,
      }),
    );
  } catch (err) {
    throw codeFailure(err);
  }
}

/** Every refresh token Cognito issued to the user stops working (the app ends its own sessions too). */
export async function signOutEverywhere(email: string): Promise<void> {
  await cognito().send(new AdminUserGlobalSignOutCommand({ UserPoolId: pool().USER_POOL_ID, Username: email }));
}
