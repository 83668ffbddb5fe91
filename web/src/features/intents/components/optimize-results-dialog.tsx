import { Badge, Box, Button, Flex, Heading, Stack, Text, Wrap } from '@chakra-ui/react';
import type { Intent } from '@shared/schemas/intent';
import { useState } from 'react';
import { notify } from '../../../components/notify';
import type { IntentImprovement, NewIntentSuggestion, OptimizeResult } from '../api/intents';
import { useAddChosenPhrases } from '../hooks/use-add-chosen-phrases';
import { PlusIcon } from './icons';
import { SuggestionChecklist } from './suggestion-checklist';
import { SuggestionsDialog } from './suggestions-dialog';

function PhraseChips({ phrases, label }: { phrases: string[]; label: string }) {
  return (
    <Wrap as="ul" gap="1.5" listStyleType="none" aria-label={label}>
      {phrases.map((phrase, index) => (
        // biome-ignore lint/suspicious/noArrayIndexKey: suggestions are a fixed, ordered list
        <Box as="li" key={index} px="2" py="0.5" rounded="md" bg="gray.100" fontSize="sm" wordBreak="break-word">
          {phrase}
        </Box>
      ))}
    </Wrap>
  );
}

/** A missed question longer than this shows its start with an ellipsis, the rest on "Show all". */
export const MISSED_QUESTION_PREVIEW_CHARS = 160;

/**
 * One question the agent could not answer. A visitor may write up to 2,000 characters: a long one is cut
 * at a word with an ellipsis (the whole text in its tooltip), and "Show all" expands it in place.
 */
function MissedQuestion({ query, frequency }: { query: string; frequency: number }) {
  const [expanded, setExpanded] = useState(false);
  const long = query.length > MISSED_QUESTION_PREVIEW_CHARS;
  const cut = query.slice(0, MISSED_QUESTION_PREVIEW_CHARS);
  const preview = `${cut.slice(0, cut.lastIndexOf(' ') > 0 ? cut.lastIndexOf(' ') : cut.length).trimEnd()}…`;
  return (
    <li>
      <Text as="span" wordBreak="break-word" title={long && !expanded ? query : undefined}>
        “{long && !expanded ? preview : query}”
      </Text>{' '}
      <Text as="span" color="gray.600">
        asked {frequency === 1 ? 'once' : `${frequency} times`}
      </Text>
      {long && (
        <Button variant="plain" size="xs" px="1" h="auto" onClick={() => setExpanded((e) => !e)}>
          {expanded ? 'Show less' : 'Show all'}
        </Button>
      )}
    </li>
  );
}

function SuggestionItem({ suggestion, onCreate }: { suggestion: NewIntentSuggestion; onCreate: () => void }) {
  return (
    <Box as="li" borderWidth="1px" borderColor="gray.200" rounded="md" p="3">
      <Stack gap="2">
        <Flex gap="2" align="center" wrap="wrap" justify="space-between">
          <Heading as="h4" size="sm" wordBreak="break-word">
            {suggestion.title}
          </Heading>
          {suggestion.frequency > 0 && (
            <Badge colorPalette="orange" variant="subtle">
              Asked {suggestion.frequency} {suggestion.frequency === 1 ? 'time' : 'times'}
            </Badge>
          )}
        </Flex>
        <Text fontSize="sm" color="gray.700">
          {suggestion.description}
        </Text>
        {suggestion.phrases.length > 0 && (
          <PhraseChips phrases={suggestion.phrases} label={`Suggested phrases for ${suggestion.title}`} />
        )}
        <Button
          size="sm"
          colorPalette="blue"
          alignSelf="flex-start"
          aria-label={`Create intent ${suggestion.title}`}
          onClick={onCreate}
        >
          <PlusIcon />
          Create intent
        </Button>
      </Stack>
    </Box>
  );
}

function ImprovementItem({
  improvement,
  intent,
  added,
  onAdded,
}: {
  improvement: IntentImprovement;
  intent: Intent | undefined;
  added: boolean;
  onAdded: () => void;
}) {
  const add = useAddChosenPhrases('Phrases added');
  // only the ticked phrases go to the server, which appends them to the intent as it is now: a
  // whole-intent PUT built from this screen's copy would undo any change made since it was loaded
  const addPhrases = (chosen: string[]) => {
    if (!intent) {
      notify.error('Failed to update intent', 'This intent no longer exists.');
      return;
    }
    add.addChosen(intent, chosen, onAdded);
  };

  return (
    <Box as="li" borderWidth="1px" borderColor="gray.200" rounded="md" p="3">
      <Stack gap="2">
        <Heading as="h4" size="sm" wordBreak="break-word">
          {improvement.title}
        </Heading>
        <Text fontSize="sm" color="gray.700">
          {improvement.reason}
        </Text>
        {improvement.suggestedPhrases.length > 0 ? (
          <SuggestionChecklist
            phrases={improvement.suggestedPhrases}
            label={`Suggested phrases for ${improvement.title}`}
            adding={add.adding}
            added={added}
            onAdd={addPhrases}
          />
        ) : (
          <Text fontSize="sm" color="gray.600">
            No new phrases to suggest: add differently worded ones yourself.
          </Text>
        )}
      </Stack>
    </Box>
  );
}

