import type { z } from 'zod';

/** First message per top-level field of a failed zod parse, for showing under each input. */
export function fieldErrors<T extends string>(error: z.ZodError): Partial<Record<T, string>> {
  const errors: Partial<Record<T, string>> = {};
  for (const issue of error.issues) {
    const field = issue.path[0];
    if (typeof field === 'string' && !(field in errors)) errors[field as T] = issue.message;
  }
  return errors;
}
