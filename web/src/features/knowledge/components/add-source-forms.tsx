import { Box, Button, Flex, Input, Stack, Text } from '@chakra-ui/react';
import { addQaInput, addTextInput, addWebsiteInput } from '@shared/schemas/knowledge';
import { type ChangeEvent, useState } from 'react';
import { useFieldArray } from 'react-hook-form';
import { notify } from '../../../components/notify';
import { Field, TextField } from '../../../components/ui/field';
import { serverErrorText, serverFieldErrors } from '../../../lib/api-client';
import { setServerErrors, useZodForm } from '../../../lib/use-zod-form';
import {
  type SourceList,
  UploadRefusedError,
  useAddQa,
  useAddText,
  useAddWebsite,
  useUploadFile,
} from '../api/knowledge';
import { megabytes } from '../knowledge-format';

type Limits = SourceList['limits'];

/** A website: its start page or its sitemap, crawled as a queued job (the list shows its progress). */
export function WebsiteForm({ limits }: { limits: Limits }) {
  const add = useAddWebsite();
  const form = useZodForm(addWebsiteInput, { url: '' });
  const submit = form.handleSubmit(async (body) => {
    try {
      await add.mutateAsync(body);
      form.reset({ url: '' });
      notify.success('Website added', 'Its pages are being read; the list shows the progress.');
    } catch (error) {
      if (!setServerErrors(form, error)) form.setError('url', { message: serverErrorText(error, 'Please try again.') });
    }
  });
  return (
    <form onSubmit={submit} noValidate aria-label="Add a website">
      <Stack gap="3">
        <Field
          label="Website address or sitemap"
          controlId="knowledge-url"
          required
          errorText={form.formState.errors.url?.message}
          helperText={`Pages of the same site, following links from this page (or the sitemap's list), up to ${limits.pages} pages on your plan. Pages robots.txt disallows are skipped.`}
        >
          <Input
            {...form.register('url', { onChange: () => form.clearErrors('url') })}
            type="url"
            inputMode="url"
            placeholder="https://example.com"
            data-testid="knowledge-url-input"
          />
        </Field>
        <Button
          type="submit"
          colorPalette="blue"
          alignSelf="flex-start"
          loading={add.isPending}
          data-testid="knowledge-add-website"
        >
          Add website
        </Button>
      </Stack>
    </form>
  );
}

const FILE_ACCEPT = '.pdf,.docx,.txt,.md,.csv';

/** The message for a refused upload: the field the server named (the name or the size), else its reason. */
function uploadError(error: unknown): string {
  if (error instanceof UploadRefusedError) return error.message;
  const fields = serverFieldErrors(error);
  return fields.size ?? fields.fileName ?? serverErrorText(error, 'The file could not be added. Please try again.');
}

/** A file: picked, checked against the plan's size here and by the server, then uploaded straight to storage. */
export function FileForm({ limits }: { limits: Limits }) {
  const upload = useUploadFile();
  const [error, setError] = useState<string>();
  const onPick = async (event: ChangeEvent<HTMLInputElement>) => {
    const input = event.currentTarget;
    const file = input.files?.[0];
    if (!file) return;
    setError(undefined);
    if (file.size > limits.fileBytes) {
      setError(`${file.name} is ${megabytes(file.size)}; your plan allows files up to ${megabytes(limits.fileBytes)}.`);
      input.value = '';
      return;
    }
    try {
      await upload.mutateAsync(file);
      notify.success('File added', `${file.name} is being read.`);
    } catch (refused) {
      setError(uploadError(refused));
    } finally {
      input.value = '';
    }
  };
  return (
    <Field
      label="File"
      controlId="knowledge-file"
      errorText={error}
      helperText={`PDF, Word (DOCX), text, Markdown, or a CSV with question,answer columns; up to ${megabytes(limits.fileBytes)} on your plan.`}
    >
      <Input
        type="file"
        accept={FILE_ACCEPT}
        onChange={(event) => void onPick(event)}
        disabled={upload.isPending}
        p="1"
        data-testid="knowledge-file-input"
      />
      {upload.isPending && (
        <Text fontSize="sm" color="gray.600" role="status">
          Uploading...
        </Text>
      )}
    </Field>
  );
}

