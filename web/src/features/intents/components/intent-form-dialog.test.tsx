import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { toaster } from '../../../components/notify';
import { renderWithApp } from '../../../test-utils';
import { makeIntent, mockApi } from '../test-fixtures';
import { type IntentEditor, IntentFormDialog } from './intent-form-dialog';

afterEach(() => {
  act(() => void toaster.remove());
  vi.unstubAllGlobals();
});

/** Types a whole value at once (keystroke by keystroke is slow in jsdom and adds nothing here). */
async function fill(user: ReturnType<typeof userEvent.setup>, input: HTMLElement, text: string) {
  await user.click(input);
  await user.paste(text);
}

function renderDialog(editor: IntentEditor = { kind: 'create' }) {
  const onOpenChange = vi.fn();
  renderWithApp(<IntentFormDialog open editor={editor} formKey={1} onOpenChange={onOpenChange} />);
  return { onOpenChange, user: userEvent.setup() };
}

const dialog = (name: string) => screen.findByRole('dialog', { name });
const phraseInputs = (scope: HTMLElement) => within(scope).queryAllByRole('textbox', { name: /^Training phrase \d+$/ });
const removeButtons = (scope: HTMLElement) =>
  within(scope).queryAllByRole('button', { name: /^Remove training phrase/ });

