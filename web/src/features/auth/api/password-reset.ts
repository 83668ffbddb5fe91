import { auth } from '@shared/api/routes/auth';
import type { ForgotPasswordInput, ResetPasswordInput } from '@shared/schemas/account-email';
import { useMutation } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';

/** POST /api/auth/password/forgot: Cognito mails a code if the address has an account (the answer is the same either way). */
export const useForgotPassword = () =>
  useMutation({ mutationFn: (body: ForgotPasswordInput) => api.call(auth.forgotPassword, { body }) });

/** POST /api/auth/password/reset: the code and the new password; every session of the user ends. */
export const useResetPassword = () =>
  useMutation({ mutationFn: (body: ResetPasswordInput) => api.call(auth.resetPassword, { body }) });
