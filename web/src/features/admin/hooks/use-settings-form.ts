import { useEffect, useState } from 'react';
import { serverFieldErrors } from '../../../lib/api-client';
import { type FieldDef, type FormValues, fieldError, fromForm, toForm } from '../components/provider-fields';

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

export type SettingsForm = ReturnType<typeof useSettingsForm>;
