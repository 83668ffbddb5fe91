import { Button, type ButtonProps, HStack } from '@chakra-ui/react';
import { type ReactNode, type Ref, useContext } from 'react';
import { DialogCloseContext } from './dialog-close';

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
  /** Cancel closes the surrounding AppDialog (as its close button does). */
  dialog?: boolean;
  onCancel?: () => void;
  cancelLabel?: string;
  cancelRef?: Ref<HTMLButtonElement>;
  /** Other buttons before Cancel (e.g. Test Connection). */
  extra?: ReactNode;
}) {
  const closeDialog = useContext(DialogCloseContext);
  const onCancel = props.dialog ? closeDialog : props.onCancel;
  const cancel = onCancel && (
    <Button ref={props.cancelRef} variant="outline" disabled={props.pending} onClick={onCancel}>
      {props.cancelLabel ?? 'Cancel'}
    </Button>
  );
  return (
    <HStack gap="3" justify="flex-end" wrap="wrap">
      {props.extra}
      {cancel}
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
