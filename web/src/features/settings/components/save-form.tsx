import { Box, Button, Stack } from '@chakra-ui/react';
import type { FormEvent, ReactNode } from 'react';

/** A tab's form: its fields, then the Save button (Enter in a text input submits too). */
export function SaveForm(props: {
  label: string;
  onSubmit(): void;
  saving: boolean;
  disabled?: boolean;
  submitText?: string;
  children: ReactNode;
}) {
  const submit = (e: FormEvent) => {
    e.preventDefault();
    props.onSubmit();
  };
  return (
    <Box as="form" onSubmit={submit} aria-label={props.label} maxW="3xl" pt="4">
      <Stack gap="5">
        {props.children}
        <Box>
          <Button type="submit" colorPalette="blue" loading={props.saving} disabled={props.disabled}>
            {props.submitText ?? 'Save Changes'}
          </Button>
        </Box>
      </Stack>
    </Box>
  );
}
