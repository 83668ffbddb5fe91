import { Button, Dialog, Field, Input, Portal, Stack, Textarea } from '@chakra-ui/react';
import { visibleLength } from '@shared/schemas/common';
import { MANUAL_LEAD_SOURCES, MAX_NOTES_CHARS } from '@shared/schemas/leads';
import { type FormEvent, useEffect, useState } from 'react';
import { notify } from '../../../components/notify';
import { SelectControl } from '../../../components/ui/field-frame';
import { serverErrorText, serverFieldErrors } from '../../../lib/api-client';
import { type NewLead, useCreateLead } from '../api/leads';
import { SOURCE_LABELS } from './labels';

const SOURCE_OPTIONS = MANUAL_LEAD_SOURCES.map((s) => ({ value: s, label: SOURCE_LABELS[s] }));

const EMPTY = { name: '', email: '', phone: '', company: '', source: 'manual_entry', notes: '' } as const;
type Values = { [K in keyof typeof EMPTY]: string };
const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

/** Add Lead (spec §2.2; DESIGN §8: it saves): name ≥ 2, a valid email when given, the five manual sources. */
export function AddLeadDialog({ open, onClose }: { open: boolean; onClose(): void }) {
  const [values, setValues] = useState<Values>({ ...EMPTY });
  const [errors, setErrors] = useState<Record<string, string>>({});
  const create = useCreateLead();
  useEffect(() => {
    if (open) {
      setValues({ ...EMPTY });
      setErrors({});
    }
  }, [open]);

  const set = (k: keyof Values) => (e: { target: { value: string } }) =>
    setValues((v) => ({ ...v, [k]: e.target.value }));
  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const local: Record<string, string> = {};
    if (visibleLength(values.name) < 2) local.name = 'Name must be at least 2 characters';
    if (values.email.trim() && !EMAIL.test(values.email.trim())) local.email = 'Invalid email address';
    if (values.notes.length > MAX_NOTES_CHARS) local.notes = `Notes must be at most ${MAX_NOTES_CHARS} characters`;
    setErrors(local);
    if (Object.keys(local).length) return;
    try {
      const r = await create.mutateAsync(values as NewLead);
      notify.success('Lead added', `${r.lead.name} was added to your leads.`);
      onClose();
    } catch (error) {
      setErrors(serverFieldErrors(error));
      notify.error('Failed to add lead', serverErrorText(error, 'Please try again.'));
    }
  };
  const text = (k: 'name' | 'email' | 'phone' | 'company', label: string, type = 'text', required = false) => (
    <Field.Root required={required} invalid={Boolean(errors[k])}>
      <Field.Label>
        {label} {required && <Field.RequiredIndicator />}
      </Field.Label>
      <Input name={k} type={type} value={values[k]} onChange={set(k)} maxLength={k === 'company' ? 120 : 100} />
      <Field.ErrorText>{errors[k]}</Field.ErrorText>
    </Field.Root>
  );
  return (
    <Dialog.Root open={open} onOpenChange={(e) => !e.open && onClose()} placement="center">
      <Portal>
        <Dialog.Backdrop />
        <Dialog.Positioner px="4">
          <Dialog.Content asChild>
            <form onSubmit={submit} noValidate>
              <Dialog.Header>
                <Dialog.Title>Add Lead</Dialog.Title>
              </Dialog.Header>
              <Dialog.Body>
                <Stack gap="3">
                  {text('name', 'Name', 'text', true)}
                  {text('email', 'Email', 'email')}
                  {text('phone', 'Phone', 'tel')}
                  {text('company', 'Company')}
                  <Field.Root>
                    <Field.Label>Source</Field.Label>
                    <SelectControl
                      name="source"
                      value={values.source}
                      onChange={set('source')}
                      options={SOURCE_OPTIONS}
                    />
                  </Field.Root>
                  <Field.Root invalid={Boolean(errors.notes)}>
                    <Field.Label>Notes</Field.Label>
                    <Textarea name="notes" value={values.notes} onChange={set('notes')} rows={3} />
                    <Field.ErrorText>{errors.notes}</Field.ErrorText>
                  </Field.Root>
                </Stack>
              </Dialog.Body>
              <Dialog.Footer>
                <Button variant="outline" onClick={onClose} type="button">
                  Cancel
                </Button>
                <Button type="submit" loading={create.isPending} loadingText="Saving...">
                  Save lead
                </Button>
              </Dialog.Footer>
            </form>
          </Dialog.Content>
        </Dialog.Positioner>
      </Portal>
    </Dialog.Root>
  );
}
