import { Button, Dialog, Portal, Text } from '@chakra-ui/react';
import { type ReactNode, useRef } from 'react';

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
    <Dialog.Root
      role="alertdialog"
      open={props.open}
      onOpenChange={(event) => {
        if (!event.open) props.onClose();
      }}
      initialFocusEl={() => cancelRef.current}
      placement="center"
    >
      <Portal>
        <Dialog.Backdrop />
        <Dialog.Positioner px="4">
          <Dialog.Content>
            <Dialog.Header>
              <Dialog.Title>{props.title}</Dialog.Title>
            </Dialog.Header>
            <Dialog.Body>
              <Dialog.Description asChild>
                <Text>{props.question}</Text>
              </Dialog.Description>
              {props.detail}
            </Dialog.Body>
            <Dialog.Footer>
              <Dialog.ActionTrigger asChild>
                <Button ref={cancelRef} variant="outline" disabled={props.pending}>
                  Cancel
                </Button>
              </Dialog.ActionTrigger>
              <Button
                colorPalette="red"
                onClick={props.onConfirm}
                loading={props.pending}
                loadingText={props.pendingLabel}
              >
                {props.confirmLabel}
              </Button>
            </Dialog.Footer>
          </Dialog.Content>
        </Dialog.Positioner>
      </Portal>
    </Dialog.Root>
  );
}
