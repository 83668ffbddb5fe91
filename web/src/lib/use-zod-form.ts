import { zodResolver } from '@hookform/resolvers/zod';
import { useLayoutEffect, useRef } from 'react';
import {
  type DefaultValues,
  type FieldPath,
  type FieldValues,
  type Resolver,
  type UseFormProps,
  type UseFormReturn,
  useForm,
} from 'react-hook-form';
import type { z } from 'zod';
import { serverFieldErrors } from './api-client';

/** A schema whose input is a form's values (an object), e.g. one of shared/schemas. */
type FormSchema = z.ZodType<FieldValues, FieldValues>;

/** The form a screen gets: its values are the schema's input, `handleSubmit` hands over the parsed output. */
export type ZodForm<S extends FormSchema> = UseFormReturn<z.input<S>, unknown, z.output<S>>;

/**
 * The one way a screen holds a form: react-hook-form checked by a zod schema (the shared one the server
 * parses the body with, so the user hears at once what the server would say). Messages show after a
 * submit and stay until the field is edited or the form is submitted again, as the hand-written forms did.
 */
export function useZodForm<S extends FormSchema>(
  schema: S,
  defaults: DefaultValues<z.input<S>>,
  options: Omit<UseFormProps<z.input<S>, unknown, z.output<S>>, 'resolver' | 'defaultValues'> = {},
): ZodForm<S> {
  return useForm<z.input<S>, unknown, z.output<S>>({
    // the resolver's overloads cannot follow a generic schema; for a concrete one they infer exactly this
    resolver: zodResolver(schema) as unknown as Resolver<z.input<S>, unknown, z.output<S>>,
    defaultValues: defaults,
    mode: 'onSubmit',
    reValidateMode: 'onSubmit',
    ...options,
  });
}

/**
 * Puts a failed request's field errors (a 400's `error.fields`, keyed by dotted path as in
 * shared/field-errors.ts) on the form's fields. `toField` renames a server path to a form field (return
 * undefined to leave it out); by default a path names the field itself, and '_' (the body as a whole)
 * goes to `root.server`. Returns whether any field got a message.
 */
export function setServerErrors<T extends FieldValues>(
  form: Pick<UseFormReturn<T, unknown, unknown>, 'setError'>,
  error: unknown,
  toField: (path: string) => string | undefined = (path) => path,
): boolean {
  const named = new Set<string>();
  for (const [path, message] of Object.entries(serverFieldErrors(error))) {
    const field = path === '_' ? 'root.server' : toField(path);
    // the first message for a field is the one shown, as the server lists them
    if (field === undefined || named.has(field)) continue;
    form.setError(field as FieldPath<T> | `root.${string}`, { type: 'server', message });
    named.add(field);
  }
  return named.size > 0;
}

/**
 * Starts the form again from `values()` each time `key` changes (a dialog opened for another item, or
 * opened again). A dialog keeps its Dialog.Root mounted, so it is reset rather than remounted: a new
 * Dialog.Root mounted open while another dialog closes is closed at once by that dialog's outside click.
 * Runs before paint, so the previous values never show.
 */
export function useFormReset<T extends FieldValues>(
  form: Pick<UseFormReturn<T, unknown, unknown>, 'reset'>,
  key: unknown,
  values: () => DefaultValues<T>,
): void {
  const latest = useRef(values);
  latest.current = values;
  // biome-ignore lint/correctness/useExhaustiveDependencies: a new key is what starts the form again
  useLayoutEffect(() => form.reset(latest.current()), [form, key]);
}
