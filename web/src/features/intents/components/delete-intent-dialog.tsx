import { Button, Dialog, Portal, Text } from '@chakra-ui/react';
import { useRef } from 'react';
import type { Intent } from '../../../../../shared/schemas/intent';
import { notify } from '../../../components/toaster';
import { serverErrorText } from '../../../lib/api-client';
import { useDeleteIntent } from '../api/intents';

export function deleteConfirmText(title: string): string {
  return `Are you sure you want to delete "${title}"? This action cannot be undone.`;
}

/** Confirmation before an intent is deleted (spec part 1 §2); Cancel is focused first. */
export function DeleteIntentDialog({ intent, onClose }: { intent: Intent | null; onClose: () => void }) {
  const remove = useDeleteIntent();
  const cancelRef = useRef<HTMLButtonElement>(null);
  // Keeps the text in place while the dialog plays its closing animation.
  const lastIntent = useRef(intent);
  if (intent) lastIntent.current = intent;
  const shown = intent ?? lastIntent.current;

  const confirm = () => {
    if (!intent || remove.isPending) return;
    remove.mutate(intent.id, {
      onSuccess: () => {
        notify.success('Intent deleted', `"${intent.title}" was removed.`);
        onClose();
      },
      onError: (error) => notify.error('Failed to delete intent', serverErrorText(error, 'Please try again.')),
    });
  };

  return (
    <Dialog.Root
      role="alertdialog"
      open={intent !== null}
      onOpenChange={(event) => {
        if (!event.open) onClose();
      }}
      initialFocusEl={() => cancelRef.current}
      placement="center"
    >
      <Portal>
        <Dialog.Backdrop />
        <Dialog.Positioner px="4">
          <Dialog.Content>
            <Dialog.Header>
              <Dialog.Title>Delete intent</Dialog.Title>
            </Dialog.Header>
            <Dialog.Body>
              <Dialog.Description asChild>
                <Text>{shown ? deleteConfirmText(shown.title) : ''}</Text>
              </Dialog.Description>
            </Dialog.Body>
            <Dialog.Footer>
              <Dialog.ActionTrigger asChild>
                <Button ref={cancelRef} variant="outline" disabled={remove.isPending}>
                  Cancel
                </Button>
              </Dialog.ActionTrigger>
              <Button colorPalette="red" onClick={confirm} loading={remove.isPending} loadingText="Deleting...">
                Delete
              </Button>
            </Dialog.Footer>
          </Dialog.Content>
        </Dialog.Positioner>
      </Portal>
    </Dialog.Root>
  );
}
