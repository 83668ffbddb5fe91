import { Box, Spinner, Stack, Text } from '@chakra-ui/react';
import type { Intent } from '@shared/schemas/intent';
import type { EnhanceResult } from '../api/intents';
import { useAddChosenPhrases } from '../hooks/use-add-chosen-phrases';
import { SuggestionChecklist } from './suggestion-checklist';
import { SuggestionsDialog } from './suggestions-dialog';

/** The intent AI Enhance runs for, and its suggestions once they arrive (null while it runs). */
export interface EnhanceRun {
  intent: Intent;
  result: EnhanceResult | null;
}

/**
 * AI Enhance's suggestions for review: nothing is saved until the trainer adds the ticked ones, which
 * go to the server's append (never a whole-intent PUT built from this screen's copy).
 */
export function EnhanceDialog({ run, onClose }: { run: EnhanceRun | null; onClose: () => void }) {
  const add = useAddChosenPhrases('Intent enhanced');
  const intent = run?.intent;
  const phrases = run?.result?.enhancedPhrases ?? [];

  const addChosen = (chosen: string[]) => {
    if (intent) add.addChosen(intent, chosen, onClose);
  };

  return (
    <SuggestionsDialog
      open={run !== null}
      onClose={onClose}
      title="Suggested training phrases"
      size="md"
      gap="4"
      description={
        intent
          ? `New ways customers might ask for "${intent.title}". Untick any you don't want; nothing is saved until you add them.`
          : ''
      }
    >
      {!run?.result ? (
        <Stack align="center" gap="2" py="6" role="status" aria-live="polite">
          <Spinner color="purple.500" aria-hidden="true" />
          <Text fontSize="sm" color="gray.600">
            Writing suggestions...
          </Text>
        </Stack>
      ) : phrases.length === 0 ? (
        <Box textAlign="center" py="6" role="status">
          <Text fontWeight="semibold">No new phrases to suggest</Text>
          <Text fontSize="sm" color="gray.600">
            Every phrase the AI came up with repeated one this intent has, read badly, or would match another intent.
            Try adding a differently worded phrase yourself.
          </Text>
        </Box>
      ) : (
        <SuggestionChecklist
          // a new run starts with every suggestion ticked
          key={phrases.join('\n')}
          phrases={phrases}
          label={`Suggested phrases for ${intent?.title ?? ''}`}
          adding={add.adding}
          onAdd={addChosen}
        />
      )}
    </SuggestionsDialog>
  );
}
