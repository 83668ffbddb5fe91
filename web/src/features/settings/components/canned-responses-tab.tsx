import { Box, Button, Flex, Stack, Text } from '@chakra-ui/react';
import { TEMPLATE_FIELDS } from '@shared/canned-template';
import { CANNED_LIMITS, type CannedResponseInput, cannedResponseBody } from '@shared/schemas/canned-responses';
import { useState } from 'react';
import { ConfirmDialog } from '../../../components/confirm-dialog';
import { ItemActions } from '../../../components/item-actions';
import { notify } from '../../../components/notify';
import { SectionCard } from '../../../components/section-card';
import { AppDialog } from '../../../components/ui/dialog';
import { TextField } from '../../../components/ui/field';
import { FormActions } from '../../../components/ui/form-actions';
import { QueryState } from '../../../components/ui/query-state';
import {
  type CannedResponse,
  useCannedResponses,
  useDeleteCannedResponse,
  useSaveCannedResponse,
} from '../../../lib/api/canned-responses';
import { serverErrorText } from '../../../lib/api-client';
import { setServerErrors, useFormReset, useZodForm } from '../../../lib/use-zod-form';

const EMPTY: CannedResponseInput = { title: '', shortcut: '', text: '' };

function CannedDialog(props: { open: boolean; editing: CannedResponse | null; onClose(): void }) {
  const form = useZodForm(cannedResponseBody, EMPTY);
  const save = useSaveCannedResponse();
  useFormReset(form, `${props.open}:${props.editing?.id}`, () =>
    props.editing ? { title: props.editing.title, shortcut: props.editing.shortcut, text: props.editing.text } : EMPTY,
  );
  const submit = form.handleSubmit(async (values) => {
    try {
      await save.mutateAsync({ ...values, id: props.editing?.id });
      notify.success(props.editing ? 'Canned response saved' : 'Canned response added', `/${values.shortcut}`);
      props.onClose();
    } catch (error) {
      if (!setServerErrors(form, error)) notify.error('Failed to save.', serverErrorText(error, 'Please try again.'));
    }
  });
  return (
    <AppDialog
      open={props.open}
      onClose={props.onClose}
      title={props.editing ? 'Edit canned response' : 'Add canned response'}
      closeButton={false}
      onSubmit={() => void submit()}
      busy={save.isPending}
      size="lg"
      footer={<FormActions dialog submitLabel="Save" pending={save.isPending} pendingLabel="Saving..." />}
    >
      <Stack gap="4">
        <TextField form={form} name="title" label="Title" required maxLength={CANNED_LIMITS.title} />
        <TextField
          form={form}
          name="shortcut"
          label="Shortcut"
          required
          maxLength={CANNED_LIMITS.shortcut}
          helperText="Agents type / and this in the reply box, e.g. refund"
          autoComplete="off"
        />
        <TextField
          form={form}
          name="text"
          label="Text"
          required
          rows={5}
          maxLength={CANNED_LIMITS.text}
          helperText={`Fields filled from the visitor's details: ${TEMPLATE_FIELDS.map((f) => `{{${f}}}`).join(' ')} (empty when unknown)`}
        />
      </Stack>
    </AppDialog>
  );
}

/**
 * Settings → Canned Responses (issue 32 item 3): owners and trainers keep the replies agents insert with
 * `/shortcut` in the Agent Portal.
 */
export function CannedResponsesTab() {
  const q = useCannedResponses();
  const remove = useDeleteCannedResponse();
  const [editing, setEditing] = useState<CannedResponse | null>(null);
  const [adding, setAdding] = useState(false);
  const [deleting, setDeleting] = useState<CannedResponse | null>(null);
  return (
    <SectionCard
      headingId="canned-heading"
      title="Canned responses"
      level="h2"
      description="Saved replies your agents insert by typing / and the shortcut in the Agent Portal's reply box."
      actions={<Button onClick={() => setAdding(true)}>Add canned response</Button>}
    >
      <QueryState
        query={q}
        loading="Loading canned responses..."
        failed="We couldn't load the canned responses. Please try again."
        isEmpty={(d) => d.cannedResponses.length === 0}
        empty={<Text color="fg.muted">No canned responses yet. Add one, e.g. /refund for your refund policy.</Text>}
      >
        {(data) => (
          <Stack as="ul" gap="3" listStyleType="none" aria-label="Canned responses">
            {data.cannedResponses.map((c) => (
              <Box as="li" key={c.id} borderWidth="1px" borderRadius="md" p="3" data-testid="canned-response">
                <Flex justify="space-between" gap="3" align="flex-start">
                  <Box minW="0">
                    <Text fontWeight="semibold">
                      /{c.shortcut}{' '}
                      <Text as="span" fontWeight="normal" color="fg.muted">
                        {c.title}
                      </Text>
                    </Text>
                    <Text fontSize="sm" whiteSpace="pre-wrap" lineClamp={3}>
                      {c.text}
                    </Text>
                  </Box>
                  <Flex gap="2" flexShrink={0}>
                    <ItemActions
                      item={`/${c.shortcut}`}
                      size="sm"
                      onEdit={() => setEditing(c)}
                      onRemove={() => setDeleting(c)}
                    />
                  </Flex>
                </Flex>
              </Box>
            ))}
          </Stack>
        )}
      </QueryState>
      <CannedDialog
        open={adding || editing !== null}
        editing={editing}
        onClose={() => {
          setAdding(false);
          setEditing(null);
        }}
      />
      <ConfirmDialog
        open={deleting !== null}
        title="Delete canned response"
        question={`Delete /${deleting?.shortcut ?? ''}? Agents can no longer insert it.`}
        confirmLabel="Delete"
        pendingLabel="Deleting..."
        pending={remove.isPending}
        onClose={() => setDeleting(null)}
        onConfirm={async () => {
          if (!deleting) return;
          try {
            await remove.mutateAsync(deleting.id);
            notify.success('Canned response deleted', `/${deleting.shortcut}`);
            setDeleting(null);
          } catch (error) {
            notify.error('Failed to delete.', serverErrorText(error, 'Please try again.'));
          }
        }}
      />
    </SectionCard>
  );
}
