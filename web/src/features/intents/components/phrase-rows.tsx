import { Button, Field, Fieldset, Flex, IconButton, Input, Stack, Text } from '@chakra-ui/react';
import { MAX_PHRASE_LENGTH } from '@shared/constants';
import { useFieldError } from '../../../components/ui/field';
import type { useIntentForm } from '../hooks/use-intent-form';
import { CloseIcon, PlusIcon } from './icons';

type IntentForm = ReturnType<typeof useIntentForm>;

/** The training phrases: one row each, with its own message under it and the list's under them all. */
export function PhraseRows({ intent }: { intent: IntentForm }) {
  const listError = useFieldError(intent.form.control, 'phrases.root' as 'phrases');
  return (
    <Fieldset.Root invalid={!!listError}>
      <Fieldset.Legend fontWeight="medium" fontSize="sm">
        Training Phrases
        <Text as="span" color="fg.error" ms="1" aria-hidden="true">
          *
        </Text>
      </Fieldset.Legend>
      <Fieldset.HelperText>
        What customers might type. Press Enter in a phrase to add another; blank phrases are ignored.
      </Fieldset.HelperText>
      <Stack gap="2" data-testid="phrase-list">
        {intent.rows.map((row, index) => (
          <PhraseRow key={row.id} intent={intent} index={index} />
        ))}
      </Stack>
      <Fieldset.ErrorText>{listError}</Fieldset.ErrorText>
      <Button
        variant="outline"
        size="sm"
        alignSelf="flex-start"
        onClick={() => intent.addPhrase()}
        disabled={!intent.canAddPhrase}
      >
        <PlusIcon />
        Add Phrase
      </Button>
    </Fieldset.Root>
  );
}

function PhraseRow({ intent, index }: { intent: IntentForm; index: number }) {
  const { form } = intent;
  const name = `phrases.${index}.text` as const;
  const error = useFieldError(form.control, name);
  return (
    <Field.Root invalid={!!error}>
      <Flex gap="2" w="full">
        <Input
          {...form.register(name, {
            onChange: () => form.clearErrors([`phrases.${index}`, 'phrases.root' as 'phrases']),
          })}
          aria-label={`Training phrase ${index + 1}`}
          maxLength={MAX_PHRASE_LENGTH}
          placeholder="e.g. I want to book an appointment"
          autoComplete="off"
          onKeyDown={intent.onPhraseKeyDown(index)}
        />
        {intent.rows.length > 1 && (
          <IconButton
            variant="ghost"
            aria-label={`Remove training phrase ${index + 1}`}
            onClick={() => intent.removePhrase(index)}
          >
            <CloseIcon />
          </IconButton>
        )}
      </Flex>
      <Field.ErrorText>{error}</Field.ErrorText>
    </Field.Root>
  );
}
