import { Field as ChakraField, NativeSelect } from '@chakra-ui/react';
import type { ReactNode } from 'react';

// The field frame and the filter select, apart from the bound fields of field.tsx: a screen that only
// frames a control does not load react-hook-form.

export interface FieldProps extends Omit<ChakraField.RootProps, 'label'> {
  label?: ReactNode;
  helperText?: ReactNode;
  errorText?: ReactNode;
  /** The control's id when the screen needs a fixed one (tests, `aria-describedby`); the label follows it. */
  controlId?: string;
}

/**
 * The one field frame (Chakra v3's snippet): the label with its required mark, the control, the helper
 * text and the error under it. `invalid` follows `errorText` unless set.
 */
export function Field({ label, helperText, errorText, controlId, children, invalid, ...root }: FieldProps) {
  return (
    <ChakraField.Root invalid={invalid ?? Boolean(errorText)} id={controlId} {...root}>
      {label !== undefined && (
        <ChakraField.Label>
          {label}
          <ChakraField.RequiredIndicator />
        </ChakraField.Label>
      )}
      {children}
      {helperText && <ChakraField.HelperText>{helperText}</ChakraField.HelperText>}
      {errorText && <ChakraField.ErrorText>{errorText}</ChakraField.ErrorText>}
    </ChakraField.Root>
  );
}

/** A labelled native select that is not part of a form (filters, periods): its value is the screen's state. */
export function LabeledSelect<V extends string>(props: {
  label: string;
  options: readonly { value: V; label: string }[];
  value: V;
  onChange(value: V): void;
  width?: FieldProps['width'];
  size?: NativeSelect.RootProps['size'];
}) {
  return (
    <Field label={props.label} width={props.width ?? '48'}>
      <SelectControl
        size={props.size ?? 'sm'}
        options={props.options}
        value={props.value}
        onChange={(e) => props.onChange(e.target.value as V)}
      />
    </Field>
  );
}

/** The native select of every select field: its options, the indicator; the field props go to the `<select>`. */
export function SelectControl({
  options,
  size,
  ...select
}: NativeSelect.FieldProps & {
  options: readonly { value: string; label: string }[];
  size?: NativeSelect.RootProps['size'];
}) {
  return (
    <NativeSelect.Root size={size}>
      <NativeSelect.Field {...select}>
        {options.map((o) => (
          <option key={o.value} value={o.value}>
            {o.label}
          </option>
        ))}
      </NativeSelect.Field>
      <NativeSelect.Indicator />
    </NativeSelect.Root>
  );
}
