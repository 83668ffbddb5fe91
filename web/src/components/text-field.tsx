import { Field, Input, Textarea } from '@chakra-ui/react';
import type { ReactNode } from 'react';

/**
 * A labelled input or textarea (rows > 1) with its error, from the client check or the server, under it:
 * the one text field of the settings tabs and the webpage wizard.
 */
export function TextField(props: {
  id: string;
  label: string;
  value: string;
  onChange(value: string): void;
  error?: string;
  type?: string;
  rows?: number;
  required?: boolean;
  helper?: ReactNode;
  placeholder?: string;
  autoComplete?: string;
  maxLength?: number;
  readOnly?: boolean;
}) {
  const common = {
    id: props.id,
    value: props.value,
    placeholder: props.placeholder,
    maxLength: props.maxLength,
    autoComplete: props.autoComplete,
  };
  return (
    <Field.Root invalid={Boolean(props.error)} required={props.required} readOnly={props.readOnly}>
      <Field.Label htmlFor={props.id}>
        {props.label}
        {props.required && <Field.RequiredIndicator />}
      </Field.Label>
      {props.rows && props.rows > 1 ? (
        <Textarea {...common} rows={props.rows} onChange={(e) => props.onChange(e.target.value)} />
      ) : (
        <Input {...common} type={props.type ?? 'text'} onChange={(e) => props.onChange(e.target.value)} />
      )}
      {props.helper && <Field.HelperText>{props.helper}</Field.HelperText>}
      {props.error && <Field.ErrorText>{props.error}</Field.ErrorText>}
    </Field.Root>
  );
}
