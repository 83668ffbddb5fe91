import { profileUpdateSchema } from '@shared/schemas/settings';
import { act, renderHook, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import * as z from 'zod';
import { ApiError } from '../../lib/api-client';
import { setServerErrors, useZodForm } from '../../lib/use-zod-form';
import { renderWithApp } from '../../test-utils';
import { AppDialog } from './dialog';
import { Field, SelectField, SwitchField, TextField } from './field';
import { FormActions } from './form-actions';

const badRequest = (fields: Record<string, string>) =>
  new ApiError(400, 'Bad Request', JSON.stringify({ error: { code: 'VALIDATION', message: 'Invalid', fields } }));

const noteSchema = z.object({
  title: z.string().trim().min(1, 'Title is required'),
  kind: z.enum(['a', 'b']),
  pinned: z.boolean(),
});

/** A dialog form as a screen builds it from the kit. */
function NoteDialog(props: { onSave(values: z.output<typeof noteSchema>): Promise<void>; onClose?(): void }) {
  const [open, setOpen] = useState(true);
  const form = useZodForm(noteSchema, { title: '', kind: 'a', pinned: false });
  const [pending, setPending] = useState(false);
  const close = () => {
    setOpen(false);
    props.onClose?.();
  };
  return (
    <AppDialog
      open={open}
      onClose={close}
      title="Add Note"
      description="Notes are private."
      size="lg"
      onSubmit={form.handleSubmit(async (values) => {
        setPending(true);
        try {
          await props.onSave(values);
          close();
        } catch (error) {
          setServerErrors(form, error);
        } finally {
          setPending(false);
        }
      })}
      busy={pending}
      footer={<FormActions dialog submitLabel="Save Note" pending={pending} pendingLabel="Saving..." />}
    >
      <TextField form={form} name="title" label="Title" required helperText="A few words" />
      <SelectField
        form={form}
        name="kind"
        label="Kind"
        options={[
          { value: 'a', label: 'A' },
          { value: 'b', label: 'B' },
        ]}
      />
      <SwitchField form={form} name="pinned" label="Pinned" helperText="Shown first" />
      {form.formState.errors.root?.server && <p role="alert">{form.formState.errors.root.server.message}</p>}
    </AppDialog>
  );
}

describe('AppDialog + FormActions', () => {
  it('shows the title, description, body and footer, and closes with the × and with Cancel', async () => {
    const user = userEvent.setup();
    const onClose = vi.fn();
    renderWithApp(<NoteDialog onSave={async () => {}} onClose={onClose} />);
    const dialog = await screen.findByRole('dialog', { name: 'Add Note' });
    expect(dialog).toHaveAccessibleDescription('Notes are private.');
    expect(within(dialog).getByRole('textbox', { name: 'Title' })).toBeRequired();
    await user.click(within(dialog).getByRole('button', { name: 'Close' }));
    expect(onClose).toHaveBeenCalledTimes(1);
  });

  it('Cancel closes the dialog', async () => {
    const user = userEvent.setup();
    const onClose = vi.fn();
    renderWithApp(<NoteDialog onSave={async () => {}} onClose={onClose} />);
    await user.click(await screen.findByRole('button', { name: 'Cancel' }));
    expect(onClose).toHaveBeenCalledTimes(1);
  });

  // (where focus lands is left to the browser tests: jsdom's focus trap does not move it)
  it('an alert dialog asks with its actions only', async () => {
    function Confirm() {
      const [ref] = useState(() => ({ current: null as HTMLButtonElement | null }));
      return (
        <AppDialog
          open
          onClose={() => {}}
          role="alertdialog"
          title="Delete?"
          closeButton={false}
          initialFocus={ref}
          footer={
            <FormActions
              dialog
              cancelRef={(el) => {
                ref.current = el;
              }}
              submitLabel="Delete"
              colorPalette="red"
              onSubmit={() => {}}
              pending={false}
            />
          }
        />
      );
    }
    renderWithApp(<Confirm />);
    const dialog = await screen.findByRole('alertdialog', { name: 'Delete?' });
    expect(within(dialog).queryByRole('button', { name: 'Close' })).not.toBeInTheDocument();
    expect(within(dialog).getByRole('button', { name: 'Delete' })).toBeEnabled();
  });
});

describe('useZodForm + the bound fields', () => {
  it("shows the schema's message under the field on submit, and clears it when the field is edited", async () => {
    const user = userEvent.setup();
    const onSave = vi.fn(async () => {});
    renderWithApp(<NoteDialog onSave={onSave} />);
    await user.click(await screen.findByRole('button', { name: 'Save Note' }));
    const title = screen.getByRole('textbox', { name: 'Title' });
    expect(await screen.findByText('Title is required')).toBeInTheDocument();
    expect(title).toHaveAttribute('aria-invalid', 'true');
    expect(onSave).not.toHaveBeenCalled();
    await user.type(title, 'x');
    expect(screen.queryByText('Title is required')).not.toBeInTheDocument();
  });

  it('hands the parsed values over on a valid submit, the submit button spinning meanwhile', async () => {
    const user = userEvent.setup();
    let finish = () => {};
    const onSave = vi.fn(() => new Promise<void>((resolve) => (finish = resolve)));
    renderWithApp(<NoteDialog onSave={onSave} />);
    await user.type(await screen.findByRole('textbox', { name: 'Title' }), '  Hello  ');
    await user.selectOptions(screen.getByRole('combobox', { name: 'Kind' }), 'b');
    await user.click(screen.getByRole('checkbox', { name: 'Pinned' }));
    await user.click(screen.getByRole('button', { name: 'Save Note' }));
    await waitFor(() => expect(onSave).toHaveBeenCalledWith({ title: 'Hello', kind: 'b', pinned: true }));
    expect(screen.getByRole('button', { name: /Saving/ })).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Cancel' })).toBeDisabled();
    await act(async () => finish());
  });

  it("puts the server's 400 field errors under the fields, and a body-level one on root.server", async () => {
    const user = userEvent.setup();
    const onSave = vi.fn(async () => {
      throw badRequest({ title: 'Title is taken', _: 'Too many notes' });
    });
    renderWithApp(<NoteDialog onSave={onSave} />);
    await user.type(await screen.findByRole('textbox', { name: 'Title' }), 'Hello');
    await user.click(screen.getByRole('button', { name: 'Save Note' }));
    expect(await screen.findByText('Title is taken')).toBeInTheDocument();
    expect(screen.getByRole('alert')).toHaveTextContent('Too many notes');
    expect(screen.getByRole('dialog', { name: 'Add Note' })).toBeInTheDocument();
  });

  it('checks with a shared schema as the server does (zod 4), the first server message per field winning', async () => {
    const { result } = renderHook(() => {
      const form = useZodForm(profileUpdateSchema, {
        fullName: '',
        username: 'a b',
        email: 'ada@example.com',
        company: 'Acme',
        phone: '',
        timezone: null,
        language: 'en',
      });
      // reading formState during render subscribes the hook to it (react-hook-form's proxy)
      void form.formState.errors;
      return form;
    });
    await act(async () => {
      await result.current.trigger();
    });
    expect(result.current.formState.errors.fullName?.message).toBeTruthy();
    expect(result.current.formState.errors.username?.message).toBe(
      'Username may use letters, digits, dot, dash and underscore',
    );
    expect(result.current.formState.errors.email).toBeUndefined();

    act(() => {
      const named = setServerErrors(
        result.current,
        badRequest({ 'phones.0': 'Bad phone', phone: 'Phone taken' }),
        (path) => (path.startsWith('phone') ? 'phone' : undefined),
      );
      expect(named).toBe(true);
    });
    expect(result.current.formState.errors.phone?.message).toBe('Bad phone');
    expect(setServerErrors(result.current, new Error('network'))).toBe(false);
  });
});

describe('Field', () => {
  it('names its control with the label, marks it required and describes it with the helper and error', () => {
    renderWithApp(
      <Field label="Email" required helperText="We reply here" errorText="Email is invalid" controlId="email">
        <input id="email" />
      </Field>,
    );
    const input = screen.getByRole('textbox', { name: /Email/ });
    expect(input).toHaveAttribute('id', 'email');
    expect(screen.getByText('Email is invalid')).toBeInTheDocument();
    expect(screen.getByText('We reply here')).toBeInTheDocument();
  });
});
