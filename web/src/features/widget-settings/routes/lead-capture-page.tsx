import { Badge, Box, Button, Card, Flex, Grid, Heading, HStack, Stack, Text } from '@chakra-ui/react';
import { MAX_LEAD_FORM_FIELDS } from '@shared/schemas/widget-settings';
import { ItemActions } from '../../../components/item-actions';
import { SwitchField, TextField } from '../../../components/ui/field';
import { FormActions } from '../../../components/ui/form-actions';
import type { WidgetSettings } from '../api/widget-settings';
import { FieldEditDialog, fieldTypeLabel } from '../components/field-edit-dialog';
import { LeadFormPreview } from '../components/lead-form-preview';
import { SettingsPageFrame } from '../components/settings-page-frame';
import { useLeadCaptureForm } from '../hooks/use-lead-capture-form';

function LeadCaptureEditor({ settings }: { settings: WidgetSettings }) {
  const lead = useLeadCaptureForm(settings);
  const { form } = lead;
  const values = form.watch();
  const fieldsError = form.formState.errors.leadFormFields?.message;

  return (
    <Grid templateColumns={{ base: '1fr', lg: 'minmax(0, 3fr) minmax(0, 2fr)' }} gap="6" alignItems="start">
      <form onSubmit={lead.submit} noValidate>
        <Stack gap="6">
          <Card.Root variant="outline" bg="white">
            <Card.Body gap="4">
              <Heading as="h2" size="md">
                Pre-chat form
              </Heading>
              <SwitchField form={form} name="requireLeadCapture" label="Require lead capture before chatting" />
              <Text fontSize="sm" color="gray.600" mt="-2">
                {values.requireLeadCapture
                  ? 'Visitors fill in this form before the chat starts; each one becomes a lead.'
                  : 'Visitors start chatting at once; no form is shown.'}
              </Text>
              <TextField form={form} name="leadFormTitle" label="Form title" required maxLength={200} />
              <TextField form={form} name="leadFormSubtitle" label="Form subtitle" required maxLength={300} />
            </Card.Body>
          </Card.Root>

          <Card.Root variant="outline" bg="white" as="section" aria-labelledby="form-fields-heading">
            <Card.Body gap="4">
              <Flex justify="space-between" align="center" gap="3" wrap="wrap">
                <Heading as="h2" size="md" id="form-fields-heading">
                  Form fields
                </Heading>
                <Button size="sm" variant="outline" disabled={lead.atLimit} onClick={lead.addField}>
                  Add Field
                </Button>
              </Flex>
              {lead.atLimit && (
                <Text fontSize="sm" color="gray.600">
                  A form may have at most {MAX_LEAD_FORM_FIELDS} fields.
                </Text>
              )}
              {lead.fields.length === 0 ? (
                <Text color={fieldsError ? 'red.600' : 'gray.600'}>
                  {fieldsError ?? 'No fields yet. Add at least one.'}
                </Text>
              ) : (
                <Stack as="ul" gap="2" listStyleType="none" m="0" p="0" data-testid="form-field-list">
                  {lead.fields.map((field) => (
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
                        <ItemActions
                          item={field.label}
                          size="xs"
                          removeVerb="Remove"
                          onEdit={() => lead.editField(field)}
                          onRemove={() => lead.removeField(field)}
                        />
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
            <FormActions submitLabel="Save Settings" pending={lead.saving} pendingLabel="Saving..." />
          </Flex>
        </Stack>
      </form>

      <Stack gap="3" position={{ lg: 'sticky' }} top={{ lg: '4' }}>
        <Heading as="h2" size="md">
          Preview
        </Heading>
        {values.requireLeadCapture ? (
          <LeadFormPreview
            title={values.leadFormTitle}
            subtitle={values.leadFormSubtitle}
            fields={lead.fields}
            color={settings.primaryColor}
          />
        ) : (
          <Text color="gray.600">Lead capture is off: visitors see the welcome message and can type at once.</Text>
        )}
      </Stack>

      <FieldEditDialog
        field={lead.editing?.field ?? null}
        isNew={lead.editing?.isNew ?? false}
        onClose={lead.closeEditor}
        onSave={lead.saveField}
      />
    </Grid>
  );
}

/** Lead Capture Settings (/dashboard/lead-capture, spec part 2 §2.6). */
export function LeadCapturePage() {
  return (
    <SettingsPageFrame
      title="Lead Capture Settings"
      intro="The form visitors fill in before chatting with your agent."
      failed="The lead capture settings could not be loaded."
    >
      {(settings) => <LeadCaptureEditor settings={settings} />}
    </SettingsPageFrame>
  );
}
