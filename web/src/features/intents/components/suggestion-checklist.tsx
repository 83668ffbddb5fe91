import { Button, Checkbox, Flex, type FlexProps, Stack, Text } from '@chakra-ui/react';
import { useState } from 'react';
import { PlusIcon } from './icons';

export const addLabel = (count: number) => `Add ${count} ${count === 1 ? 'phrase' : 'phrases'}`;

/** "N of M selected", Select all and Select none: above a checklist of suggestions, or beside its action. */
export function SelectionBar({
  chosen,
  total,
  disabled,
  onAll,
  onNone,
  children,
  ...flex
}: FlexProps & {
  chosen: number;
  total: number;
  disabled: boolean;
  onAll: () => void;
  onNone: () => void;
}) {
  return (
    <Flex gap="3" align="center" wrap="wrap" fontSize="sm" {...flex}>
      <Text color="gray.600" aria-live="polite">
        {chosen} of {total} selected
      </Text>
      <Button size="xs" variant="ghost" disabled={disabled || chosen === total} onClick={onAll}>
        Select all
      </Button>
      <Button size="xs" variant="ghost" disabled={disabled || chosen === 0} onClick={onNone}>
        Select none
      </Button>
      {children}
    </Flex>
  );
}

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
      <SelectionBar
        chosen={chosen.length}
        total={phrases.length}
        disabled={added}
        onAll={() => setUnticked(new Set())}
        onNone={() => setUnticked(new Set(phrases.map((_, index) => index)))}
      />
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
