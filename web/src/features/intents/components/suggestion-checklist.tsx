import { Button, Checkbox, Flex, Stack, Text } from '@chakra-ui/react';
import { useState } from 'react';
import { PlusIcon } from './icons';

export const addLabel = (count: number) => `Add ${count} ${count === 1 ? 'phrase' : 'phrases'}`;

/**
 * Suggested training phrases as a checklist the trainer reviews before anything is saved: every one
 * ticked at first (the server already dropped repeats and phrases that would match another intent),
 * "Add N phrases" sends only the ticked ones. Give it a new `key` for a new list of suggestions.
 */
export function SuggestionChecklist({
  phrases,
  label,
  adding,
  added = false,
  onAdd,
}: {
  phrases: readonly string[];
  /** Names the group, e.g. "Suggested phrases for Opening hours". */
  label: string;
  adding: boolean;
  added?: boolean;
  onAdd: (chosen: string[]) => void;
}) {
  const [unticked, setUnticked] = useState<ReadonlySet<number>>(new Set());
  const chosen = phrases.filter((_, index) => !unticked.has(index));
  const toggle = (index: number, on: boolean) =>
    setUnticked((current) => {
      const next = new Set(current);
      if (on) next.delete(index);
      else next.add(index);
      return next;
    });

  return (
    <Stack gap="2" role="group" aria-label={label}>
      <Flex gap="3" align="center" wrap="wrap" fontSize="sm">
        <Text color="gray.600" aria-live="polite">
          {chosen.length} of {phrases.length} selected
        </Text>
        <Button
          size="xs"
          variant="ghost"
          disabled={added || chosen.length === phrases.length}
          onClick={() => setUnticked(new Set())}
        >
          Select all
        </Button>
        <Button
          size="xs"
          variant="ghost"
          disabled={added || chosen.length === 0}
          onClick={() => setUnticked(new Set(phrases.map((_, index) => index)))}
        >
          Select none
        </Button>
      </Flex>
      <Stack as="ul" gap="1.5" listStyleType="none">
        {phrases.map((phrase, index) => (
          // biome-ignore lint/suspicious/noArrayIndexKey: suggestions are a fixed, ordered list
          <li key={index}>
            <Checkbox.Root
              size="sm"
              checked={!unticked.has(index)}
              disabled={added}
              onCheckedChange={(event) => toggle(index, event.checked === true)}
              alignItems="flex-start"
            >
              <Checkbox.HiddenInput />
              <Checkbox.Control mt="0.5" />
              <Checkbox.Label fontWeight="normal" wordBreak="break-word">
                {phrase}
              </Checkbox.Label>
            </Checkbox.Root>
          </li>
        ))}
      </Stack>
      <Button
        size="sm"
        colorPalette="purple"
        alignSelf="flex-start"
        disabled={added || chosen.length === 0}
        loading={adding}
        loadingText="Adding..."
        onClick={() => onAdd(chosen)}
      >
        {!added && <PlusIcon />}
        {added ? 'Phrases added' : addLabel(chosen.length)}
      </Button>
    </Stack>
  );
}
