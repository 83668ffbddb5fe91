import { Button, type ButtonProps, Dialog, HStack } from '@chakra-ui/react';
import type { ReactNode, Ref } from 'react';

/**
 * A form's actions: Cancel (when the form can be left) and the submit button, which spins with
 * `pendingLabel` while the request runs; Cancel is disabled meanwhile. In a dialog (`dialog`), Cancel
 * closes it; elsewhere it calls `onCancel`.
 */
export function FormActions(props: {
  submitLabel: ReactNode;
  pending: boolean;
  pendingLabel?: string;
  /** Default blue; red for a destructive action. */
  colorPalette?: ButtonProps['colorPalette'];
  submitDisabled?: boolean;
  /** `type="submit"` unless `onSubmit` is given (a dialog that is not a form). */
  onSubmit?: () => void;
  /** Cancel closes the surrounding AppDialog. */
  dialog?: boolean;
  onCancel?: () => void;
  cancelLabel?: string;
  cancelRef?: Ref<HTMLButtonElement>;
  /** Other buttons before Cancel (e.g. Test Connection). */
  extra?: ReactNode;
}) {
  const cancelLabel = props.cancelLabel ?? 'Cancel';
  const cancel = (
    <Button ref={props.cancelRef} variant="outline" disabled={props.pending} onClick={props.onCancel}>
      {cancelLabel}
    </Button>
  );
  return (
    <HStack gap="3" justify="flex-end" wrap="wrap">
      {props.extra}
      {props.dialog ? <Dialog.ActionTrigger asChild>{cancel}</Dialog.ActionTrigger> : props.onCancel && cancel}
      <Button
        type={props.onSubmit ? 'button' : 'submit'}
        onClick={props.onSubmit}
        colorPalette={props.colorPalette ?? 'blue'}
        loading={props.pending}
        loadingText={props.pendingLabel}
        disabled={props.submitDisabled}
      >
        {props.submitLabel}
      </Button>
    </HStack>
  );
}

/** A dialog that only shows something ends with this: a button that closes it. */
export function CloseAction({ label = 'Close' }: { label?: string }) {
  return (
    <Dialog.ActionTrigger asChild>
      <Button variant="outline">{label}</Button>
    </Dialog.ActionTrigger>
  );
}
