import type { z } from 'zod';

/**
 * A failed zod parse as one message per field, keyed by the dotted path ('phrases.0', 'email'), '_' for
 * the value itself; an unknown key of a strict object is named as 'Unknown field'. The server's 400
 * `fields` (functions/kit/validate.ts) and the web forms' inline errors both come from here, so a form
 * shows a message under the same field the server would name.
 */
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