/** AI Optimize results: new intents to create and phrases to add to existing ones. */
export function OptimizeResultsDialog({
  result,
  open,
  intents,
  onOpenChange,
  onCreateIntent,
}: {
  result: OptimizeResult | null;
  open: boolean;
  intents: Intent[];
  onOpenChange: (open: boolean) => void;
  onCreateIntent: (suggestion: NewIntentSuggestion) => void;
}) {
  const [added, setAdded] = useState<Set<number>>(new Set());
  const [shownResult, setShownResult] = useState(result);
  const [run, setRun] = useState(0);
  if (result !== shownResult) {
    // A new optimization run starts with nothing applied and every suggestion ticked.
    setShownResult(result);
    setAdded(new Set());
    setRun((n) => n + 1);
  }
  const suggestions = result?.newIntentSuggestions ?? [];
  const improvements = result?.existingIntentImprovements ?? [];
  const missedQuestions = result?.missedQuestions ?? [];
  const empty = suggestions.length === 0 && improvements.length === 0 && missedQuestions.length === 0;

  return (
    <SuggestionsDialog
      open={open}
      onClose={() => onOpenChange(false)}
      title="AI Optimization Suggestions"
      size="lg"
      gap="5"
      description={
        !result
          ? ''
          : result.missedIntentCount > 0
            ? `Based on ${result.missedIntentCount} missed ${result.missedIntentCount === 1 ? 'question' : 'questions'} and how your intents perform.`
            : 'No missed questions so far; these suggestions come from how your intents perform.'
      }
    >
      {empty ? (
        <Box textAlign="center" py="6" role="status">
          <Text fontWeight="semibold">No suggestions right now</Text>
          <Text fontSize="sm" color="gray.600">
            Your intents cover what customers are asking. Check again after more conversations.
          </Text>
        </Box>
      ) : (
        <>
          {missedQuestions.length > 0 && (
            <Stack as="section" gap="2" aria-labelledby="optimize-missed">
              <Heading as="h3" size="sm" id="optimize-missed">
                Questions the agent could not answer ({missedQuestions.length})
              </Heading>
              <Stack as="ul" gap="1" fontSize="sm" ps="1">
                {missedQuestions.map((m) => (
                  <MissedQuestion key={m.userQuery} query={m.userQuery} frequency={m.frequency} />
                ))}
              </Stack>
            </Stack>
          )}
          {suggestions.length > 0 && (
            <Stack as="section" gap="2" aria-labelledby="optimize-new-intents">
              <Heading as="h3" size="sm" id="optimize-new-intents">
                New intent suggestions ({suggestions.length})
              </Heading>
              <Stack as="ul" gap="2" listStyleType="none">
                {suggestions.map((suggestion, index) => (
                  <SuggestionItem
                    // biome-ignore lint/suspicious/noArrayIndexKey: the result is a fixed list
                    key={index}
                    suggestion={suggestion}
                    onCreate={() => onCreateIntent(suggestion)}
                  />
                ))}
              </Stack>
            </Stack>
          )}
          {improvements.length > 0 && (
            <Stack as="section" gap="2" aria-labelledby="optimize-improvements">
              <Heading as="h3" size="sm" id="optimize-improvements">
                Improvements to existing intents ({improvements.length})
              </Heading>
              <Stack as="ul" gap="2" listStyleType="none">
                {improvements.map((improvement, index) => (
                  <ImprovementItem
                    // biome-ignore lint/suspicious/noArrayIndexKey: the result is a fixed list
                    key={`${run}-${index}`}
                    improvement={improvement}
                    intent={intents.find((intent) => intent.id === improvement.intentId)}
                    added={added.has(index)}
                    onAdded={() => setAdded((current) => new Set(current).add(index))}
                  />
                ))}
              </Stack>
            </Stack>
          )}
        </>
      )}
    </SuggestionsDialog>
  );
}
