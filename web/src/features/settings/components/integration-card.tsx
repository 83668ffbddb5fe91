import { Badge, Button, Field, Flex, Input, SimpleGrid, Stack, Text } from '@chakra-ui/react';
import { type ReactNode, useEffect, useState } from 'react';
import { notify } from '../../../components/notify';
import { SectionCard } from '../../../components/section-card';
import { SwitchControl } from '../../../components/ui/switch-control';
import { serverErrorText, serverFieldErrors } from '../../../lib/api-client';
import {
  type CustomerIntegrationType,
  type CustomerIntegrationView,
  type SaveCustomerIntegration,
  useSaveIntegration,
  useTestIntegration,
} from '../api/integrations';

export interface CardField {
  key: string;
  label: string;
  /** Secrets are password inputs left empty: the stored one (shown masked) stays unless a new one is typed. */
  secret?: boolean;
  placeholder?: string;
  help?: string;
}

const LABELS: Record<CustomerIntegrationType, string> = { whatsapp: 'WhatsApp', analytics: 'Analytics' };

/**
 * One Settings → Integrations card (spec part 3 §2): Hide / Configure, the Connected badge (enabled and
 * the type's key field saved), the fields with masked secrets, Save, and Test Connection once connected.
 */
export function IntegrationCard(props: {
  type: CustomerIntegrationType;
  title: string;
  description: string;
  fields: readonly CardField[];
  stored: CustomerIntegrationView;
  children?: ReactNode;
}) {
  const { type, stored, fields } = props;
  const label = LABELS[type];
  const [open, setOpen] = useState(false);
  const initial = () =>
    Object.fromEntries(fields.map((f) => [f.key, f.secret ? '' : (stored.configuration[f.key] ?? '')]));
  const [values, setValues] = useState<Record<string, string>>(initial);
  const [enabled, setEnabled] = useState(stored.isEnabled);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const storedKey = JSON.stringify(stored);
  // biome-ignore lint/correctness/useExhaustiveDependencies: storedKey stands for `stored` by value
  useEffect(() => {
    setValues(initial());
    setEnabled(stored.isEnabled);
    setErrors({});
  }, [storedKey]);
  const save = useSaveIntegration(type);
  const test = useTestIntegration(type);

  const onSave = async () => {
    // an empty secret is left out: the server keeps the stored one
    const configuration = Object.fromEntries(
      fields.filter((f) => !(f.secret && values[f.key] === '')).map((f) => [f.key, values[f.key].trim()]),
    );
    try {
      await save.mutateAsync({ integrationType: type, isEnabled: enabled, configuration } as SaveCustomerIntegration);
      notify.success(`${label} integration updated`, 'Your settings are saved.');
    } catch (error) {
      setErrors(
        Object.fromEntries(
          Object.entries(serverFieldErrors(error)).map(([k, v]) => [k.replace(/^configuration\./, ''), v]),
        ),
      );
      notify.error('Error', serverErrorText(error, `Failed to update ${label} integration`));
    }
  };

  const onTest = async () => {
    if (!stored.id) {
      notify.error('Test Failed', 'No integration found');
      return;
    }
    try {
      const result = await test.mutateAsync(stored.id);
      if (result.success) notify.success('Connection successful', result.message);
      else notify.error('Failed', result.message);
    } catch (error) {
      notify.error('Test Failed', serverErrorText(error, 'Failed to test connection'));
    }
  };

  return (
    <SectionCard
      headingId={`${type}-integration-heading`}
      title={props.title}
      description={props.description}
      badge={
        stored.connected && (
          <Badge colorPalette="green" variant="solid" data-testid={`${type}-connected`}>
            Connected
          </Badge>
        )
      }
      actions={
        <Flex gap="2">
          {stored.connected && (
            <Button size="sm" variant="outline" onClick={onTest} loading={test.isPending} loadingText="Testing…">
              Test Connection
            </Button>
          )}
          <Button size="sm" variant="outline" onClick={() => setOpen((o) => !o)} aria-expanded={open}>
            {open ? 'Hide' : 'Configure'}
          </Button>
        </Flex>
      }
    >
      {stored.lastTest && (
        <Text fontSize="sm" color={stored.lastTest.status === 'success' ? 'green.700' : 'red.700'}>
          Last test {new Date(stored.lastTest.testedAt).toLocaleString('en-IN')}: {stored.lastTest.message}
        </Text>
      )}
      {open && (
        <Stack gap="4">
          <SwitchControl label={`Enable ${label}`} checked={enabled} onCheckedChange={setEnabled} />
          <SimpleGrid columns={{ base: 1, md: 2 }} gap="4">
            {fields.map((f) => {
              const id = `${type}-${f.key}`;
              const mask = f.secret ? (stored.configuration[f.key] ?? '') : '';
              return (
                <Field.Root key={f.key} invalid={Boolean(errors[f.key])}>
                  <Field.Label htmlFor={id}>{f.label}</Field.Label>
                  <Input
                    id={id}
                    type={f.secret ? 'password' : 'text'}
                    autoComplete="off"
                    value={values[f.key] ?? ''}
                    placeholder={f.secret ? mask || 'Not set' : f.placeholder}
                    onChange={(e) => {
                      const value = e.target.value;
                      setValues((v) => ({ ...v, [f.key]: value }));
                      setErrors(({ [f.key]: _gone, ...rest }) => rest);
                    }}
                  />
                  {mask && !errors[f.key] && (
                    <Field.HelperText>Saved ({mask}). Leave empty to keep it.</Field.HelperText>
                  )}
                  {f.help && !errors[f.key] && <Field.HelperText>{f.help}</Field.HelperText>}
                  <Field.ErrorText>{errors[f.key]}</Field.ErrorText>
                </Field.Root>
              );
            })}
          </SimpleGrid>
          {props.children}
          <Flex>
            <Button colorPalette="blue" onClick={onSave} loading={save.isPending} loadingText="Saving…">
              Save
            </Button>
          </Flex>
        </Stack>
      )}
    </SectionCard>
  );
}
