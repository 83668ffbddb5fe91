import * as z from 'zod';
import { sessionUserResponse } from './identity';

/**
 * Two-factor sign-in (issue 14) wire shapes, in a file of their own so that only the functions that
 * enrol or check a second factor bundle them (the function bundles are held to 400 KB).
 */

/**
 * POST /api/auth/login: the session (cookies set), or — for a user with two-factor on — no cookies yet
 * and the id of the sign-in waiting for its code (POST /api/auth/login/mfa, 3 minutes).
 */
export const mfaChallengeResponse = z.object({ mfaRequired: z.literal(true), challengeId: z.string() });
/** The temporary password of an invited user (the stage's first admin) was right: send it again with `newPassword`. */
export const newPasswordChallengeResponse = z.object({ newPasswordRequired: z.literal(true) });
export const loginOutcomeResponse = z.union([sessionUserResponse, mfaChallengeResponse, newPasswordChallengeResponse]);
export type LoginResponse = z.infer<typeof loginOutcomeResponse>;

/** A 6-digit TOTP code (RFC 6238) as an authenticator app shows it; spaces typed in the middle are dropped. */
export const totpCodeSchema = z
  .string()
  .transform((v) => v.replace(/\s+/g, ''))
  .pipe(z.string().regex(/^\d{6}$/, 'Enter the 6-digit code from your authenticator app'));

/** POST /api/auth/login/mfa: the code from the app, or one of the recovery codes (XXXXX-XXXXX). */
export const loginMfaSchema = z
  .object({
    challengeId: z.string().min(1, 'challengeId is required').max(100, 'challengeId is too long'),
    code: totpCodeSchema.optional(),
    recoveryCode: z
      .string()
      .trim()
      .max(20, 'Invalid recovery code')
      .regex(/^[A-Za-z0-9]{5}-?[A-Za-z0-9]{5}$/, 'Invalid recovery code')
      .optional(),
  })
  .strict()
  .refine((b) => (b.code === undefined) !== (b.recoveryCode === undefined), {
    message: 'Enter the code from your authenticator app or a recovery code',
    path: ['code'],
  });
export type LoginMfaInput = z.input<typeof loginMfaSchema>;
/** The session, and after a recovery code how many are left (the login page says so). */
export const loginMfaResponse = sessionUserResponse.extend({
  recoveryCodesLeft: z.number().int().min(0).optional(),
});
export type LoginMfaResponse = z.infer<typeof loginMfaResponse>;

/**
 * Two-factor enrolment (issue 14): set-up asks the current password again (a second proof, and the
 * server's own fresh Cognito session for the enrolment calls); the answer carries the new secret once,
 * as text and as the otpauth URI the QR code shows. Confirm proves the app has it and answers the ten
 * recovery codes, shown once. Disable wants the password and a current code.
 */
const currentPassword = z.string().min(1, 'Current password is required').max(256);
export const twoFactorSetupSchema = z.object({ currentPassword }).strict();
export const twoFactorSetupResponse = z.object({ secret: z.string(), otpauthUri: z.string() });
export type TwoFactorSetup = z.infer<typeof twoFactorSetupResponse>;
export const twoFactorConfirmSchema = z.object({ code: totpCodeSchema }).strict();
export const twoFactorConfirmResponse = z.object({
  twoFactorEnabled: z.literal(true),
  recoveryCodes: z.array(z.string()),
});
export type TwoFactorConfirmed = z.infer<typeof twoFactorConfirmResponse>;
export const twoFactorDisableSchema = z.object({ currentPassword, code: totpCodeSchema }).strict();
export const twoFactorDisableResponse = z.object({ twoFactorEnabled: z.literal(false) });
export const TWO_FACTOR_ALREADY_ON = 'Two-factor authentication is already on.';
export const INVALID_TOTP_CODE = 'Invalid code. Check your authenticator app and try again.';
export const TOTP_CODE_USED = 'This code has been used already. Wait for the next one.';
