import { FORM_FIELD_TYPES } from '@shared/enums';
import type { FormField } from '@shared/schemas/widget';
import { LEAD_FIELD_MAX_LENGTH, NEW_FIELD_MAX_LENGTH } from '@shared/schemas/widget-settings';
import * as z from 'zod';

/**
 * The Lead Capture Settings screen's rules (spec part 2 §2.6, §4, §5), kept apart from the components so
 * they are tested on their own: a field is edited as a draft of strings (what the inputs hold), turned
 * into a field only when it passes; the list changes only when the modal saves; nothing is stored until
 * Save Settings.
 */
export interface FieldDraft {
  id: string;
  label: string;
  type: FormField['type'];
  required: boolean;
  placeholder: string;
  /** The number input's text: a whole number from 1 to 1000, anything else means "no limit". */
  maxLength: string;
  /** Select options, one per line. */
  options: string;
}

export type FieldErrors = Partial<Record<'label' | 'options', string>>;

/** Add field: "New Field", text, not required, max length 100, id "field_" + a timestamp. */
export function newField(now = Date.now()): FormField {
  return { id: `field_${now}`, label: 'New Field', type: 'text', required: false, maxLength: NEW_FIELD_MAX_LENGTH };
}

export function draftFromField(field: FormField): FieldDraft {
  return {
    id: field.id,
    label: field.label,
    type: field.type,
    required: field.required,
    placeholder: field.placeholder ?? '',
    maxLength: field.maxLength === undefined ? '' : String(field.maxLength),
    options: (field.options ?? []).join('\n'),
  };
}

/** One option per line; blank lines dropped, repeats kept once. */
export function optionsFromText(text: string): string[] {
  return [...new Set(text.split(/\r?\n/).map((line) => line.trim()))].filter(Boolean);
}

/** A whole number from 1 to 1000, or undefined ("an invalid value becomes unset", spec §5). */
export function parseMaxLength(text: string): number | undefined {
  const value = text.trim();
  if (!/^\d+$/.test(value)) return undefined;
  const n = Number(value);
  return n >= 1 && n <= LEAD_FIELD_MAX_LENGTH ? n : undefined;
}

export type DraftResult = { ok: true; field: FormField } | { ok: false; errors: FieldErrors };

/** The modal's Save: label non-blank; max length only for non-select; options only (and needed) for select. */
export function fieldFromDraft(draft: FieldDraft): DraftResult {
  const errors: FieldErrors = {};
  const label = draft.label.trim();
  if (!label) errors.label = 'Label is required';
  const options = draft.type === 'select' ? optionsFromText(draft.options) : [];
  if (draft.type === 'select' && options.length === 0) errors.options = 'Add at least one option (one per line)';
  if (Object.keys(errors).length) return { ok: false, errors };
  const field: FormField = { id: draft.id, label, type: draft.type, required: draft.required };
  const placeholder = draft.placeholder.trim();
  if (placeholder) field.placeholder = placeholder;
  if (draft.type === 'select') field.options = options;
  else {
    const maxLength = parseMaxLength(draft.maxLength);
    if (maxLength !== undefined) field.maxLength = maxLength;
  }
  return { ok: true, field };
}

/** The field dialog's form: the draft as typed, checked by fieldFromDraft; the output is the field to save. */
export const fieldDraftSchema = z
  .object({
    id: z.string(),
    label: z.string(),
    type: z.enum(FORM_FIELD_TYPES),
    required: z.boolean(),
    placeholder: z.string(),
    maxLength: z.string(),
    options: z.string(),
  })
  .transform((draft, ctx): FormField => {
    const result = fieldFromDraft(draft);
    if (result.ok) return result.field;
    for (const [path, message] of Object.entries(result.errors))
      ctx.addIssue({ code: 'custom', message, path: [path] });
    return z.NEVER;
  });

/** Saving a field with an existing id replaces it in place; a new id is appended (spec §4). */
export function upsertField(fields: FormField[], field: FormField): FormField[] {
  return fields.some((f) => f.id === field.id)
    ? fields.map((f) => (f.id === field.id ? field : f))
    : [...fields, field];
}

export function removeField(fields: FormField[], id: string): FormField[] {
  return fields.filter((f) => f.id !== id);
}

export interface LeadCaptureForm {
  requireLeadCapture: boolean;
  leadFormTitle: string;
  leadFormSubtitle: string;
  leadFormFields: FormField[];
}

export type FormErrors = Partial<Record<'leadFormTitle' | 'leadFormSubtitle' | 'leadFormFields', string>>;

/** Save Settings checks what the server would refuse first, so the message sits next to the input. */
export function checkLeadCaptureForm(form: LeadCaptureForm): FormErrors {
  const errors: FormErrors = {};
  if (!form.leadFormTitle.trim()) errors.leadFormTitle = 'Form title is required';
  if (!form.leadFormSubtitle.trim()) errors.leadFormSubtitle = 'Form subtitle is required';
  if (form.leadFormFields.length === 0) errors.leadFormFields = 'Add at least one field';
  return errors;
}

/** A server 400 names `leadFormFields.2.maxLength`; the screen says which field, by its label. */
export function describeServerFields(fields: Record<string, string>, form: FormField[]): string[] {
  return Object.entries(fields).map(([key, message]) => {
    const match = /^leadFormFields\.(\d+)(?:\.(\w+))?$/.exec(key);
    if (!match) return message;
    const field = form[Number(match[1])];
    return field ? `${field.label}: ${message}` : message;
  });
}
