import { Button, Field, Input, SimpleGrid, Stack, Textarea } from '@chakra-ui/react';
import { fieldErrors } from '@shared/field-errors';
import type { ContactInput } from '@shared/schemas/public-site';
import { type FormEvent, useState } from 'react';
import { HydratedFieldset } from '../../../components/hydrated-fieldset';
import { notify } from '../../../components/notify';
import { useSubmitContact } from '../api/public-forms';
import { loadPublicSiteSchemas } from '../public-site-schemas';

type ContactField = 'name' | 'email' | 'company' | 'phone' | 'industry' | 'message';
type ContactValues = Record<ContactField, string>;

const EMPTY: ContactValues = { name: '', email: '', company: '', phone: '', industry: '', message: '' };

/** Empty optional inputs are left out of the payload rather than sent as ''. */
function toPayload({ name, email, ...optional }: ContactValues): Record<string, string> {
  return { name, email, ...Object.fromEntries(Object.entries(optional).filter(([, value]) => value.trim() !== '')) };
}

export function ContactForm({ submitLabel }: { submitLabel: string }) {
  const [values, setValues] = useState<ContactValues>(EMPTY);
  const [errors, setErrors] = useState<Partial<Record<ContactField, string>>>({});
  const submit = useSubmitContact();

  const set = (field: ContactField) => (event: { target: { value: string } }) =>
    setValues((current) => ({ ...current, [field]: event.target.value }));

  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    const { contactInputSchema } = await loadPublicSiteSchemas();
    const parsed = contactInputSchema.safeParse(toPayload(values));
    if (!parsed.success) {
      setErrors(fieldErrors(parsed.error));
      return;
    }
    setErrors({});
    submit.mutate(parsed.data as ContactInput, {
      onSuccess: () => {
        notify.success('Message sent', "Thanks for reaching out — we'll get back to you shortly.");
        setValues(EMPTY);
      },
      onError: () => notify.error('Something went wrong. Please try again.'),
    });
  };

  return (
    <Stack asChild gap="4">
      <form onSubmit={onSubmit} onFocus={() => void loadPublicSiteSchemas()} noValidate aria-label="Contact form">
        <HydratedFieldset>
          <SimpleGrid columns={{ base: 1, md: 2 }} gap="4">
            <Field.Root required invalid={!!errors.name}>
              <Field.Label>
                Name <Field.RequiredIndicator />
              </Field.Label>
              <Input name="name" autoComplete="name" value={values.name} onChange={set('name')} />
              <Field.ErrorText>{errors.name}</Field.ErrorText>
            </Field.Root>
            <Field.Root required invalid={!!errors.email}>
              <Field.Label>
                Email <Field.RequiredIndicator />
              </Field.Label>
              <Input name="email" type="email" autoComplete="email" value={values.email} onChange={set('email')} />
              <Field.ErrorText>{errors.email}</Field.ErrorText>
            </Field.Root>
            <Field.Root invalid={!!errors.company}>
              <Field.Label>Company</Field.Label>
              <Input name="company" autoComplete="organization" value={values.company} onChange={set('company')} />
              <Field.ErrorText>{errors.company}</Field.ErrorText>
            </Field.Root>
            <Field.Root invalid={!!errors.phone}>
              <Field.Label>Phone</Field.Label>
              <Input name="phone" type="tel" autoComplete="tel" value={values.phone} onChange={set('phone')} />
              <Field.ErrorText>{errors.phone}</Field.ErrorText>
            </Field.Root>
          </SimpleGrid>
          <Field.Root invalid={!!errors.industry}>
            <Field.Label>Industry</Field.Label>
            <Input name="industry" value={values.industry} onChange={set('industry')} placeholder="e.g. Healthcare" />
            <Field.ErrorText>{errors.industry}</Field.ErrorText>
          </Field.Root>
          <Field.Root invalid={!!errors.message}>
            <Field.Label>Message</Field.Label>
            <Textarea
              name="message"
              rows={4}
              value={values.message}
              onChange={set('message')}
              placeholder="Tell us about your business and what you need"
            />
            {errors.message ? (
              <Field.ErrorText>{errors.message}</Field.ErrorText>
            ) : (
              <Field.HelperText>Optional; at least 10 characters if you write one.</Field.HelperText>
            )}
          </Field.Root>
          <Button type="submit" colorPalette="blue" size="lg" loading={submit.isPending} loadingText="Sending…">
            {submitLabel}
          </Button>
        </HydratedFieldset>
      </form>
    </Stack>
  );
}
