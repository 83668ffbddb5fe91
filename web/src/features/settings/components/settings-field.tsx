import { Field, Stack, Switch, Text } from '@chakra-ui/react';
import { SelectControl } from '../../../components/ui/field-frame';

/** A labelled native select (keyboard and screen-reader friendly). */
export function SelectField(props: {
  id: string;
  label: string;
  value: string;
  options: readonly { value: string; label: string }[];
  onChange(value: string): void;
  error?: string;
  /** What the chosen option does, under the select. */
  helper?: string;
}) {
  return (
    <Field.Root invalid={Boolean(props.error)}>
      <Field.Label htmlFor={props.id}>{props.label}</Field.Label>
      <SelectControl
        id={props.id}
        options={props.options}
        value={props.value}
        onChange={(e) => props.onChange(e.target.value)}
      />
      {props.helper && <Field.HelperText>{props.helper}</Field.HelperText>}
      {props.error && <Field.ErrorText>{props.error}</Field.ErrorText>}
    </Field.Root>
  );
}

/**
 * A switch whose label names it (role switch, so tests and screen readers find it by name); `helper`
 * says what it does and is the switch's description.
 */
export function ToggleField(props: {
  id?: string;
  label: string;
  checked: boolean;
  onChange(checked: boolean): void;
  helper?: string;
}) {
  const helperId = props.id && props.helper ? `${props.id}-helper` : undefined;
  return (
    <Stack gap="1">
      <Switch.Root checked={props.checked} onCheckedChange={(e) => props.onChange(e.checked)}>
        <Switch.HiddenInput aria-describedby={helperId} />
        <Switch.Control />
        <Switch.Label>{props.label}</Switch.Label>
      </Switch.Root>
      {props.helper && (
        <Text id={helperId} fontSize="sm" color="gray.600" ps="10">
          {props.helper}
        </Text>
      )}
    </Stack>
  );
}
