import { Input, Textarea } from '@chakra-ui/react';
import type { ComponentProps, ReactNode } from 'react';
import {
  type Control,
  Controller,
  type FieldPath,
  type FieldValues,
  get,
  type UseFormReturn,
  useFormState,
} from 'react-hook-form';
import { Field, SelectControl } from './field-frame';
import { SwitchControl } from './switch-control';

type SwitchControlProps = ComponentProps<typeof SwitchControl>;

export { Field, type FieldProps, LabeledSelect, SelectControl } from './field-frame';
export { SwitchControl } from './switch-control';

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

/** The Field of a bound control: its props, and the message react-hook-form holds for it. */
function BoundFrame<T extends FieldValues, O>(props: BoundProps<T, O> & { children: ReactNode }) {
  const error = useFieldError(props.form.control, props.name);
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
      {props.children}
    </Field>
  );
}

/** A bound control's registration; editing it clears its message (the form checks again on submit). */
const registerClearing = <T extends FieldValues, O>(form: UseFormReturn<T, unknown, O>, name: FieldPath<T>) =>
  form.register(name, { onChange: () => form.clearErrors(name) });

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
  const common = {
    ...registerClearing(props.form, props.name),
    placeholder: props.placeholder,
    maxLength: props.maxLength,
    autoComplete: props.autoComplete,
    'aria-label': props['aria-label'],
  };
  return (
    <BoundFrame {...props}>
      {props.rows && props.rows > 1 ? (
        <Textarea {...common} rows={props.rows} />
      ) : (
        <Input {...common} type={props.type ?? 'text'} inputMode={props.inputMode} min={props.min} max={props.max} />
      )}
    </BoundFrame>
  );
}

/** A native select (accessible and light) bound to a react-hook-form field. */
export function SelectField<T extends FieldValues, O>(
  props: BoundProps<T, O> & { options: readonly { value: string; label: string }[] },
) {
  return (
    <BoundFrame {...props}>
      <SelectControl options={props.options} {...registerClearing(props.form, props.name)} />
    </BoundFrame>
  );
}

/**
 * A switch bound to a boolean react-hook-form field; its label names it (role switch) and `helperText`
 * is its description.
 */
export function SwitchField<T extends FieldValues, O>(
  props: Omit<BoundProps<T, O>, 'required' | 'readOnly'> & { colorPalette?: SwitchControlProps['colorPalette'] },
) {
  return (
    <Controller
      control={props.form.control}
      name={props.name}
      render={({ field }) => (
        <SwitchControl
          label={props.label}
          helperText={props.helperText}
          colorPalette={props.colorPalette}
          checked={Boolean(field.value)}
          onCheckedChange={field.onChange}
          disabled={props.disabled}
          name={field.name}
          input={{ ref: field.ref, onBlur: field.onBlur }}
        />
      )}
    />
  );
}
