import { Box, Button, Checkbox, Input, Link, Progress, Stack, Text, Textarea } from '@chakra-ui/react';
import { fieldErrors } from '@shared/field-errors';
import { intentInputSchema } from '@shared/schemas/intent';
import { useState } from 'react';
import { Field } from '../../../components/ui/field-frame';
import { QueryState } from '../../../components/ui/query-state';
import { serverErrorText, serverFieldErrors } from '../../../lib/api-client';
import type { IntentPayload } from '../api/intents';
import {
  type AcceptIntentDraftsResponse,
  type IntentDraft,
  type IntentDraftsResponse,
  useAcceptIntentDrafts,
  useIntentDrafts,
} from '../api/knowledge-drafts';
import { PlusIcon } from './icons';
import { SelectionBar } from './suggestion-checklist';
import { SuggestionsDialog } from './suggestions-dialog';

/** A draft as the trainer edits it: phrases one a line. */
interface Row {
  draft: IntentDraft;
  selected: boolean;
  title: string;
  phrases: string;
  response: string;
}

type RowErrors = Partial<Record<'title' | 'phrases' | 'response' | 'description', string>>;

export const addIntentsLabel = (count: number) => `Add ${count} ${count === 1 ? 'intent' : 'intents'}`;

const rowOf = (draft: IntentDraft): Row => ({
  draft,
  selected: true,
  title: draft.title,
  phrases: draft.phrases.join('\n'),
  response: draft.response,
});

export function toPayload(row: Row): IntentPayload {
  return {
    title: row.title.trim(),
    description: row.draft.description,
    phrases: row.phrases
      .split('\n')
      .map((p) => p.trim())
      .filter(Boolean),
    response: row.response.trim(),
    requiresEscalation: false,
    isActive: true,
  };
}

/** The intent form's own rules (the schema the server parses with), per field of a row; a phrase's error names the list. */
function rowErrors(row: Row): RowErrors {
  const parsed = intentInputSchema.safeParse(toPayload(row));
  if (parsed.success) return {};
  const out: RowErrors = {};
  for (const [path, message] of Object.entries(fieldErrors(parsed.error))) {
    const field = path.split('.')[0] as keyof RowErrors;
    out[field] ??= message;
  }
  return out;
}

/** The rows among `indexes` that the intent rules refuse, with their messages. */
const invalidRows = (rows: readonly Row[], indexes: Iterable<number>): Record<number, RowErrors> =>
  Object.fromEntries(
    [...indexes].map((index) => [index, rowErrors(rows[index])] as const).filter(([, e]) => Object.keys(e).length > 0),
  );

/**
 * "Draft from knowledge": the questions of the tenant's FAQ pages and Q&A that no intent answers yet, as
 * intents to review — each ticked at first, its title, phrases and answer editable — and "Add N intents"
 * creates the ticked ones at once (all or none: a limit or a bad field refuses the batch and says which).
 * Like AI Enhance's suggestions (SuggestionsDialog): nothing is saved unasked.
 */
export function KnowledgeDraftsDialog({ open, onClose }: { open: boolean; onClose: () => void }) {
  const drafts = useIntentDrafts(open);
  return (
    <SuggestionsDialog
      open={open}
      onClose={onClose}
      title="Draft intents from knowledge"
      size="xl"
      gap="4"
      description="Questions from your FAQ pages and Q&A that no intent answers yet. Edit them, untick any you don't want, then add them as intents."
    >
      {open && (
        <QueryState
          query={drafts}
          loading="Reading your FAQ pages and Q&A..."
          failed="We couldn't draft intents from your knowledge. Please try again."
        >
          {(data) => <DraftList key={data.drafts.map((d) => d.key).join('\n')} data={data} />}
        </QueryState>
      )}
    </SuggestionsDialog>
  );
}

