import { Alert, Button, Input, SimpleGrid, Stack } from '@chakra-ui/react';
import type { SessionUser } from '@shared/schemas/identity';
import { Field } from '../../../components/ui/field';
import { SelectControl } from '../../../components/ui/field-frame';
import { serverErrorText } from '../../../lib/api-client';
import { INDUSTRIES } from '../../../lib/industries';
import { useAccountSetup } from '../hooks/use-account-setup';
import type { SignupField } from '../signup-validation';
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
}

const NAME_FIELDS: TextFieldSpec[] = [
  { field: 'firstName', label: 'First name', autoComplete: 'given-name', required: true },
  { field: 'lastName', label: 'Last name', autoComplete: 'family-name', required: true },
];

const INDUSTRY_OPTIONS = [
  { value: '', label: 'Choose your industry' },
  ...INDUSTRIES.map((industry) => ({ value: industry.name, label: industry.name })),
  { value: 'Other', label: 'Other' },
];

export function AccountSetupForm({ planId, onRegistered }: AccountSetupFormProps) {
  const { form, submit, register } = useAccountSetup(planId, onRegistered);
  const errors = form.formState.errors;

  const textField = ({ field, label, type = 'text', autoComplete, required }: TextFieldSpec) => (
    <Field key={field} label={label} required={required} errorText={errors[field]?.message}>
      <Input type={type} autoComplete={autoComplete} {...form.register(field)} />
    </Field>
  );

  return (
    <Stack asChild gap="4">
      <form onSubmit={submit} noValidate aria-label="Account setup">
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
          <Field
            label="Password"
            required
            errorText={errors.password?.message}
            // the rule, until a message takes its place
            helperText={errors.password ? undefined : '8+ characters with upper- and lowercase letters and a digit.'}
          >
            <PasswordInput autoComplete="new-password" {...form.register('password')} />
          </Field>
          <Field label="Confirm password" required errorText={errors.confirmPassword?.message}>
            <PasswordInput autoComplete="new-password" {...form.register('confirmPassword')} />
          </Field>
        </SimpleGrid>
        <SimpleGrid columns={{ base: 1, sm: 2 }} gap="4">
          {textField({ field: 'phone', label: 'Phone (optional)', type: 'tel', autoComplete: 'tel' })}
          <Field label="Industry (optional)" errorText={errors.industry?.message}>
            <SelectControl options={INDUSTRY_OPTIONS} {...form.register('industry')} />
          </Field>
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
