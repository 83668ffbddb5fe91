import { Input, NativeSelect, Stack, Switch, Text, Textarea } from '@chakra-ui/react';
import { type ReactNode, useId } from 'react';
import {
  type Control,
  Controller,
  type FieldPath,
  type FieldValues,
  get,
  type UseFormReturn,
  useFormState,
} from 'react-hook-form';
import { Field } from './field-frame';

export { Field, type FieldProps, LabeledSelect } from './field-frame';

/** The message react-hook-form holds for `name` (a nested path too), subscribed to that field only. */
export function useFieldError<T extends FieldValues, O>(
  control: Control<T, unknown, O>,
  name: FieldPath<T>,
): string | undefined {
  const { errors } = useFormState<T, O>({ control, name });
  return (get(errors, name) as { message?: string } | undefined)?.message;
}

interface BoundProps<T extends FieldValues, O> {
  form: UseFormReturn<T, unknown, O>;
  name: FieldPath<T>;
  label: ReactNode;
  helperText?: ReactNode;
  required?: boolean;
  readOnly?: boolean;
  disabled?: boolean;
  id?: string;
}

/**
 * A text input (or a textarea with `rows` > 1) bound to a react-hook-form field, its message under it.
 * Editing the field clears its message (the form checks again on submit).
 */
export function TextField<T extends FieldValues, O>(
  props: BoundProps<T, O> & {
    type?: string;
    rows?: number;
    placeholder?: string;
    autoComplete?: string;
    maxLength?: number;
    inputMode?: 'numeric' | 'decimal' | 'email' | 'tel' | 'url' | 'text';
    min?: number;
    max?: number;
    /** The input's accessible name when it has no visible label. */
    'aria-label'?: string;
  },
) {
  const { form, name } = props;
  const error = useFieldError(form.control, name);
  const registered = form.register(name, { onChange: () => form.clearErrors(name) });
  const common = {
    ...registered,
    placeholder: props.placeholder,
    maxLength: props.maxLength,
    autoComplete: props.autoComplete,
    'aria-label': props['aria-label'],
  };
  return (
    <Field
      label={props.label}
      helperText={props.helperText}
      errorText={error}
      required={props.required}
      readOnly={props.readOnly}
      disabled={props.disabled}
      controlId={props.id}
    >
      {props.rows && props.rows > 1 ? (
        <Textarea {...common} rows={props.rows} />
      ) : (
        <Input {...common} type={props.type ?? 'text'} inputMode={props.inputMode} min={props.min} max={props.max} />
      )}
    </Field>
  );
}

/** A native select (accessible and light) bound to a react-hook-form field. */
export function SelectField<T extends FieldValues, O>(
  props: BoundProps<T, O> & { options: readonly { value: string; label: string }[] },
) {
  const { form, name } = props;
  const error = useFieldError(form.control, name);
  return (
    <Field
      label={props.label}
      helperText={props.helperText}
      errorText={error}
      required={props.required}
      disabled={props.disabled}
      controlId={props.id}
    >
      <NativeSelect.Root>
        <NativeSelect.Field {...form.register(name, { onChange: () => form.clearErrors(name) })}>
          {props.options.map((o) => (
            <option key={o.value} value={o.value}>
              {o.label}
            </option>
          ))}
        </NativeSelect.Field>
        <NativeSelect.Indicator />
      </NativeSelect.Root>
    </Field>
  );
}

/**
 * A switch bound to a boolean react-hook-form field; its label names it (role switch) and `helperText`
 * is its description.
 */
export function SwitchField<T extends FieldValues, O>(
  props: Omit<BoundProps<T, O>, 'required' | 'readOnly'> & { colorPalette?: Switch.RootProps['colorPalette'] },
) {
  const helperId = useId();
  return (
    <Controller
      control={props.form.control}
      name={props.name}
      render={({ field }) => (
        <Stack gap="1">
          <Switch.Root
            colorPalette={props.colorPalette}
            checked={Boolean(field.value)}
            onCheckedChange={(event) => field.onChange(event.checked)}
            disabled={props.disabled}
            name={field.name}
          >
            <Switch.HiddenInput
              ref={field.ref}
              onBlur={field.onBlur}
              aria-describedby={props.helperText ? helperId : undefined}
            />
            <Switch.Control>
              <Switch.Thumb />
            </Switch.Control>
            <Switch.Label>{props.label}</Switch.Label>
          </Switch.Root>
          {props.helperText && (
            <Text id={helperId} fontSize="xs" color="gray.600" ps="10">
              {props.helperText}
            </Text>
          )}
        </Stack>
      )}
    />
  );
}
