import {
  Button,
  CloseButton,
  Dialog,
  Field,
  Fieldset,
  Flex,
  IconButton,
  Input,
  Portal,
  Stack,
  Switch,
  Text,
  Textarea,
} from '@chakra-ui/react';
import { type FormEvent, type KeyboardEvent, useEffect, useRef, useState } from 'react';
import { MAX_PHRASE_LENGTH, MAX_PHRASES_PER_INTENT } from '../../../../../shared/constants';
import type { Intent } from '../../../../../shared/schemas/intent';
import { notify } from '../../../components/notify';
import { serverErrorText, serverFieldErrors } from '../../../lib/api-client';
import { useCreateIntent, useUpdateIntent } from '../api/intents';
import {
  EMPTY_INTENT_FORM,
  formErrorsFromServer,
  formValuesFromIntent,
  type IntentFormErrors,
  type IntentFormValues,
  validateIntentForm,
} from '../intent-form';
import { CloseIcon, PlusIcon } from './icons';

/** What the dialog is for: a new intent (optionally prefilled, e.g. from an AI suggestion) or an existing one. */
export type IntentEditor = { kind: 'create'; initial?: Partial<IntentFormValues> } | { kind: 'edit'; intent: Intent };

type TextField = 'title' | 'description' | 'category' | 'response';

interface PhraseRow {
  key: number;
  text: string;
}

let nextRowKey = 0;
const toRows = (phrases: string[]): PhraseRow[] => phrases.map((text) => ({ key: nextRowKey++, text }));

function initialValues(editor: IntentEditor): IntentFormValues {
  if (editor.kind === 'edit') return formValuesFromIntent(editor.intent);
  const values = { ...EMPTY_INTENT_FORM, ...editor.initial };
  return { ...values, phrases: values.phrases.length ? values.phrases : [''] };
}