/** Text typed in: a title and the text, ready as soon as it is saved. */
export function TextForm() {
  const add = useAddText();
  const form = useZodForm(addTextInput, { title: '', text: '' });
  const submit = form.handleSubmit(async (body) => {
    try {
      await add.mutateAsync(body);
      form.reset({ title: '', text: '' });
      notify.success('Text added');
    } catch (error) {
      if (!setServerErrors(form, error))
        notify.error('Could not add the text', serverErrorText(error, 'Please try again.'));
    }
  });
  return (
    <form onSubmit={submit} noValidate aria-label="Add text">
      <Stack gap="3">
        <TextField form={form} name="title" id="knowledge-text-title" label="Title" required maxLength={120} />
        <TextField form={form} name="text" id="knowledge-text-body" label="Text" rows={6} required />
        <Button
          type="submit"
          colorPalette="blue"
          alignSelf="flex-start"
          loading={add.isPending}
          data-testid="knowledge-add-text"
        >
          Add text
        </Button>
      </Stack>
    </form>
  );
}

const EMPTY_PAIR = { question: '', answer: '' };

/** Questions and answers typed in, one row each; rows are added and removed before saving. */
export function QaForm() {
  const add = useAddQa();
  const form = useZodForm(addQaInput, { title: 'FAQ', pairs: [EMPTY_PAIR] });
  const rows = useFieldArray({ control: form.control, name: 'pairs' });
  const pairsError = form.formState.errors.pairs?.message ?? form.formState.errors.pairs?.root?.message;
  const submit = form.handleSubmit(async (body) => {
    try {
      await add.mutateAsync(body);
      form.reset({ title: 'FAQ', pairs: [EMPTY_PAIR] });
      notify.success('Questions and answers added');
    } catch (error) {
      if (!setServerErrors(form, error))
        notify.error('Could not add them', serverErrorText(error, 'Please try again.'));
    }
  });
  return (
    <form onSubmit={submit} noValidate aria-label="Add questions and answers">
      <Stack gap="3">
        <TextField form={form} name="title" id="knowledge-qa-title" label="Title" required maxLength={120} />
        <Stack gap="3" role="list" aria-label="Questions and answers">
          {rows.fields.map((row, index) => (
            <Box
              key={row.id}
              role="listitem"
              borderWidth="1px"
              borderColor="gray.200"
              rounded="md"
              p="3"
              data-testid="knowledge-qa-row"
            >
              <Stack gap="2">
                <TextField form={form} name={`pairs.${index}.question`} label={`Question ${index + 1}`} required />
                <TextField form={form} name={`pairs.${index}.answer`} label={`Answer ${index + 1}`} rows={2} required />
                {rows.fields.length > 1 && (
                  <Button
                    size="xs"
                    variant="ghost"
                    colorPalette="red"
                    alignSelf="flex-end"
                    onClick={() => rows.remove(index)}
                  >
                    Remove question {index + 1}
                  </Button>
                )}
              </Stack>
            </Box>
          ))}
        </Stack>
        {pairsError && (
          <Text color="red.600" fontSize="sm" role="alert">
            {pairsError}
          </Text>
        )}
        <Flex gap="2" wrap="wrap">
          <Button variant="outline" onClick={() => rows.append(EMPTY_PAIR)} data-testid="knowledge-qa-add-row">
            Add a question
          </Button>
          <Button type="submit" colorPalette="blue" loading={add.isPending} data-testid="knowledge-add-qa">
            Save questions and answers
          </Button>
        </Flex>
      </Stack>
    </form>
  );
}
