import { MAX_PHRASES_PER_INTENT } from '@shared/constants';
import type { Intent } from '@shared/schemas/intent';
import { type KeyboardEvent, useEffect, useState } from 'react';
import { useFieldArray } from 'react-hook-form';
import { notify } from '../../../components/notify';
import { serverErrorText } from '../../../lib/api-client';
import { setServerErrors, useFormReset, useZodForm } from '../../../lib/use-zod-form';
import { useCreateIntent, useUpdateIntent } from '../api/intents';
import {
  EMPTY_INTENT_FORM,
  formErrorKey,
  formValuesFromIntent,
  type IntentFormValues,
  intentFormSchema,
  rowsErrorPath,
  toFormRows,
} from '../intent-form';

/** What the dialog is for: a new intent (optionally prefilled, e.g. from an AI suggestion) or an existing one. */
export type IntentEditor = { kind: 'create'; initial?: Partial<IntentFormValues> } | { kind: 'edit'; intent: Intent };

function initialValues(editor: IntentEditor): IntentFormValues {
  if (editor.kind === 'edit') return formValuesFromIntent(editor.intent);
  const values = { ...EMPTY_INTENT_FORM, ...editor.initial };
  return { ...values, phrases: values.phrases.length ? values.phrases : [''] };
}

/**
 * The Add/Edit Intent form: the fields, the phrase rows (Enter in a row adds one after it and moves
 * there; a phrase can be removed only while more than one exists, spec part 1 §5), and the save, whose
 * field errors land on the rows they are about.
 */
export function useIntentForm(editor: IntentEditor, formKey: number, onDone: () => void) {
  const isEdit = editor.kind === 'edit';
  const form = useZodForm(intentFormSchema, toFormRows(initialValues(editor)));
  useFormReset(form, formKey, () => toFormRows(initialValues(editor)));
  const phrases = useFieldArray({ control: form.control, name: 'phrases' });
  const create = useCreateIntent();
  const update = useUpdateIntent();
  const saving = create.isPending || update.isPending;
  const [focusRow, setFocusRow] = useState<number | null>(null);

  useEffect(() => {
    if (focusRow === null) return;
    form.setFocus(`phrases.${focusRow}.text`);
    setFocusRow(null);
  }, [focusRow, form]);

  const addPhrase = (after = phrases.fields.length - 1) => {
    if (phrases.fields.length >= MAX_PHRASES_PER_INTENT) return;
    phrases.insert(after + 1, { text: '' });
  };

  const removePhrase = (index: number) => {
    if (phrases.fields.length <= 1) return;
    phrases.remove(index);
    form.clearErrors();
    setFocusRow(Math.min(index, phrases.fields.length - 2));
  };

  const onPhraseKeyDown = (index: number) => (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key !== 'Enter' || event.nativeEvent.isComposing) return;
    event.preventDefault();
    addPhrase(index);
  };

  const submit = form.handleSubmit((payload) => {
    if (saving) return;
    const sentRows = form.getValues('phrases').map((row) => row.text);
    const onError = (error: unknown) => {
      setServerErrors(form, error, (path) => rowsErrorPath(formErrorKey(path, sentRows)));
      notify.error(
        isEdit ? 'Failed to update intent' : 'Failed to create intent',
        serverErrorText(error, 'Please try again.'),
      );
    };
    const onSaved = (title: string, detail: string) => {
      notify.success(title, detail);
      onDone();
    };
    if (editor.kind === 'edit') {
      update.mutate(
        { id: editor.intent.id, input: payload },
        {
          onSuccess: (intent) => onSaved('Intent updated', `"${intent?.title ?? payload.title}" was saved.`),
          onError,
        },
      );
    } else {
      create.mutate(payload, {
        onSuccess: (intent) =>
          onSaved('Intent created', `"${intent?.title ?? payload.title}" is ready to train your AI.`),
        onError,
      });
    }
  });

  return {
    form,
    isEdit,
    saving,
    submit,
    rows: phrases.fields,
    canAddPhrase: phrases.fields.length < MAX_PHRASES_PER_INTENT,
    addPhrase,
    removePhrase,
    onPhraseKeyDown,
  };
}
