import { fieldErrors } from '@shared/field-errors';
import type { z } from 'zod';
import { ValidationError } from '../base/errors';

/** Parse or throw a 400 that names every offending field. */
export function parseOrThrow<S extends z.ZodType>(schema: S, value: unknown, what: string): z.output<S> {
  const result = schema.safeParse(value);
  if (result.success) return result.data;
  const fields = fieldErrors(result.error);
  const names = Object.keys(fields).filter((k) => k !== '_');
  const message = names.length ? `Invalid ${what}: ${names.join(', ')}` : `Invalid ${what}: ${fields._ ?? 'malformed'}`;
  throw new ValidationError(message, fields);
}
