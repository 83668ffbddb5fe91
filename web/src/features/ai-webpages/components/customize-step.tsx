import { Box, Button, Collapsible, Flex, Heading, Image, Input, SimpleGrid, Stack } from '@chakra-ui/react';
import type { WebpageTemplateId } from '@shared/schemas/ai-webpages';
import { LOGO_LIMIT_TEXT, LOGO_TYPES } from '@shared/webpage-logo';
import type { ReactNode } from 'react';
import { TextField, type TextFieldProps } from '../../../components/text-field';
import { Field } from '../../../components/ui/field';
import {
  fieldLabel,
  isLongField,
  type SocialKey,
  socialKeysFor,
  templateFieldKeys,
  type WebpageForm,
} from '../webpage-form';

const SOCIAL_LABELS: Record<SocialKey, string> = {
  facebook: 'Facebook',
  instagram: 'Instagram',
  linkedin: 'LinkedIn',
  twitter: 'Twitter',
  github: 'GitHub',
};

/** A titled section that opens and closes (both start open, spec part 3 §2). */
function Section(props: { id: string; title: string; children: ReactNode }) {
  return (
    <Collapsible.Root defaultOpen borderWidth="1px" rounded="md" bg="white">
      <Heading as="h3" size="md">
        <Collapsible.Trigger asChild>
          <Button variant="ghost" width="full" justifyContent="space-between" px="4" py="3" id={props.id}>
            {props.title}
            <Collapsible.Context>{(c) => <span aria-hidden="true">{c.open ? '▴' : '▾'}</span>}</Collapsible.Context>
          </Button>
        </Collapsible.Trigger>
      </Heading>
      <Collapsible.Content>
        <Stack gap="4" px="4" pb="4">
          {props.children}
        </Stack>
      </Collapsible.Content>
    </Collapsible.Root>
  );
}

/**
 * Step 3 'Template Customization': branding and contact details, then the chosen template's own fields
 * (shared/schemas/ai-webpages.ts templateFieldShapes: dishes for a restaurant, listings for real estate …),
 * the about text and the social links.
 */
export function CustomizeStep(props: {
  form: WebpageForm;
  errors: Record<string, string>;
  onChange(patch: Partial<WebpageForm>): void;
  onContent(key: string, value: string): void;
  onSocial(key: SocialKey, value: string): void;
  logo: { file: File | null; currentUrl?: string };
  onLogo(file: File | null): void;
  /** The create form's status select; the edit form sends none (spec §4). */
  statusField?: ReactNode;
  writeForMe?: ReactNode;
  onBack(): void;
  submitLabel: string;
  pendingLabel: string;
  pending: boolean;
}) {
  const { form, errors } = props;
  const template = form.template as WebpageTemplateId;
  const content = (key: string) => form.content[key] ?? '';
  const err = (key: string) => errors[`customData.${key}`];
  /** A text field bound to one content key (its id `webpage-<key>` unless given). */
  const contentField = (
    key: string,
    field: Omit<TextFieldProps, 'value' | 'onChange' | 'error' | 'id'> & { id?: string },
  ) => (
    <TextField
      id={`webpage-${key}`}
      {...field}
      value={content(key)}
      onChange={(v) => props.onContent(key, v)}
      error={err(key)}
    />
  );
  return (
    <Stack gap="4">
      <Heading as="h2" size="lg">
        Template Customization
      </Heading>
      {props.writeForMe}
      <Section id="section-branding" title="Basic Settings & Branding">
        <Field label="Primary Color" controlId="webpage-color" errorText={errors.primaryColor}>
          <Flex gap="2" align="center">
            <Input
              id="webpage-color"
              type="color"
              value={/^#[0-9a-f]{6}$/i.test(form.primaryColor) ? form.primaryColor : '#3b82f6'}
              onChange={(e) => props.onChange({ primaryColor: e.target.value })}
              width="16"
              p="1"
            />
            <Input
              aria-label="Primary Color (hex code)"
              value={form.primaryColor}
              onChange={(e) => props.onChange({ primaryColor: e.target.value })}
              maxLength={7}
              width="32"
              fontFamily="mono"
            />
          </Flex>
        </Field>
        <SimpleGrid columns={{ base: 1, md: 2 }} gap="4">
          {contentField('email', { label: 'Email Address', type: 'email', autoComplete: 'email' })}
          {contentField('phone', { label: 'Phone Number', type: 'tel', autoComplete: 'tel' })}
        </SimpleGrid>
        {contentField('address', { label: 'Address' })}
        <Field
          label="Logo"
          controlId="webpage-logo"
          errorText={errors.logo}
          helperText={`${props.logo.file ? `Chosen: ${props.logo.file.name}. ` : ''}${LOGO_LIMIT_TEXT}.`}
        >
          {props.logo.currentUrl && !props.logo.file && (
            <Image src={props.logo.currentUrl} alt="Current logo" maxH="12" objectFit="contain" />
          )}
          <Input
            id="webpage-logo"
            type="file"
            accept={LOGO_TYPES.join(',')}
            p="1"
            onChange={(e) => props.onLogo(e.target.files?.[0] ?? null)}
          />
        </Field>
      </Section>
      <Section id="section-content" title={`${template} Content`}>
        <SimpleGrid columns={{ base: 1, md: 2 }} gap="4">
          {templateFieldKeys(template).map((key) => (
            <Box key={key} gridColumn={isLongField(key) ? { md: 'span 2' } : undefined}>
              {contentField(key, { label: fieldLabel(key), rows: isLongField(key) ? 2 : undefined })}
            </Box>
          ))}
        </SimpleGrid>
        {contentField('aboutText', { id: 'webpage-about', label: 'About Text', rows: 4, maxLength: 2000 })}
        <Box as="fieldset">
          <Heading as="legend" size="sm" mb="2">
            Social Media Links
          </Heading>
          <SimpleGrid columns={{ base: 1, md: 2 }} gap="4">
            {socialKeysFor(template).map((key) => (
              <TextField
                key={key}
                id={`webpage-social-${key}`}
                label={SOCIAL_LABELS[key]}
                type="url"
                placeholder="https://"
                value={form.socialMedia[key]}
                onChange={(v) => props.onSocial(key, v)}
                error={err(`socialMedia.${key}`)}
              />
            ))}
          </SimpleGrid>
        </Box>
      </Section>
      {props.statusField}
      <Flex justify="space-between" gap="2">
        <Button variant="outline" onClick={props.onBack}>
          Back
        </Button>
        <Button type="submit" loading={props.pending} loadingText={props.pendingLabel}>
          {props.submitLabel}
        </Button>
      </Flex>
    </Stack>
  );
}
