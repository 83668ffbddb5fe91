import {
  Badge,
  Box,
  Button,
  Card,
  Field,
  Flex,
  Grid,
  Heading,
  HStack,
  Input,
  Stack,
  Switch,
  Text,
} from '@chakra-ui/react';
import { type FormEvent, useState } from 'react';
import type { FormField } from '../../../../../shared/schemas/widget';
import { MAX_LEAD_FORM_FIELDS } from '../../../../../shared/schemas/widget-settings';
import { notify } from '../../../components/notify';
import { PageSpinner } from '../../../components/page-spinner';
import { serverErrorText, serverFieldErrors } from '../../../lib/api-client';
import { useSaveWidgetSettings, useWidgetSettings, type WidgetSettings } from '../api/widget-settings';
import { FieldEditDialog, fieldTypeLabel } from '../components/field-edit-dialog';
import { LeadFormPreview } from '../components/lead-form-preview';
import {
  checkLeadCaptureForm,
  describeServerFields,
  type FormErrors,
  type LeadCaptureForm,
  newField,
  removeField,
  upsertField,
} from '../lead-form-editor';

const fromSettings = (s: WidgetSettings): LeadCaptureForm => ({
  requireLeadCapture: s.requireLeadCapture,
  leadFormTitle: s.leadFormTitle,
  leadFormSubtitle: s.leadFormSubtitle,
  leadFormFields: s.leadFormFields,
});

