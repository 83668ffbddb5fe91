import { leadFormFieldsInput } from '@shared/schemas/widget-settings';
import { DEFAULT_LEAD_FORM_FIELDS } from '@shared/widget-defaults';
import { describe, expect, it } from 'vitest';
import {
  checkLeadCaptureForm,
  describeServerFields,
  draftFromField,
  fieldFromDraft,
  newField,
  optionsFromText,
  parseMaxLength,
  removeField,
  upsertField,
} from './lead-form-editor';

const draft = (over: Partial<ReturnType<typeof draftFromField>> = {}) => ({ ...draftFromField(newField(1)), ...over });

describe('lead form editor rules (spec part 2 §2.6, §5)', () => {
  it('a new field is "New Field", text, not required, max length 100, id field_<timestamp>', () => {
    expect(newField(1767225600000)).toEqual({
      id: 'field_1767225600000',
      label: 'New Field',
      type: 'text',
      required: false,
      maxLength: 100,
    });
  });

  it('refuses a blank label and keeps the draft out of the list', () => {
    expect(fieldFromDraft(draft({ label: '   ' }))).toEqual({ ok: false, errors: { label: 'Label is required' } });
  });

  it.each([
    ['1', 1],
    ['1000', 1000],
    [' 250 ', 250],
    ['0', undefined],
    ['1001', undefined],
    ['-5', undefined],
    ['2.5', undefined],
    ['abc', undefined],
    ['', undefined],
  ])('max length %j becomes %j (an invalid value becomes unset)', (text, expected) => {
    expect(parseMaxLength(text)).toBe(expected);
    const result = fieldFromDraft(draft({ maxLength: text }));
    expect(result.ok && result.field.maxLength).toBe(expected);
  });

  it('a select field takes its options one per line, blank lines and repeats dropped, and has no max length', () => {
    expect(optionsFromText('Frames\n\n  Lenses  \r\n\nFrames\n')).toEqual(['Frames', 'Lenses']);
    const result = fieldFromDraft(draft({ type: 'select', options: 'Frames\n\nLenses\n', maxLength: '100' }));
    expect(result).toEqual({
      ok: true,
      field: { id: 'field_1', label: 'New Field', type: 'select', required: false, options: ['Frames', 'Lenses'] },
    });
    expect(fieldFromDraft(draft({ type: 'select', options: ' \n\n' }))).toMatchObject({
      ok: false,
      errors: { options: expect.any(String) },
    });
  });

  it('options typed before switching away from select are not kept; an empty placeholder is dropped', () => {
    const result = fieldFromDraft(draft({ type: 'email', options: 'A\nB', placeholder: '  ', label: ' Work email ' }));
    expect(result).toEqual({
      ok: true,
      field: { id: 'field_1', label: 'Work email', type: 'email', required: false, maxLength: 100 },
    });
  });

  it('whatever the modal saves passes the server schema', () => {
    const fields = [
      ...DEFAULT_LEAD_FORM_FIELDS,
      ...[draft({ type: 'select', options: 'A\nB' }), draft({ id: 'field_2', maxLength: '5000' })].map((d) => {
        const r = fieldFromDraft(d);
        if (!r.ok) throw new Error('draft refused');
        return r.field;
      }),
    ];
    expect(leadFormFieldsInput.safeParse(fields).success).toBe(true);
  });

  it('saving a field with an existing id replaces it in place; a new id is appended; remove drops it', () => {
    const list = DEFAULT_LEAD_FORM_FIELDS.slice(0, 3);
    const edited = { ...list[1], label: 'Work email' };
    expect(upsertField(list, edited).map((f) => f.label)).toEqual(['Name', 'Work email', 'Phone']);
    expect(upsertField(list, newField(7)).map((f) => f.id)).toEqual(['name', 'email', 'phone', 'field_7']);
    expect(removeField(list, 'email').map((f) => f.id)).toEqual(['name', 'phone']);
  });

  it('Save Settings needs a title, a subtitle and at least one field', () => {
    expect(
      checkLeadCaptureForm({ requireLeadCapture: true, leadFormTitle: ' ', leadFormSubtitle: '', leadFormFields: [] }),
    ).toEqual({
      leadFormTitle: 'Form title is required',
      leadFormSubtitle: 'Form subtitle is required',
      leadFormFields: 'Add at least one field',
    });
  });

  it('names the field of a server error by its label', () => {
    expect(
      describeServerFields(
        { 'leadFormFields.1.maxLength': 'Max length must be from 1 to 1000', leadFormTitle: 'Form title is required' },
        DEFAULT_LEAD_FORM_FIELDS,
      ),
    ).toEqual(['Email: Max length must be from 1 to 1000', 'Form title is required']);
  });
});
