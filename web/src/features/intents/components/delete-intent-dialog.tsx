import type { Intent } from '@shared/schemas/intent';
import { useRef } from 'react';
import { ConfirmDialog } from '../../../components/confirm-dialog';
import { notify } from '../../../components/notify';
import { serverErrorText } from '../../../lib/api-client';
import { useDeleteIntent } from '../api/intents';

export function deleteConfirmText(title: string): string {
  return `Are you sure you want to delete "${title}"? This action cannot be undone.`;
}

/** Confirmation before an intent is deleted (spec part 1 §2); Cancel is focused first. */
export function DeleteIntentDialog({ intent, onClose }: { intent: Intent | null; onClose: () => void }) {
  const remove = useDeleteIntent();
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
    <ConfirmDialog
      open={intent !== null}
      title="Delete intent"
      question={shown ? deleteConfirmText(shown.title) : ''}
      confirmLabel="Delete"
      pendingLabel="Deleting..."
      pending={remove.isPending}
      onConfirm={confirm}
      onClose={onClose}
    />
  );
}
