import * as z from 'zod';
import { email } from './common';
import { passwordSchema } from './identity';

/**
 * The account's email flows (issue 31): proving the address with the code Cognito mails, changing it, and
 * "Forgot password?". Codes are Cognito's: six digits.
 */
const code = z
  .string()
  .trim()
  .regex(/^\d{6}$/, 'Enter the 6-digit code from the email');

/** GET /api/auth/email and the answers of the routes that change it: the user's address and whether it is proven. */
export const emailStatusResponse = z.object({ email: z.string(), verified: z.boolean() });
export type EmailStatusResponse = z.infer<typeof emailStatusResponse>;

/** POST /api/auth/email/verify */
export const verifyEmailSchema = z.object({ code }).strict();
export type VerifyEmailInput = z.infer<typeof verifyEmailSchema>;

/** PUT /api/auth/email: the new address, and the current password (the email is the sign-in name). */
export const changeEmailSchema = z
  .object({ email, password: z.string().min(1, 'Password is required').max(128) })
  .strict();
export type ChangeEmailInput = z.infer<typeof changeEmailSchema>;

/** POST /api/auth/password/forgot */
export const forgotPasswordSchema = z.object({ email }).strict();
export type ForgotPasswordInput = z.infer<typeof forgotPasswordSchema>;

/** POST /api/auth/password/reset: the mailed code and the new password (the sign-up form's rules). */
export const resetPasswordSchema = z
  .object({ email, code, newPassword: passwordSchema, confirmPassword: z.string().max(128) })
  .strict()
  .refine((s) => s.newPassword === s.confirmPassword, { message: 'Password mismatch', path: ['confirmPassword'] });
export type ResetPasswordInput = z.infer<typeof resetPasswordSchema>;

/** The two public routes answer with a sentence only: the same for every address. */
export const accountMessageResponse = z.object({ message: z.string() });
