import { Field, Input, NativeSelect, Switch } from '@chakra-ui/react';

/** A labelled text input with the server's 400 message for its field under it. */
export function TextField(props: {
  id: string;
  label: string;
  value: string;
  onChange(value: string): void;
  error?: string;
  type?: string;
  readOnly?: boolean;
  helper?: string;
  autoComplete?: string;
}) {
  return (
    <Field.Root invalid={Boolean(props.error)} readOnly={props.readOnly}>
      <Field.Label htmlFor={props.id}>{props.label}</Field.Label>
      <Input
        id={props.id}
        type={props.type ?? 'text'}
        value={props.value}
        autoComplete={props.autoComplete}
        onChange={(e) => props.onChange(e.target.value)}
      />
      {props.helper && <Field.HelperText>{props.helper}</Field.HelperText>}
      {props.error && <Field.ErrorText>{props.error}</Field.ErrorText>}
    </Field.Root>
  );
}

/** A labelled native select (keyboard and screen-reader friendly). */
export function SelectField(props: {
  id: string;
  label: string;
  value: string;
  options: readonly { value: string; label: string }[];
  onChange(value: string): void;
  error?: string;
}) {
  return (
    <Field.Root invalid={Boolean(props.error)}>
      <Field.Label htmlFor={props.id}>{props.label}</Field.Label>
      <NativeSelect.Root>
        <NativeSelect.Field id={props.id} value={props.value} onChange={(e) => props.onChange(e.target.value)}>
          {props.options.map((o) => (
            <option key={o.value} value={o.value}>
              {o.label}
            </option>
          ))}
        </NativeSelect.Field>
        <NativeSelect.Indicator />
      </NativeSelect.Root>
      {props.error && <Field.ErrorText>{props.error}</Field.ErrorText>}
    </Field.Root>
  );
}

/** A switch whose label names it (role switch, so tests and screen readers find it by name). */
export function ToggleField(props: { label: string; checked: boolean; onChange(checked: boolean): void }) {
  return (
    <Switch.Root checked={props.checked} onCheckedChange={(e) => props.onChange(e.checked)}>
      <Switch.HiddenInput />
      <Switch.Control />
      <Switch.Label>{props.label}</Switch.Label>
    </Switch.Root>
  );
}
