import { Input, Textarea } from '@chakra-ui/react';
import type { ReactNode } from 'react';
import { Field } from './ui/field-frame';

export interface TextFieldProps {
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
}

/**
 * A labelled input or textarea (rows > 1) whose value is the screen's own state, with its error under it.
 * A form on react-hook-form uses the kit's bound `TextField` (components/ui/field.tsx) instead; this one
 * stays for the screens not yet converted (the webpage wizard).
 */
export function TextField(props: TextFieldProps) {
  const common = {
    id: props.id,
    value: props.value,
    placeholder: props.placeholder,
    maxLength: props.maxLength,
    autoComplete: props.autoComplete,
  };
  return (
    <Field
      label={props.label}
      controlId={props.id}
      errorText={props.error}
      helperText={props.helper}
      required={props.required}
      readOnly={props.readOnly}
    >
      {props.rows && props.rows > 1 ? (
        <Textarea {...common} rows={props.rows} onChange={(e) => props.onChange(e.target.value)} />
      ) : (
        <Input {...common} type={props.type ?? 'text'} onChange={(e) => props.onChange(e.target.value)} />
      )}
    </Field>
  );
}
