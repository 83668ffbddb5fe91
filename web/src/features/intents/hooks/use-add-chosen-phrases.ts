import type { Intent } from '@shared/schemas/intent';
import { notify } from '../../../components/notify';
import { serverErrorText } from '../../../lib/api-client';
import { useAddPhrases } from '../api/intents';

/**
 * Appends the suggestions a trainer ticked (AI Enhance, AI Optimize) to an intent through the server's
 * append, and says what happened: how many were added, or that the intent already had them all.
 */
export function useAddChosenPhrases(successTitle: string) {
  const add = useAddPhrases();
  return {
    adding: add.isPending,
    addChosen(intent: Pick<Intent, 'id' | 'title'>, chosen: string[], onDone: () => void) {
      add.mutate(
        { id: intent.id, phrases: chosen },
        {
          onSuccess: ({ addedPhrases }) => {
            const count = addedPhrases.length;
            if (count === 0) notify.info('Nothing to add', `"${intent.title}" already has these training phrases.`);
            else
              notify.success(
                successTitle,
                `Added ${count} training ${count === 1 ? 'phrase' : 'phrases'} to "${intent.title}".`,
              );
            onDone();
          },
          onError: (error) => notify.error('Failed to update intent', serverErrorText(error, 'Please try again.')),
        },
      );
    },
  };
}
