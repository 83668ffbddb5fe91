import { Badge, Box, Button, Flex, Stack, Text } from '@chakra-ui/react';
import { createLabelBody, LABEL_COLOURS, LABEL_LIMITS, type LabelColour } from '@shared/schemas/labels';
import { useState } from 'react';
import { ConfirmDialog } from '../../../components/confirm-dialog';
import { ItemActions } from '../../../components/item-actions';
import { notify } from '../../../components/notify';
import { SectionCard } from '../../../components/section-card';
import { AppDialog } from '../../../components/ui/dialog';
import { SelectField, TextField } from '../../../components/ui/field';
import { FormActions } from '../../../components/ui/form-actions';
import { QueryState } from '../../../components/ui/query-state';
import { type Label, useDeleteLabel, useLabels, useSaveLabel } from '../../../lib/api/labels';
import { serverErrorText } from '../../../lib/api-client';
import { setServerErrors, useFormReset, useZodForm } from '../../../lib/use-zod-form';

const COLOUR_OPTIONS = LABEL_COLOURS.map((c) => ({ value: c, label: c[0].toUpperCase() + c.slice(1) }));

const NEW_LABEL: { name: string; colour: LabelColour } = { name: '', colour: 'blue' };

function LabelDialog(props: { open: boolean; editing: Label | null; onClose(): void }) {
  const form = useZodForm(createLabelBody, NEW_LABEL);
  const save = useSaveLabel();
  useFormReset(form, `${props.open}:${props.editing?.id}`, () =>
    props.editing ? { name: props.editing.name, colour: props.editing.colour } : NEW_LABEL,
  );
  const colour = form.watch('colour');
  const name = form.watch('name');
  const submit = form.handleSubmit(async (values) => {
    try {
      await save.mutateAsync({ ...values, id: props.editing?.id });
      notify.success(props.editing ? 'Label saved' : 'Label added', values.name);
      props.onClose();
    } catch (error) {
      if (!setServerErrors(form, error))
        notify.error('Failed to save the label.', serverErrorText(error, 'Please try again.'));
    }
  });
  return (
    <AppDialog
      open={props.open}
      onClose={props.onClose}
      title={props.editing ? 'Edit label' : 'Add label'}
      closeButton={false}
      onSubmit={() => void submit()}
      busy={save.isPending}
      footer={<FormActions dialog submitLabel="Save" pending={save.isPending} pendingLabel="Saving..." />}
    >
      <Stack gap="4">
        <TextField form={form} name="name" label="Name" required maxLength={LABEL_LIMITS.name} autoComplete="off" />
        <SelectField form={form} name="colour" label="Colour" options={COLOUR_OPTIONS} />
        <Badge alignSelf="flex-start" colorPalette={colour} variant="subtle">
          {name?.trim() || 'Preview'}
        </Badge>
      </Stack>
    </AppDialog>
  );
}

/** Settings → Labels (issue 32 item 5): owners keep the labels agents put on conversations. */
export function LabelsTab() {
  const q = useLabels();
  const remove = useDeleteLabel();
  const [editing, setEditing] = useState<Label | null>(null);
  const [adding, setAdding] = useState(false);
  const [deleting, setDeleting] = useState<Label | null>(null);
  return (
    <SectionCard
      headingId="labels-heading"
      title="Labels"
      level="h2"
      description="Labels your agents put on conversations in the Agent Portal; filter by them there and in Conversations."
      actions={<Button onClick={() => setAdding(true)}>Add label</Button>}
    >
      <QueryState
        query={q}
        loading="Loading labels..."
        failed="We couldn't load the labels. Please try again."
        isEmpty={(d) => d.labels.length === 0}
        empty={<Text color="fg.muted">No labels yet. Add one, e.g. VIP or Billing.</Text>}
      >
        {(data) => (
          <Stack as="ul" gap="2" listStyleType="none" aria-label="Labels">
            {data.labels.map((l) => (
              <Flex as="li" key={l.id} justify="space-between" align="center" borderWidth="1px" borderRadius="md" p="2">
                <Box>
                  <Badge colorPalette={l.colour} variant="subtle">
                    {l.name}
                  </Badge>
                </Box>
                <Flex gap="2">
                  <ItemActions item={l.name} size="xs" onEdit={() => setEditing(l)} onRemove={() => setDeleting(l)} />
                </Flex>
              </Flex>
            ))}
          </Stack>
        )}
      </QueryState>
      <LabelDialog
        open={adding || editing !== null}
        editing={editing}
        onClose={() => {
          setAdding(false);
          setEditing(null);
        }}
      />
      <ConfirmDialog
        open={deleting !== null}
        title="Delete label"
        question={`Delete the label ${deleting?.name ?? ''}? It disappears from every conversation and filter.`}
        confirmLabel="Delete"
        pendingLabel="Deleting..."
        pending={remove.isPending}
        onClose={() => setDeleting(null)}
        onConfirm={async () => {
          if (!deleting) return;
          try {
            await remove.mutateAsync(deleting.id);
            notify.success('Label deleted', deleting.name);
            setDeleting(null);
          } catch (error) {
            notify.error('Failed to delete the label.', serverErrorText(error, 'Please try again.'));
          }
        }}
      />
    </SectionCard>
  );
}