function IntentForm({ editor, onDone }: { editor: IntentEditor; onDone: () => void }) {
  const isEdit = editor.kind === 'edit';
  const [values, setValues] = useState(() => initialValues(editor));
  const [rows, setRows] = useState(() => toRows(initialValues(editor).phrases));
  const [errors, setErrors] = useState<IntentFormErrors>({});
  const [focusRow, setFocusRow] = useState<number | null>(null);
  const rowInputs = useRef(new Map<number, HTMLInputElement>());
  const create = useCreateIntent();
  const update = useUpdateIntent();
  const saving = create.isPending || update.isPending;

  useEffect(() => {
    if (focusRow === null) return;
    rowInputs.current.get(focusRow)?.focus();
    setFocusRow(null);
  }, [focusRow]);

  /** A message goes away as soon as the user edits what it is about. */
  const clearErrors = (...keys: string[]) =>
    setErrors((current) => {
      if (!keys.some((key) => key in current)) return current;
      const next = { ...current };
      for (const key of keys) delete next[key];
      return next;
    });

  const setText = (field: TextField) => (event: { target: { value: string } }) => {
    setValues((current) => ({ ...current, [field]: event.target.value }));
    clearErrors(field);
  };

  const addPhrase = (after = rows.length - 1) => {
    if (rows.length >= MAX_PHRASES_PER_INTENT) return;
    const [row] = toRows(['']);
    setRows((current) => [...current.slice(0, after + 1), row, ...current.slice(after + 1)]);
    setFocusRow(row.key);
  };

  const removePhrase = (index: number) => {
    // A phrase can be removed only while more than one exists (spec part 1 §5).
    if (rows.length <= 1) return;
    const next = rows.filter((_, i) => i !== index);
    setRows(next);
    setErrors({});
    setFocusRow(next[Math.min(index, next.length - 1)].key);
  };

  const onPhraseKeyDown = (index: number) => (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key !== 'Enter' || event.nativeEvent.isComposing) return;
    event.preventDefault();
    addPhrase(index);
  };

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    if (saving) return;
    const phrases = rows.map((row) => row.text);
    const result = validateIntentForm({ ...values, phrases });
    if (!result.ok) {
      setErrors(result.errors);
      return;
    }
    setErrors({});
    const onError = (error: unknown) => {
      setErrors(formErrorsFromServer(serverFieldErrors(error), phrases));
      notify.error(
        isEdit ? 'Failed to update intent' : 'Failed to create intent',
        serverErrorText(error, 'Please try again.'),
      );
    };
    if (editor.kind === 'edit') {
      update.mutate(
        { id: editor.intent.id, input: result.payload },
        {
          onSuccess: (intent) => {
            notify.success('Intent updated', `"${intent?.title ?? result.payload.title}" was saved.`);
            onDone();
          },
          onError,
        },
      );
    } else {
      create.mutate(result.payload, {
        onSuccess: (intent) => {
          notify.success('Intent created', `"${intent?.title ?? result.payload.title}" is ready to train your AI.`);
          onDone();
        },
        onError,
      });
    }
  };

  return (
    <Dialog.Content asChild>
      <form onSubmit={onSubmit} noValidate aria-busy={saving}>
        <Dialog.Header>
          <Dialog.Title>{isEdit ? 'Edit Intent' : 'Add New Intent'}</Dialog.Title>
        </Dialog.Header>
        <Dialog.Body>
          <Stack gap="4">
            <Field.Root required invalid={!!errors.title}>
              <Field.Label>
                Intent Title <Field.RequiredIndicator />
              </Field.Label>
              <Input
                name="title"
                value={values.title}
                onChange={setText('title')}
                placeholder="e.g. Book an appointment"
                maxLength={120}
                autoComplete="off"
              />
              <Field.ErrorText>{errors.title}</Field.ErrorText>
            </Field.Root>

            <Field.Root required invalid={!!errors.description}>
              <Field.Label>
                Description <Field.RequiredIndicator />
              </Field.Label>
              <Textarea
                name="description"
                rows={2}
                value={values.description}
                onChange={setText('description')}
                placeholder="What the customer wants when they say this"
                maxLength={1000}
              />
              <Field.ErrorText>{errors.description}</Field.ErrorText>
            </Field.Root>

            <Field.Root invalid={!!errors.category}>
              <Field.Label>Category</Field.Label>
              <Input
                name="category"
                value={values.category}
                onChange={setText('category')}
                placeholder="e.g. appointments (optional)"
                maxLength={60}
                autoComplete="off"
              />
              <Field.ErrorText>{errors.category}</Field.ErrorText>
            </Field.Root>

            <Fieldset.Root invalid={!!errors.phrases}>
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
                {rows.map((row, index) => (
                  <Field.Root key={row.key} invalid={!!errors[`phrases.${index}`]}>
                    <Flex gap="2" w="full">
                      <Input
                        ref={(element) => {
                          if (element) rowInputs.current.set(row.key, element);
                          else rowInputs.current.delete(row.key);
                        }}
                        aria-label={`Training phrase ${index + 1}`}
                        value={row.text}
                        maxLength={MAX_PHRASE_LENGTH}
                        placeholder="e.g. I want to book an appointment"
                        autoComplete="off"
                        onChange={(event) => {
                          setRows((current) =>
                            current.map((r) => (r.key === row.key ? { ...r, text: event.target.value } : r)),
                          );
                          clearErrors('phrases', `phrases.${index}`);
                        }}
                        onKeyDown={onPhraseKeyDown(index)}
                      />
                      {rows.length > 1 && (
                        <IconButton
                          variant="ghost"
                          aria-label={`Remove training phrase ${index + 1}`}
                          onClick={() => removePhrase(index)}
                        >
                          <CloseIcon />
                        </IconButton>
                      )}
                    </Flex>
                    <Field.ErrorText>{errors[`phrases.${index}`]}</Field.ErrorText>
                  </Field.Root>
                ))}
              </Stack>
              <Fieldset.ErrorText>{errors.phrases}</Fieldset.ErrorText>
              <Button
                variant="outline"
                size="sm"
                alignSelf="flex-start"
                onClick={() => addPhrase()}
                disabled={rows.length >= MAX_PHRASES_PER_INTENT}
              >
                <PlusIcon />
                Add Phrase
              </Button>
            </Fieldset.Root>

            <Field.Root required invalid={!!errors.response}>
              <Field.Label>
                AI Response <Field.RequiredIndicator />
              </Field.Label>
              <Textarea
                name="response"
                rows={4}
                value={values.response}
                onChange={setText('response')}
                placeholder="How the AI agent should answer"
                maxLength={2000}
              />
              <Field.ErrorText>{errors.response}</Field.ErrorText>
            </Field.Root>

            <Stack gap="3">
              <Switch.Root
                colorPalette="red"
                checked={values.requiresEscalation}
                onCheckedChange={(event) => setValues((current) => ({ ...current, requiresEscalation: event.checked }))}
              >
                <Switch.HiddenInput />
                <Switch.Control>
                  <Switch.Thumb />
                </Switch.Control>
                <Switch.Label>Requires human escalation</Switch.Label>
              </Switch.Root>
              <Text fontSize="xs" color="gray.600" mt="-1">
                After this answer the chat goes to a person, even with Human escalation off in AI Config.
              </Text>
              <Switch.Root
                colorPalette="green"
                checked={values.isActive}
                onCheckedChange={(event) => setValues((current) => ({ ...current, isActive: event.checked }))}
              >
                <Switch.HiddenInput />
                <Switch.Control>
                  <Switch.Thumb />
                </Switch.Control>
                <Switch.Label>Active</Switch.Label>
              </Switch.Root>
              <Text fontSize="xs" color="gray.600" mt="-1">
                Inactive intents are not used to answer customers and cannot be synced.
              </Text>
            </Stack>
          </Stack>
        </Dialog.Body>
        <Dialog.Footer>
          <Dialog.ActionTrigger asChild>
            <Button variant="outline" disabled={saving}>
              Cancel
            </Button>
          </Dialog.ActionTrigger>
          <Button type="submit" colorPalette="blue" loading={saving} loadingText="Saving...">
            {isEdit ? 'Update Intent' : 'Create Intent'}
          </Button>
        </Dialog.Footer>
        <Dialog.CloseTrigger asChild>
          <CloseButton size="sm" aria-label="Close" />
        </Dialog.CloseTrigger>
      </form>
    </Dialog.Content>
  );
}

/** The Add New Intent / Edit Intent dialog (spec part 1 §2, §5); a fresh form each time it opens. */
export function IntentFormDialog({
  open,
  editor,
  formKey,
  onOpenChange,
}: {
  open: boolean;
  editor: IntentEditor;
  /** Changes every time the dialog is opened, so the form starts from the editor's values. */
  formKey: number;
  onOpenChange: (open: boolean) => void;
}) {
  return (
    <Dialog.Root
      open={open}
      onOpenChange={(event) => onOpenChange(event.open)}
      size={{ base: 'full', md: 'lg' }}
      scrollBehavior="inside"
      lazyMount
      unmountOnExit
    >
      <Portal>
        <Dialog.Backdrop />
        <Dialog.Positioner>
          <IntentForm key={formKey} editor={editor} onDone={() => onOpenChange(false)} />
        </Dialog.Positioner>
      </Portal>
    </Dialog.Root>
  );
}
