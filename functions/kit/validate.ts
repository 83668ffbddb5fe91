import type { z } from 'zod';
import { ValidationError } from './errors';

/** Zod issues → per-field messages, keyed by the dotted path ('phrases.0', 'email'); '_' for the root. */
export function fieldErrors(error: z.ZodError): Record<string, string> {
  const fields: Record<string, string> = {};
  for (const issue of error.issues) {
    if (issue.code === 'unrecognized_keys') {
      for (const key of issue.keys) fields[[...issue.path, key].join('.')] = 'Unknown field';
      continue;
    }
    const key = issue.path.length ? issue.path.join('.') : '_';
    fields[key] ??= issue.message;
  }
  return fields;
}

/** Parse or throw a 400 that names every offending field. */
export function parseOrThrow<S extends z.ZodType>(schema: S, value: unknown, what: string): z.output<S> {
  const result = schema.safeParse(value);
  if (result.success) return result.data;
  const fields = fieldErrors(result.error);
  const names = Object.keys(fields).filter((k) => k !== '_');
  const message = names.length ? `Invalid ${what}: ${names.join(', ')}` : `Invalid ${what}: ${fields._ ?? 'malformed'}`;
  throw new ValidationError(message, fields);
}
