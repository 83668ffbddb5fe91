import { Stack, Switch, Text } from '@chakra-ui/react';
import { type ReactNode, type Ref, useId } from 'react';

/**
 * The one switch: its label names it (role switch, so tests and screen readers find it by name) and
 * `helperText`, under it, is its description. `input` reaches the hidden checkbox (a form's ref and blur).
 */
export function SwitchControl(props: {
  label: ReactNode;
  checked: boolean;
  onCheckedChange(checked: boolean): void;
  helperText?: ReactNode;
  disabled?: boolean;
  name?: string;
  size?: Switch.RootProps['size'];
  colorPalette?: Switch.RootProps['colorPalette'];
  input?: { ref?: Ref<HTMLInputElement>; onBlur?(): void };
}) {
  const helperId = useId();
  return (
    <Stack gap="1">
      <Switch.Root
        size={props.size}
        colorPalette={props.colorPalette}
        checked={props.checked}
        onCheckedChange={(event) => props.onCheckedChange(event.checked)}
        disabled={props.disabled}
        name={props.name}
      >
        <Switch.HiddenInput {...props.input} aria-describedby={props.helperText ? helperId : undefined} />
        <Switch.Control />
        <Switch.Label>{props.label}</Switch.Label>
      </Switch.Root>
      {props.helperText && (
        <Text id={helperId} fontSize="xs" color="gray.600" ps="10">
          {props.helperText}
        </Text>
      )}
    </Stack>
  );
}
