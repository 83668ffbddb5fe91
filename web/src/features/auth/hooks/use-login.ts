import type { SessionUser } from '@shared/schemas/identity';
import { loginSchema } from '@shared/schemas/identity';
import { useState } from 'react';
import { useLocation, useNavigate } from 'react-router-dom';
import * as z from 'zod';
import { notify } from '../../../components/notify';
import { homePathFor } from '../../../lib/api/session';
import { serverFieldErrors } from '../../../lib/api-client';
import { useZodForm } from '../../../lib/use-zod-form';
import { useLogin as useLoginMutation } from '../api/auth-mutations';

// the shared login body; the new password is only asked for once the server says the password was a
// temporary one, and its rules are the server's to name (the pool's), so the form checks only presence
const signInForm = loginSchema.extend({ newPassword: z.string() });
const withNewPassword = signInForm.extend({ newPassword: z.string().min(1, 'New password is required') });

/**
 * What the sign-in screen does: the form (email and password, then a new password for an invitation's
 * temporary one), the two-factor step when the account has it, and home (or back where the visitor was
 * sent from, inside their role's area) once signed in.
 */
export function useSignIn() {
  /** Set when the password was an invitation's temporary one (the stage's first admin): a new one is asked for. */
  const [newPasswordNeeded, setNewPasswordNeeded] = useState(false);
  /** Set when the password was right and two-factor is on: the code step is shown instead of the form. */
  const [challengeId, setChallengeId] = useState<string>();
  const form = useZodForm(newPasswordNeeded ? withNewPassword : signInForm, {
    email: '',
    password: '',
    newPassword: '',
  });
  const login = useLoginMutation();
  const navigate = useNavigate();
  const from = (useLocation().state as { from?: string } | null)?.from;
  const goHome = (user: SessionUser) => {
    const home = homePathFor(user.role);
    // Back to the page that asked for a sign-in, if it belongs to this role's area.
    navigate(from?.startsWith(home) ? from : home, { replace: true });
  };

  const submit = form.handleSubmit(({ email, password, newPassword }) =>
    login.mutate(
      { email, password, ...(newPasswordNeeded ? { newPassword } : {}) },
      {
        onSuccess: (r) => {
          if ('mfaRequired' in r) setChallengeId(r.challengeId);
          else if ('newPasswordRequired' in r) setNewPasswordNeeded(true);
          else goHome(r.user);
        },
      },
    ),
  );

  return {
    form,
    submit,
    login,
    newPasswordNeeded,
    // the server's reason for refusing a new password (the pool's rule) belongs next to that field
    newPasswordError: form.formState.errors.newPassword?.message ?? serverFieldErrors(login.error).newPassword,
    challengeId,
    totpDone: (r: { user: SessionUser; recoveryCodesLeft?: number }) => {
      if (r.recoveryCodesLeft !== undefined)
        notify.success(
          'Signed in with a recovery code',
          `${r.recoveryCodesLeft} recovery code${r.recoveryCodesLeft === 1 ? '' : 's'} left. Each works once.`,
        );
      goHome(r.user);
    },
    restart: () => {
      setChallengeId(undefined);
      form.setValue('password', '');
      login.reset();
    },
  };
}
