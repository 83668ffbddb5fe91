import { INTENT_CARD_MAX_PHRASES } from '@shared/constants';
import { fieldErrors } from '@shared/field-errors';
import { type Intent, type IntentInput, intentInputSchema } from '@shared/schemas/intent';
import * as z from 'zod';

/** What the Add/Edit Intent dialog edits: text fields as typed, phrases one row each. */
export interface IntentFormValues {
  title: string;
  description: string;
  category: string;
  phrases: string[];
  response: string;
  requiresEscalation: boolean;
  isActive: boolean;
}

/**
 * Messages shown under the inputs, keyed by field: 'title', 'description', 'category', 'response',
 * 'phrases' (the whole list) and 'phrases.{row}' (one phrase row of the form).
 */
export type IntentFormErrors = Record<string, string>;

export const EMPTY_INTENT_FORM: IntentFormValues = {
  title: '',
  description: '',
  category: '',
  phrases: [''],
  response: '',
  requiresEscalation: false,
  isActive: true,
};

export function formValuesFromIntent(intent: Intent): IntentFormValues {
  return {
    title: intent.title,
    description: intent.description,
    category: intent.category ?? '',
    phrases: intent.phrases.length ? [...intent.phrases] : [''],
    response: intent.response,
    requiresEscalation: intent.requiresEscalation,
    isActive: intent.isActive,
  };
}

/** Form rows that carry a phrase; whitespace-only rows are dropped on submit (spec part 1 §5). */
function keptRows(phrases: string[]): number[] {
  return phrases.flatMap((phrase, row) => (phrase.trim() ? [row] : []));
}

/** The body for POST/PUT: trimmed text, blank phrases dropped, an empty category left out. */
export function toIntentPayload(values: IntentFormValues): Record<string, unknown> {
  const category = values.category.trim();
  return {
    title: values.title,
    description: values.description,
    phrases: keptRows(values.phrases).map((row) => values.phrases[row].trim()),
    response: values.response,
    requiresEscalation: values.requiresEscalation,
    isActive: values.isActive,
    ...(category ? { category } : {}),
  };
}

/**
 * Maps a field path of the submitted body to a key of the form: 'phrases.2' of the body (blank rows
 * already dropped) becomes the form row it came from.
 */
export function formErrorKey(path: string, phrases: string[]): string {
  const [field, index] = path.split('.');
  if (field === 'phrases' && index !== undefined && /^\d+$/.test(index)) {
    const row = keptRows(phrases)[Number(index)];
    return row === undefined ? 'phrases' : `phrases.${row}`;
  }
  // '_' is the body as a whole (shared/field-errors.ts)
  return field && field !== '_' ? field : 'form';
}

/** The same rules the server applies (shared/schemas/intent.ts), so the user hears about them at once. */
export function validateIntentForm(
  values: IntentFormValues,
): { ok: true; payload: IntentInput } | { ok: false; errors: IntentFormErrors } {
  const parsed = intentInputSchema.safeParse(toIntentPayload(values));
  if (parsed.success) return { ok: true, payload: parsed.data };
  return { ok: false, errors: formErrorsFromServer(fieldErrors(parsed.error), values.phrases) };
}

/** Server field errors ('title', 'phrases', 'phrases.0', …) keyed like the form's own. */
export function formErrorsFromServer(fields: Record<string, string>, phrases: string[]): IntentFormErrors {
  const errors: IntentFormErrors = {};
  for (const [path, message] of Object.entries(fields)) {
    const key = formErrorKey(path, phrases);
    if (!(key in errors)) errors[key] = message;
  }
  return errors;
}

/**
 * The dialog's form as react-hook-form holds it: phrases as rows (`{ text }`, so each row keeps its
 * identity while rows are added and removed).
 */
export type IntentFormRows = Omit<IntentFormValues, 'phrases'> & { phrases: { text: string }[] };

export const toFormRows = (values: IntentFormValues): IntentFormRows => ({
  ...values,
  phrases: values.phrases.map((text) => ({ text })),
});

export const fromFormRows = (rows: IntentFormRows): IntentFormValues => ({
  ...rows,
  phrases: rows.phrases.map((row) => row.text),
});

/** A key of IntentFormErrors as the path of the row form: 'phrases.2' → 'phrases.2.text', 'phrases' → the list. */
export function rowsErrorPath(key: string): string {
  if (key === 'phrases') return 'phrases.root';
  if (key === 'form') return 'root.server';
  return /^phrases\.\d+$/.test(key) ? `${key}.text` : key;
}

/**
 * The form's schema: the shared intent schema checks the payload made from the rows, and its messages go
 * back to the rows they came from (validateIntentForm); the output is the payload to send.
 */
export const intentFormSchema = z
  .object({
    title: z.string(),
    description: z.string(),
    category: z.string(),
    phrases: z.array(z.object({ text: z.string() })),
    response: z.string(),
    requiresEscalation: z.boolean(),
    isActive: z.boolean(),
  })
  .transform((rows, ctx): IntentInput => {
    const result = validateIntentForm(fromFormRows(rows));
    if (result.ok) return result.payload;
    for (const [key, message] of Object.entries(result.errors)) {
      ctx.addIssue({ code: 'custom', message, path: rowsErrorPath(key).split('.') });
    }
    return z.NEVER;
  });

/** Case-insensitive match on title or description (spec part 1 §2). */
export function filterIntents<T extends Pick<Intent, 'title' | 'description'>>(intents: T[], search: string): T[] {
  const needle = search.trim().toLowerCase();
  if (!needle) return intents;
  return intents.filter(
    (intent) => intent.title.toLowerCase().includes(needle) || intent.description.toLowerCase().includes(needle),
  );
}

/** The phrases a card shows and how many more there are ('+N more'). */
export function cardPhrases(phrases: string[], max = INTENT_CARD_MAX_PHRASES): { shown: string[]; more: number } {
  return { shown: phrases.slice(0, max), more: Math.max(0, phrases.length - max) };
}