function DraftList({ data }: { data: IntentDraftsResponse }) {
  const [rows, setRows] = useState<Row[]>(() => data.drafts.map(rowOf));
  // a draft the intent rules refuse as drafted (an answer of a few words) says so at once, not on Add
  const [errors, setErrors] = useState<Record<number, RowErrors>>(() => invalidRows(rows, rows.keys()));
  const [result, setResult] = useState<AcceptIntentDraftsResponse | null>(null);
  const [failure, setFailure] = useState<string | null>(null);
  const accept = useAcceptIntentDrafts();

  if (rows.length === 0 && !result) return <Empty data={data} />;

  const chosen = rows.flatMap((row, index) => (row.selected ? [index] : []));
  const edit = (index: number, patch: Partial<Row>) => {
    setRows((current) => current.map((row, i) => (i === index ? { ...row, ...patch } : row)));
    setErrors(({ [index]: _, ...rest }) => rest);
  };
  const selectAll = (on: boolean) => setRows((current) => current.map((row) => ({ ...row, selected: on })));

  const onAccept = () => {
    setFailure(null);
    const found = invalidRows(rows, chosen);
    setErrors(found);
    if (Object.keys(found).length > 0) {
      setFailure('Some drafts need a fix before they can be added: see the messages under them.');
      return;
    }
    accept.mutate(
      chosen.map((index) => toPayload(rows[index])),
      {
        onSuccess: (answer) => {
          setResult(answer);
          setErrors({});
          // what was created (or skipped) leaves the list; the unticked drafts stay for later
          setRows((current) => current.filter((row) => !row.selected));
        },
        onError: (error) => {
          // the server names a field as intents.{position in the batch}.{field}
          const byRow: Record<number, RowErrors> = {};
          for (const [path, message] of Object.entries(serverFieldErrors(error))) {
            const [, position, field] = path.split('.');
            const index = chosen[Number(position)];
            if (index !== undefined && field) byRow[index] = { ...byRow[index], [field]: message };
          }
          setErrors(byRow);
          setFailure(serverErrorText(error, 'The intents could not be added. Please try again.'));
        },
      },
    );
  };

  return (
    <Stack gap="4">
      <Text fontSize="sm" color="gray.600" data-testid="knowledge-drafts-note">
        {data.phrasesBy === 'generated'
          ? 'Training phrases were written by AI from each question. Check them before you add them.'
          : 'Each draft has the question and a few rewrites of it. More phrases, in your customers’ own words, make the agent better: add some here or later.'}
        {data.covered > 0 &&
          ` ${data.covered} ${data.covered === 1 ? 'question already has an intent' : 'questions already have intents'} and ${data.covered === 1 ? 'is' : 'are'} left out.`}
        {data.remaining > 0 && ` ${data.remaining} more will be drafted after you add these.`}
      </Text>

      {result && <Result result={result} />}

      {rows.length > 0 && (
        <>
          <Stack as="ul" gap="3" listStyleType="none">
            {rows.map((row, index) => (
              <DraftRow
                key={row.draft.key}
                row={row}
                errors={errors[index] ?? {}}
                disabled={accept.isPending}
                onChange={(patch) => edit(index, patch)}
              />
            ))}
          </Stack>
          {accept.isPending && (
            <Progress.Root value={null} size="xs" colorPalette="purple" aria-label="Adding intents">
              <Progress.Track>
                <Progress.Range />
              </Progress.Track>
            </Progress.Root>
          )}
          {failure && (
            <Text role="alert" color="red.600" fontSize="sm">
              {failure}
            </Text>
          )}
          {/* stays in view at the foot of the scrolling list: what is ticked and the one action */}
          <SelectionBar
            chosen={chosen.length}
            total={rows.length}
            disabled={accept.isPending}
            onAll={() => selectAll(true)}
            onNone={() => selectAll(false)}
            position="sticky"
            bottom="-6"
            bg="white"
            py="3"
            borderTopWidth="1px"
            borderColor="gray.200"
          >
            <Button
              colorPalette="purple"
              size="sm"
              ms="auto"
              data-testid="knowledge-drafts-accept"
              disabled={chosen.length === 0}
              loading={accept.isPending}
              loadingText={`Adding ${chosen.length}...`}
              onClick={onAccept}
            >
              <PlusIcon />
              {addIntentsLabel(chosen.length)}
            </Button>
          </SelectionBar>
        </>
      )}
    </Stack>
  );
}

