import type { SessionUser, SignupInput } from '@shared/schemas/identity';
import { type FieldErrors, type Resolver, useForm } from 'react-hook-form';
import { setServerErrors } from '../../../lib/use-zod-form';
import { useRegister } from '../api/auth-mutations';
import { EMPTY_SIGNUP, type SignupValues, toSignupPayload, validateSignup } from '../signup-validation';

/**
 * The sign-up form's checks as a react-hook-form resolver: validateSignup, i.e. the shared signupSchema
 * the server parses the body with, plus the spec's own messages (part 1 §5) for empty fields and email.
 */
const signupResolver =
  (planId: string): Resolver<SignupValues> =>
  async (values) => {
    const found = validateSignup(values, planId);
    const errors = Object.fromEntries(
      Object.entries(found).map(([field, message]) => [field, { type: 'validate', message }]),
    ) as FieldErrors<SignupValues>;
    return Object.keys(errors).length > 0 ? { values: {}, errors } : { values, errors: {} };
  };

/** Step 2 of sign-up: the account form, registered on submit; the server's field messages go under their fields. */
export function useAccountSetup(planId: string, onRegistered: (user: SessionUser) => void) {
  const form = useForm<SignupValues>({
    defaultValues: EMPTY_SIGNUP,
    resolver: signupResolver(planId),
    mode: 'onSubmit',
    reValidateMode: 'onSubmit',
  });
  const register = useRegister();
  const submit = form.handleSubmit((values) =>
    register.mutate(toSignupPayload(values, planId) as SignupInput, {
      onSuccess: ({ user }) => onRegistered(user),
      onError: (error) => setServerErrors(form, error),
    }),
  );
  return { form, submit, register };
}
