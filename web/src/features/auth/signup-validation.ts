import { fieldErrors } from '@shared/field-errors';
import { signupSchema } from '@shared/schemas/identity';

export const SIGNUP_FIELDS = [
  'firstName',
  'lastName',
  'email',
  'password',
  'confirmPassword',
  'companyName',
  'phone',
  'industry',
] as const;
export type SignupField = (typeof SIGNUP_FIELDS)[number];
export type SignupValues = Record<SignupField, string>;
export type SignupErrors = Partial<Record<SignupField, string>>;

export const EMPTY_SIGNUP: SignupValues = {
  firstName: '',
  lastName: '',
  email: '',
  password: '',
  confirmPassword: '',
  companyName: '',
  phone: '',
  industry: '',
};

const REQUIRED_MESSAGES: Partial<Record<SignupField, string>> = {
  firstName: 'First name is required',
  lastName: 'Last name is required',
  email: 'Email is required',
  password: 'Password is required',
  confirmPassword: 'Please confirm your password',
  companyName: 'Company name is required',
};

/** The payload of POST /api/auth/register: trimmed, optional fields left out when empty. */
export function toSignupPayload(values: SignupValues, planId: string) {
  const phone = values.phone.trim();
  const industry = values.industry.trim();
  return {
    firstName: values.firstName.trim(),
    lastName: values.lastName.trim(),
    email: values.email.trim(),
    password: values.password,
    confirmPassword: values.confirmPassword,
    companyName: values.companyName.trim(),
    ...(phone ? { phone } : {}),
    ...(industry ? { industry } : {}),
    planId,
  };
}

/**
 * Client-side signup rules (spec part 1 §5) with the spec's messages: required fields, 'Invalid email',
 * 'Password too short' (< 8), 'Password too weak' (needs upper, lower, digit), 'Password mismatch'.
 * The shared schema (the same one the server enforces) supplies every other limit.
 */
export function validateSignup(values: SignupValues, planId: string): SignupErrors {
  const errors: SignupErrors = {};
  for (const [field, message] of Object.entries(REQUIRED_MESSAGES) as [SignupField, string][]) {
    if (!values[field].trim()) errors[field] = message;
  }
  const parsed = signupSchema.safeParse(toSignupPayload(values, planId));
  if (!parsed.success) {
    for (const [path, message] of Object.entries(fieldErrors(parsed.error))) {
      const field = path as SignupField;
      if (!SIGNUP_FIELDS.includes(field) || errors[field]) continue;
      errors[field] = field === 'email' ? 'Invalid email' : message;
    }
  }
  // Checked here too: the schema's object-level refinement does not run while other fields are invalid.
  if (!errors.confirmPassword && values.confirmPassword && values.password !== values.confirmPassword) {
    errors.confirmPassword = 'Password mismatch';
  }
  return errors;
}