function DraftRow({
  row,
  errors,
  disabled,
  onChange,
}: {
  row: Row;
  errors: RowErrors;
  disabled: boolean;
  onChange: (patch: Partial<Row>) => void;
}) {
  const { draft } = row;
  return (
    <Box
      as="li"
      data-testid="knowledge-draft-row"
      borderWidth="1px"
      borderColor={row.selected ? 'purple.200' : 'gray.200'}
      rounded="md"
      p="3"
    >
      <Stack gap="2">
        <Checkbox.Root
          size="sm"
          checked={row.selected}
          disabled={disabled}
          onCheckedChange={(event) => onChange({ selected: event.checked === true })}
          alignItems="flex-start"
        >
          <Checkbox.HiddenInput />
          <Checkbox.Control mt="0.5" />
          <Checkbox.Label fontWeight="semibold" wordBreak="break-word">
            Add “{row.title || draft.title}”
          </Checkbox.Label>
        </Checkbox.Root>
        <Text fontSize="xs" color="gray.600" wordBreak="break-word">
          From{' '}
          {draft.source.url ? (
            <Link href={draft.source.url} target="_blank" rel="noreferrer" color="purple.700">
              {draft.source.title}
            </Link>
          ) : (
            draft.source.title
          )}
        </Text>
        {row.selected && (
          <>
            <Field label="Title" errorText={errors.title}>
              <Input
                size="sm"
                value={row.title}
                disabled={disabled}
                onChange={(event) => onChange({ title: event.target.value })}
              />
            </Field>
            <Field label="Training phrases" helperText="One per line." errorText={errors.phrases}>
              <Textarea
                size="sm"
                rows={Math.min(6, Math.max(2, row.phrases.split('\n').length))}
                value={row.phrases}
                disabled={disabled}
                onChange={(event) => onChange({ phrases: event.target.value })}
              />
            </Field>
            <Field label="Response" errorText={errors.response ?? errors.description}>
              <Textarea
                size="sm"
                rows={3}
                value={row.response}
                disabled={disabled}
                onChange={(event) => onChange({ response: event.target.value })}
              />
            </Field>
          </>
        )}
      </Stack>
    </Box>
  );
}

function Result({ result }: { result: AcceptIntentDraftsResponse }) {
  const created = result.created.length;
  return (
    <Box role="status" bg="green.50" borderWidth="1px" borderColor="green.200" rounded="md" p="3" fontSize="sm">
      <Text fontWeight="semibold">
        {created === 0
          ? 'No intents were added.'
          : `Added ${created} ${created === 1 ? 'intent' : 'intents'}: ${result.created.map((i) => i.title).join(', ')}.`}
      </Text>
      {result.skipped.length > 0 && (
        <Stack as="ul" gap="1" mt="2" listStyleType="disc" ps="5">
          {result.skipped.map((s) => (
            <li key={s.index}>
              Skipped “{s.title}”: {s.detail}.
            </li>
          ))}
        </Stack>
      )}
    </Box>
  );
}

function Empty({ data }: { data: IntentDraftsResponse }) {
  return (
    <Box textAlign="center" py="6" role="status" data-testid="knowledge-drafts-empty">
      <Text fontWeight="semibold">No new questions to draft</Text>
      <Text fontSize="sm" color="gray.600">
        {data.covered > 0
          ? `Every question in your knowledge (${data.covered}) already has an intent.`
          : 'Your knowledge has no questions with answers yet. Add an FAQ page, a Q&A CSV file or typed questions and answers in the Knowledge tab.'}
      </Text>
    </Box>
  );
}
