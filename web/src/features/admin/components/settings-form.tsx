import { Input, SimpleGrid, Switch, Text, Textarea } from '@chakra-ui/react';
import { Field } from '../../../components/ui/field';
import { SelectControl } from '../../../components/ui/field-frame';
import type { ConnectionTestResult } from '../api/config';
import type { SettingsForm } from '../hooks/use-settings-form';
import type { FieldDef } from './provider-fields';

/** The card's inputs from the field definitions; `idPrefix` keeps ids unique across cards. */
export function SettingsFields(props: {
  idPrefix: string;
  fields: readonly FieldDef[];
  form: SettingsForm;
  stored: Record<string, unknown>;
}) {
  const { form, stored } = props;
  return (
    <SimpleGrid columns={{ base: 1, md: 2 }} gap="4">
      {props.fields.map((f) => {
        const id = `${props.idPrefix}-${f.key}`;
        const value = form.values[f.key];
        const error = form.errors[f.key];
        if (f.kind === 'switch')
          return (
            <Switch.Root key={f.key} checked={value === true} onCheckedChange={(e) => form.set(f.key, e.checked)}>
              <Switch.HiddenInput />
              <Switch.Control />
              <Switch.Label>{f.label}</Switch.Label>
            </Switch.Root>
          );
        const text = typeof value === 'string' ? value : '';
        const onChange = (e: { target: { value: string } }) => form.set(f.key, e.target.value);
        const mask = typeof stored[f.key] === 'string' ? (stored[f.key] as string) : '';
        // what the input takes, until a message takes its place
        const helper = error
          ? undefined
          : [
              f.kind === 'secret' && mask ? `Saved (${mask}). Leave empty to keep it.` : '',
              f.kind === 'number' ? `${f.min}–${f.max}; blank uses ${f.fallback}` : '',
              f.help ?? '',
            ]
              .filter(Boolean)
              .join(' ') || undefined;
        return (
          <Field
            key={f.key}
            label={f.label}
            controlId={id}
            errorText={error}
            helperText={helper}
            gridColumn={f.kind === 'json' || (f.kind === 'secret' && f.multiline) ? { md: 'span 2' } : undefined}
          >
            {f.kind === 'select' ? (
              <SelectControl
                id={id}
                value={text}
                onChange={onChange}
                options={f.options.map((o) => ({ value: o, label: o }))}
              />
            ) : f.kind === 'json' ? (
              <Textarea
                id={id}
                value={text}
                onChange={onChange}
                placeholder={f.placeholder}
                rows={3}
                fontFamily="mono"
              />
            ) : f.kind === 'secret' ? (
              // a password input even for the credentials JSON: the stored value is never on screen
              <Input
                id={id}
                type="password"
                autoComplete="off"
                value={text}
                onChange={onChange}
                placeholder={mask || (f.multiline ? 'Paste the JSON key' : 'Not set')}
              />
            ) : f.kind === 'number' ? (
              <Input
                id={id}
                type="number"
                inputMode="decimal"
                min={f.min}
                max={f.max}
                step={f.step}
                value={text}
                onChange={onChange}
                placeholder={String(f.fallback)}
              />
            ) : (
              <Input id={id} value={text} onChange={onChange} placeholder={f.placeholder} />
            )}
          </Field>
        );
      })}
    </SimpleGrid>
  );
}

/** "Last test: …" under a card's buttons: what the server stored, or that there was none. */
export function LastTest(props: { test?: Pick<ConnectionTestResult, 'message' | 'testedAt'> & { status: string } }) {
  const t = props.test;
  if (!t)
    return (
      <Text fontSize="sm" color="gray.600">
        Not tested yet.
      </Text>
    );
  return (
    <Text fontSize="sm" color={t.status === 'success' ? 'green.700' : 'red.700'}>
      Last test {t.status === 'success' ? 'passed' : 'failed'} ({new Date(t.testedAt).toLocaleString()}): {t.message}
    </Text>
  );
}
