import { Alert, Box, Button, Flex, Input, InputGroup, List, Stack, Text } from '@chakra-ui/react';
import { TextField, type TextFieldProps } from '../../../components/text-field';
import { Field } from '../../../components/ui/field';
import type { WebpageForm } from '../webpage-form';

type BasicKey = 'name' | 'pathname' | 'title' | 'description';

/**
 * Step 2: Webpage Name, URL Path (after the host and /page/), Page Title and Description. 'Next: Customize'
 * waits until all four have text; the submit's list of missing fields is shown at the top.
 */
export function BasicInfoStep(props: {
  form: WebpageForm;
  errors: Record<string, string>;
  missing: string[];
  onChange(key: BasicKey, value: string): void;
  onBack(): void;
  onNext(): void;
  writeForMe: React.ReactNode;
}) {
  const { form, errors } = props;
  const incomplete = [form.name, form.pathname, form.title, form.description].some((v) => v.trim() === '');
  const prefix = `${window.location.host}/page/`;
  /** A required text field bound to one basic key (id `webpage-<key>`). */
  const basicField = (
    key: Exclude<BasicKey, 'pathname'>,
    field: Pick<TextFieldProps, 'label' | 'maxLength' | 'helper' | 'rows'>,
  ) => (
    <TextField
      id={`webpage-${key}`}
      required
      {...field}
      value={form[key]}
      onChange={(v) => props.onChange(key, v)}
      error={errors[key]}
    />
  );
  return (
    <Stack gap="4">
      {props.missing.length > 0 && (
        <Alert.Root status="error" role="alert">
          <Alert.Indicator />
          <Alert.Content>
            <Alert.Title>Please complete all required fields:</Alert.Title>
            <Alert.Description>
              <List.Root ps="4">
                {props.missing.map((label) => (
                  <List.Item key={label}>{label}</List.Item>
                ))}
              </List.Root>
            </Alert.Description>
          </Alert.Content>
        </Alert.Root>
      )}
      {props.writeForMe}
      {basicField('name', {
        label: 'Webpage Name',
        maxLength: 120,
        helper: 'For you: it names the webpage in your dashboard.',
      })}
      <Field
        label="URL Path"
        required
        controlId="webpage-pathname"
        errorText={errors.pathname}
        helperText="Lowercase letters, digits and dashes, 3 to 60 characters."
      >
        <InputGroup
          startAddon={
            <Text as="span" truncate maxW={{ base: '40vw', md: 'none' }} title={prefix}>
              {prefix}
            </Text>
          }
        >
          <Input
            id="webpage-pathname"
            value={form.pathname}
            autoComplete="off"
            maxLength={60}
            onChange={(e) => props.onChange('pathname', e.target.value)}
          />
        </InputGroup>
      </Field>
      {basicField('title', {
        label: 'Page Title',
        maxLength: 160,
        helper: 'Shown in the browser tab and in search results.',
      })}
      {basicField('description', { label: 'Description', rows: 3, maxLength: 1000 })}
      <Flex justify="space-between" gap="2">
        <Button variant="outline" onClick={props.onBack}>
          Back
        </Button>
        <Box>
          <Button onClick={props.onNext} disabled={incomplete}>
            Next: Customize
          </Button>
        </Box>
      </Flex>
    </Stack>
  );
}