function LeadCaptureEditor({ settings }: { settings: WidgetSettings }) {
  const [form, setForm] = useState<LeadCaptureForm>(() => fromSettings(settings));
  const [errors, setErrors] = useState<FormErrors>({});
  const [editing, setEditing] = useState<{ field: FormField; isNew: boolean } | null>(null);
  const save = useSaveWidgetSettings();

  const update = (patch: Partial<LeadCaptureForm>) => {
    setForm((current) => ({ ...current, ...patch }));
    setErrors((current) => {
      const next = { ...current };
      for (const key of Object.keys(patch)) delete next[key as keyof FormErrors];
      return next;
    });
  };

  const onSave = (event: FormEvent) => {
    event.preventDefault();
    const found = checkLeadCaptureForm(form);
    setErrors(found);
    if (Object.keys(found).length) return;
    save.mutate(form, {
      onSuccess: (saved) => {
        setForm(fromSettings(saved));
        notify.success('Settings saved', 'Your lead capture settings have been updated successfully.');
      },
      onError: (error) => {
        const problems = describeServerFields(serverFieldErrors(error), form.leadFormFields);
        notify.error(serverErrorText(error, 'Failed to save settings'), problems.join(' · ') || undefined);
      },
    });
  };

  const atLimit = form.leadFormFields.length >= MAX_LEAD_FORM_FIELDS;

  return (
    <Grid templateColumns={{ base: '1fr', lg: 'minmax(0, 3fr) minmax(0, 2fr)' }} gap="6" alignItems="start">
      <form onSubmit={onSave} noValidate>
        <Stack gap="6">
          <Card.Root variant="outline" bg="white">
            <Card.Body gap="4">
              <Heading as="h2" size="md">
                Pre-chat form
              </Heading>
              <Switch.Root
                checked={form.requireLeadCapture}
                onCheckedChange={(e) => update({ requireLeadCapture: e.checked })}
              >
                <Switch.HiddenInput />
                <Switch.Control>
                  <Switch.Thumb />
                </Switch.Control>
                <Switch.Label>Require lead capture before chatting</Switch.Label>
              </Switch.Root>
              <Text fontSize="sm" color="gray.600" mt="-2">
                {form.requireLeadCapture
                  ? 'Visitors fill in this form before the chat starts; each one becomes a lead.'
                  : 'Visitors start chatting at once; no form is shown.'}
              </Text>
              <Field.Root required invalid={!!errors.leadFormTitle}>
                <Field.Label>
                  Form title <Field.RequiredIndicator />
                </Field.Label>
                <Input
                  name="leadFormTitle"
                  value={form.leadFormTitle}
                  maxLength={200}
                  onChange={(e) => update({ leadFormTitle: e.target.value })}
                />
                <Field.ErrorText>{errors.leadFormTitle}</Field.ErrorText>
              </Field.Root>
              <Field.Root required invalid={!!errors.leadFormSubtitle}>
                <Field.Label>
                  Form subtitle <Field.RequiredIndicator />
                </Field.Label>
                <Input
                  name="leadFormSubtitle"
                  value={form.leadFormSubtitle}
                  maxLength={300}
                  onChange={(e) => update({ leadFormSubtitle: e.target.value })}
                />
                <Field.ErrorText>{errors.leadFormSubtitle}</Field.ErrorText>
              </Field.Root>
            </Card.Body>
          </Card.Root>

          <Card.Root variant="outline" bg="white" as="section" aria-labelledby="form-fields-heading">
            <Card.Body gap="4">
              <Flex justify="space-between" align="center" gap="3" wrap="wrap">
                <Heading as="h2" size="md" id="form-fields-heading">
                  Form fields
                </Heading>
                <Button
                  size="sm"
                  variant="outline"
                  disabled={atLimit}
                  onClick={() => setEditing({ field: newField(), isNew: true })}
                >
                  Add Field
                </Button>
              </Flex>
              {atLimit && (
                <Text fontSize="sm" color="gray.600">
                  A form may have at most {MAX_LEAD_FORM_FIELDS} fields.
                </Text>
              )}
              {form.leadFormFields.length === 0 ? (
                <Text color={errors.leadFormFields ? 'red.600' : 'gray.600'}>
                  {errors.leadFormFields ?? 'No fields yet. Add at least one.'}
                </Text>
              ) : (
                <Stack as="ul" gap="2" listStyleType="none" m="0" p="0" data-testid="form-field-list">
                  {form.leadFormFields.map((field) => (
                    <Flex
                      as="li"
                      key={field.id}
                      gap="3"
                      align="center"
                      justify="space-between"
                      wrap="wrap"
                      borderWidth="1px"
                      borderColor="gray.200"
                      rounded="md"
                      px="3"
                      py="2"
                    >
                      <Box minW="0">
                        <Text fontWeight="medium" wordBreak="break-word">
                          {field.label}
                        </Text>
                        <HStack gap="2" mt="1" wrap="wrap">
                          <Badge variant="subtle">{fieldTypeLabel(field.type)}</Badge>
                          {field.required && (
                            <Badge colorPalette="red" variant="subtle">
                              Required
                            </Badge>
                          )}
                          {field.maxLength !== undefined && (
                            <Text fontSize="xs" color="gray.600">
                              max {field.maxLength} characters
                            </Text>
                          )}
                          {field.type === 'select' && (
                            <Text fontSize="xs" color="gray.600">
                              {field.options?.length ?? 0} options
                            </Text>
                          )}
                        </HStack>
                      </Box>
                      <HStack gap="2">
                        <Button
                          size="xs"
                          variant="outline"
                          aria-label={`Edit ${field.label}`}
                          onClick={() => setEditing({ field, isNew: false })}
                        >
                          Edit
                        </Button>
                        <Button
                          size="xs"
                          variant="outline"
                          colorPalette="red"
                          aria-label={`Remove ${field.label}`}
                          onClick={() => update({ leadFormFields: removeField(form.leadFormFields, field.id) })}
                        >
                          Remove
                        </Button>
                      </HStack>
                    </Flex>
                  ))}
                </Stack>
              )}
            </Card.Body>
          </Card.Root>

          <Flex justify="flex-end" gap="3" align="center" wrap="wrap">
            <Text fontSize="sm" color="gray.600">
              Changes apply the next time a visitor opens the chat.
            </Text>
            <Button type="submit" colorPalette="blue" loading={save.isPending} loadingText="Saving...">
              Save Settings
            </Button>
          </Flex>
        </Stack>
      </form>

      <Stack gap="3" position={{ lg: 'sticky' }} top={{ lg: '4' }}>
        <Heading as="h2" size="md">
          Preview
        </Heading>
        {form.requireLeadCapture ? (
          <LeadFormPreview
            title={form.leadFormTitle}
            subtitle={form.leadFormSubtitle}
            fields={form.leadFormFields}
            color={settings.primaryColor}
          />
        ) : (
          <Text color="gray.600">Lead capture is off: visitors see the welcome message and can type at once.</Text>
        )}
      </Stack>

      <FieldEditDialog
        field={editing?.field ?? null}
        isNew={editing?.isNew ?? false}
        onClose={() => setEditing(null)}
        onSave={(field) => {
          update({ leadFormFields: upsertField(form.leadFormFields, field) });
          setEditing(null);
        }}
      />
    </Grid>
  );
}

/** Lead Capture Settings (/dashboard/lead-capture, spec part 2 §2.6). */
export function LeadCapturePage() {
  const settings = useWidgetSettings();
  return (
    <Stack gap="6">
      <Box>
        <Heading as="h1" size="2xl">
          Lead Capture Settings
        </Heading>
        <Text color="gray.600" mt="1">
          The form visitors fill in before chatting with your agent.
        </Text>
      </Box>
      {settings.isPending ? (
        <PageSpinner />
      ) : settings.isError ? (
        <Card.Root variant="outline" bg="white">
          <Card.Body gap="3" alignItems="flex-start">
            <Text>{serverErrorText(settings.error, 'The lead capture settings could not be loaded.')}</Text>
            <Button size="sm" variant="outline" onClick={() => settings.refetch()}>
              Try again
            </Button>
          </Card.Body>
        </Card.Root>
      ) : (
        <LeadCaptureEditor settings={settings.data} />
      )}
    </Stack>
  );
}
