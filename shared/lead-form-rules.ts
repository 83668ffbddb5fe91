import type { FormField } from './schemas/widget';

/**
 * The rules of a tenant's lead-form fields (spec part 2 §2.6): required, email/tel type, maxLength,
 * select options. One implementation for the widget (to show a mistake at once) and the server (the
 * authority), and free of zod so the widget bundle stays small.
 */
const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;
const TEL = /^[+()\d][\d\s().-]{5,}$/;

export function checkLeadField(field: FormField, raw: string | undefined): string | null {
  const value = (raw ?? '').trim();
  if (!value) return field.required ? `${field.label} is required` : null;
  if (field.maxLength && value.length > field.maxLength)
    return `${field.label} must be at most ${field.maxLength} characters`;
  if (field.type === 'email' && (!EMAIL.test(value) || value.length > 254)) return 'Please enter a valid email address';
  if (field.type === 'tel' && !TEL.test(value)) return 'Please enter a valid phone number';
  if (field.type === 'select' && !(field.options ?? []).includes(value)) return `Please choose a ${field.label}`;
  return null;
}

/** Every field's problem by field id; a value for a field the form does not have is refused too. */
export function checkLeadForm(fields: FormField[], values: Record<string, string>): Record<string, string> {
  const errors: Record<string, string> = {};
  const known = new Set(fields.map((f) => f.id));
  for (const id of Object.keys(values)) if (!known.has(id)) errors[id] = 'Unknown field';
  for (const field of fields) {
    const problem = checkLeadField(field, values[field.id]);
    if (problem) errors[field.id] = problem;
  }
  return errors;
}
