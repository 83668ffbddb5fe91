import { Field, Input, NativeSelect, SimpleGrid, Switch, Text, Textarea } from '@chakra-ui/react';
import { useEffect, useState } from 'react';
import { serverFieldErrors } from '../../../lib/api-client';
import type { ConnectionTestResult } from '../api/config';
import { type FieldDef, type FormValues, fieldError, fromForm, toForm } from './provider-fields';

/**
 * The form state of one Configuration or Payment Gateway card: the inputs' values (reset when the
 * stored settings change, e.g. after a save), the client-side range messages, the server's 400 field
 * messages (`config.<field>` → that input), and the body to send.
 */
export function useSettingsForm(fields: readonly FieldDef[], stored: Record<string, unknown>) {
  const storedKey = JSON.stringify(stored);
  const [values, setValues] = useState<FormValues>(() => toForm(fields, stored));
  const [serverErrors, setServerErrors] = useState<Record<string, string>>({});
  // biome-ignore lint/correctness/useExhaustiveDependencies: storedKey stands for `stored` by value
  useEffect(() => {
    setValues(toForm(fields, stored));
    setServerErrors({});
  }, [storedKey, fields]);
  const errors: Record<string, string> = {};
  for (const f of fields) {
    const message = fieldError(f, values[f.key] ?? '') ?? serverErrors[f.key];
    if (message) errors[f.key] = message;
  }
  return {
    values,
    errors,
    /** No client-side range message (a server message alone does not block a retry). */
    valid: fields.every((f) => !fieldError(f, values[f.key] ?? '')),
    set: (key: string, value: string | boolean) => {
      setValues((v) => ({ ...v, [key]: value }));
      setServerErrors(({ [key]: _gone, ...rest }) => rest);
    },
    body: () => fromForm(fields, values, stored),
    /** Shows a 400's field messages under their inputs. */
    showServerErrors: (error: unknown) =>
      setServerErrors(
        Object.fromEntries(Object.entries(serverFieldErrors(error)).map(([k, v]) => [k.replace(/^config\./, ''), v])),
      ),
  };
}

/** A card's enabled switch: the admin's choice until it is saved, then whatever the server stored. */
export function useStoredToggle(stored: boolean) {
  const [value, setValue] = useState(stored);
  const [synced, setSynced] = useState(stored);
  if (synced !== stored) {
    // the stored value changed (a save, a refetch): the switch follows it
    setSynced(stored);
    setValue(stored);
  }
  return [value, setValue] as const;
}

type Form = ReturnType<typeof useSettingsForm>;

/** The card's inputs from the field definitions; `idPrefix` keeps ids unique across cards. */
export function SettingsFields(props: {
  idPrefix: string;
  fields: readonly FieldDef[];
  form: Form;
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
        return (
          <Field.Root
            key={f.key}
            invalid={Boolean(error)}
            gridColumn={f.kind === 'json' || (f.kind === 'secret' && f.multiline) ? { md: 'span 2' } : undefined}
          >
            <Field.Label htmlFor={id}>{f.label}</Field.Label>
            {f.kind === 'select' ? (
              <NativeSelect.Root>
                <NativeSelect.Field id={id} value={text} onChange={onChange}>
                  {f.options.map((o) => (
                    <option key={o} value={o}>
                      {o}
                    </option>
                  ))}
                </NativeSelect.Field>
                <NativeSelect.Indicator />
              </NativeSelect.Root>
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
            {f.kind === 'secret' && mask && !error && (
              <Field.HelperText>Saved ({mask}). Leave empty to keep it.</Field.HelperText>
            )}
            {f.kind === 'number' && !error && (
              <Field.HelperText>
                {f.min}–{f.max}; blank uses {f.fallback}
              </Field.HelperText>
            )}
            {f.help && !error && <Field.HelperText>{f.help}</Field.HelperText>}
            <Field.ErrorText>{error}</Field.ErrorText>
          </Field.Root>
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
