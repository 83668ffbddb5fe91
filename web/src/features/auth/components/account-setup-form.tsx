import { Alert, Button, Field, Input, NativeSelect, SimpleGrid, Stack } from '@chakra-ui/react';
import type { SessionUser, SignupInput } from '@shared/schemas/identity';
import { type FormEvent, useState } from 'react';
import { serverErrorText, serverFieldErrors } from '../../../lib/api-client';
import { INDUSTRIES } from '../../../lib/industries';
import { useRegister } from '../api/auth-mutations';
import {
  EMPTY_SIGNUP,
  type SignupErrors,
  type SignupField,
  type SignupValues,
  toSignupPayload,
  validateSignup,
} from '../signup-validation';
import { PasswordInput } from './password-input';

interface AccountSetupFormProps {
  planId: string;
  onRegistered: (user: SessionUser) => void;
}

interface TextFieldSpec {
  field: SignupField;
  label: string;
  type?: string;
  autoComplete?: string;
  required?: boolean;
  /** What the field takes, shown until a message takes its place. */
  helper?: string;
}

const NAME_FIELDS: TextFieldSpec[] = [
  { field: 'firstName', label: 'First name', autoComplete: 'given-name', required: true },
  { field: 'lastName', label: 'Last name', autoComplete: 'family-name', required: true },
];

const PASSWORD_FIELDS: TextFieldSpec[] = [
  {
    field: 'password',
    label: 'Password',
    type: 'password',
    autoComplete: 'new-password',
    required: true,
    helper: '8+ characters with upper- and lowercase letters and a digit.',
  },
  {
    field: 'confirmPassword',
    label: 'Confirm password',
    type: 'password',
    autoComplete: 'new-password',
    required: true,
  },
];

export function AccountSetupForm({ planId, onRegistered }: AccountSetupFormProps) {
  const [values, setValues] = useState<SignupValues>(EMPTY_SIGNUP);
  const [errors, setErrors] = useState<SignupErrors>({});
  const register = useRegister();

  const set = (field: SignupField) => (event: { target: { value: string } }) =>
    setValues((current) => ({ ...current, [field]: event.target.value }));

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    const found = validateSignup(values, planId);
    setErrors(found);
    if (Object.keys(found).length > 0) return;
    register.mutate(toSignupPayload(values, planId) as SignupInput, {
      onSuccess: ({ user }) => onRegistered(user),
      onError: (error) => setErrors(serverFieldErrors(error) as SignupErrors),
    });
  };

  const textField = ({ field, label, type = 'text', autoComplete, required, helper }: TextFieldSpec) => {
    const Control = type === 'password' ? PasswordInput : Input;
    return (
      <Field.Root key={field} required={required} invalid={!!errors[field]}>
        <Field.Label>
          {label} {required && <Field.RequiredIndicator />}
        </Field.Label>
        <Control name={field} type={type} autoComplete={autoComplete} value={values[field]} onChange={set(field)} />
        {helper && !errors[field] ? (
          <Field.HelperText>{helper}</Field.HelperText>
        ) : (
          <Field.ErrorText>{errors[field]}</Field.ErrorText>
        )}
      </Field.Root>
    );
  };

  return (
    <Stack asChild gap="4">
      <form onSubmit={onSubmit} noValidate aria-label="Account setup">
        {register.isError && (
          <Alert.Root status="error" role="alert">
            <Alert.Indicator />
            <Alert.Title>{serverErrorText(register.error, 'Registration failed')}</Alert.Title>
          </Alert.Root>
        )}
        <SimpleGrid columns={{ base: 1, sm: 2 }} gap="4">
          {NAME_FIELDS.map(textField)}
        </SimpleGrid>
        {textField({ field: 'email', label: 'Work email', type: 'email', autoComplete: 'email', required: true })}
        {textField({ field: 'companyName', label: 'Company name', autoComplete: 'organization', required: true })}
        <SimpleGrid columns={{ base: 1, sm: 2 }} gap="4">
          {PASSWORD_FIELDS.map(textField)}
        </SimpleGrid>
        <SimpleGrid columns={{ base: 1, sm: 2 }} gap="4">
          {textField({ field: 'phone', label: 'Phone (optional)', type: 'tel', autoComplete: 'tel' })}
          <Field.Root invalid={!!errors.industry}>
            <Field.Label>Industry (optional)</Field.Label>
            <NativeSelect.Root>
              <NativeSelect.Field name="industry" value={values.industry} onChange={set('industry')}>
                <option value="">Choose your industry</option>
                {INDUSTRIES.map((industry) => (
                  <option key={industry.name} value={industry.name}>
                    {industry.name}
                  </option>
                ))}
                <option value="Other">Other</option>
              </NativeSelect.Field>
              <NativeSelect.Indicator />
            </NativeSelect.Root>
            <Field.ErrorText>{errors.industry}</Field.ErrorText>
          </Field.Root>
        </SimpleGrid>
        <Button
          type="submit"
          colorPalette="blue"
          size="lg"
          loading={register.isPending}
          loadingText="Creating your account…"
        >
          Create Account
        </Button>
      </form>
    </Stack>
  );
}