describe('Add/Edit Intent dialog', { timeout: 20_000 }, () => {
  it('offers removal of a phrase only while more than one exists', async () => {
    mockApi({});
    const { user } = renderDialog();
    const form = await dialog('Add New Intent');
    expect(phraseInputs(form)).toHaveLength(1);
    expect(removeButtons(form)).toHaveLength(0);

    await user.click(within(form).getByRole('button', { name: 'Add Phrase' }));
    expect(phraseInputs(form)).toHaveLength(2);
    expect(removeButtons(form)).toHaveLength(2);
    // The new row gets the focus, and Enter in a phrase adds another row after it.
    expect(phraseInputs(form)[1]).toHaveFocus();
    await user.paste('second');
    await user.keyboard('{Enter}');
    expect(phraseInputs(form)).toHaveLength(3);
    expect(phraseInputs(form)[2]).toHaveFocus();

    await fill(user, phraseInputs(form)[0], 'first');
    await user.click(within(form).getByRole('button', { name: 'Remove training phrase 3' }));
    expect(phraseInputs(form).map((input) => (input as HTMLInputElement).value)).toEqual(['first', 'second']);
    await user.click(within(form).getByRole('button', { name: 'Remove training phrase 1' }));
    expect(phraseInputs(form).map((input) => (input as HTMLInputElement).value)).toEqual(['second']);
    expect(removeButtons(form)).toHaveLength(0);
  });

  it('shows the validation messages under the fields and sends nothing', async () => {
    const { calls } = mockApi({});
    const { user } = renderDialog();
    const form = await dialog('Add New Intent');
    await fill(user, within(form).getByRole('textbox', { name: /Intent Title/ }), 'A');
    await fill(user, within(form).getByRole('textbox', { name: /Description/ }), 'too short');
    await fill(user, phraseInputs(form)[0], '   ');
    await user.click(within(form).getByRole('button', { name: 'Create Intent' }));

    expect(await within(form).findByText('Title must be at least 2 characters')).toBeInTheDocument();
    expect(within(form).getByText('Description must be at least 10 characters')).toBeInTheDocument();
    expect(within(form).getByText('At least one training phrase is required')).toBeInTheDocument();
    expect(within(form).getByText('Response must be at least 10 characters')).toBeInTheDocument();
    expect(within(form).getByRole('textbox', { name: /Intent Title/ })).toHaveAttribute('aria-invalid', 'true');
    expect(calls).toHaveLength(0);

    // A message goes away once the field is edited.
    await fill(user, within(form).getByRole('textbox', { name: /Intent Title/ }), 'B');
    expect(within(form).queryByText('Title must be at least 2 characters')).toBeNull();
    expect(within(form).getByText('Response must be at least 10 characters')).toBeInTheDocument();
  });

  it('drops whitespace-only phrases on submit and creates the intent', async () => {
    const { calls } = mockApi({
      'POST /api/intents': ({ body }) => ({ status: 201, body: makeIntent(body as object) }),
    });
    const { user, onOpenChange } = renderDialog();
    const form = await dialog('Add New Intent');
    await fill(user, within(form).getByRole('textbox', { name: /Intent Title/ }), ' Parking ');
    await fill(user, within(form).getByRole('textbox', { name: /Description/ }), 'Where visitors can park');
    await fill(user, within(form).getByRole('textbox', { name: /Category/ }), 'visits');
    await fill(user, phraseInputs(form)[0], '   ');
    await user.keyboard('{Enter}');
    await user.paste('where can I park');
    await user.keyboard('{Enter}');
    await user.paste(' ');
    await user.keyboard('{Enter}');
    await user.paste('parking?');
    await fill(user, within(form).getByRole('textbox', { name: /AI Response/ }), 'Free parking is behind the clinic.');
    await user.click(within(form).getByRole('checkbox', { name: 'Requires human escalation' }));
    await user.click(within(form).getByRole('button', { name: 'Create Intent' }));

    await waitFor(() => expect(onOpenChange).toHaveBeenCalledWith(false));
    expect(calls).toEqual([
      {
        method: 'POST',
        url: '/api/intents',
        body: {
          title: 'Parking',
          description: 'Where visitors can park',
          category: 'visits',
          phrases: ['where can I park', 'parking?'],
          response: 'Free parking is behind the clinic.',
          requiresEscalation: true,
          isActive: true,
        },
      },
    ]);
    expect(await screen.findByText('Intent created')).toBeInTheDocument();
  });

  it('loads the intent for editing and saves it with PUT', async () => {
    const intent = makeIntent({ id: 'i-9', title: 'Opening hours', phrases: ['hours?', 'open today?'] });
    const { calls } = mockApi({
      'PUT /api/intents/i-9': ({ body }) => ({ body: { ...intent, ...(body as object) } }),
    });
    const { user, onOpenChange } = renderDialog({ kind: 'edit', intent });
    const form = await dialog('Edit Intent');
    expect(within(form).getByRole('textbox', { name: /Intent Title/ })).toHaveValue('Opening hours');
    expect(phraseInputs(form)).toHaveLength(2);
    expect(within(form).getByRole('textbox', { name: /AI Response/ })).toHaveAttribute('rows', '4');
    await user.click(within(form).getByRole('checkbox', { name: 'Active' }));
    await user.click(within(form).getByRole('button', { name: 'Update Intent' }));
    await waitFor(() => expect(onOpenChange).toHaveBeenCalledWith(false));
    expect(calls[0]).toMatchObject({
      method: 'PUT',
      body: { title: 'Opening hours', phrases: ['hours?', 'open today?'], isActive: false, category: 'appointments' },
    });
  });

  it("shows the server's field errors under the fields and 'Failed to create intent'", async () => {
    mockApi({
      'POST /api/intents': {
        status: 400,
        body: {
          error: {
            code: 'VALIDATION',
            message: 'Invalid request',
            fields: { title: 'Title is already used', 'phrases.0': 'Phrase not allowed' },
          },
        },
      },
    });
    const { user, onOpenChange } = renderDialog({
      kind: 'create',
      initial: { title: 'Parking', description: 'Where visitors can park', phrases: ['', 'park'] },
    });
    const form = await dialog('Add New Intent');
    await fill(user, within(form).getByRole('textbox', { name: /AI Response/ }), 'Free parking behind the clinic.');
    await user.click(within(form).getByRole('button', { name: 'Create Intent' }));
    expect(await within(form).findByText('Title is already used')).toBeInTheDocument();
    // 'phrases.0' of the sent body is the second row of the form (the blank first row was dropped).
    expect(phraseInputs(form)[1]).toHaveAttribute('aria-invalid', 'true');
    expect(within(form).getByText('Phrase not allowed')).toBeInTheDocument();
    expect(await screen.findByText('Failed to create intent')).toBeInTheDocument();
    expect(onOpenChange).not.toHaveBeenCalledWith(false);
  });
});
