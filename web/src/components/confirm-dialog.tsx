import { type ReactNode, useRef } from 'react';
import { AppDialog } from './ui/dialog';
import { FormActions } from './ui/form-actions';

/**
 * The one confirmation dialog (an alertdialog, Cancel focused first, the action in red): a destructive
 * or hard-to-undo action asks here before it calls the server.
 */
export function ConfirmDialog(props: {
  open: boolean;
  title: string;
  /** The question, read out as the dialog's description. */
  question: string;
  /** More context under the question. */
  detail?: ReactNode;
  confirmLabel: string;
  pendingLabel?: string;
  pending: boolean;
  onConfirm(): void;
  onClose(): void;
}) {
  const cancelRef = useRef<HTMLButtonElement>(null);
  return (
    <AppDialog
      role="alertdialog"
      open={props.open}
      onClose={props.onClose}
      initialFocus={cancelRef}
      closeButton={false}
      title={props.title}
      description={props.question}
      footer={
        <FormActions
          dialog
          cancelRef={cancelRef}
          colorPalette="red"
          onSubmit={props.onConfirm}
          submitLabel={props.confirmLabel}
          pending={props.pending}
          pendingLabel={props.pendingLabel}
        />
      }
    >
      {props.detail}
    </AppDialog>
  );
}
