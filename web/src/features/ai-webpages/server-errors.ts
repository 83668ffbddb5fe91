import { ApiError, serverFieldErrors } from '../../lib/api-client';

/**
 * A refused save's messages by field, to show next to the inputs: the 400's `fields` map and a single
 * named `field` (e.g. 409 'This address is taken' on pathname). Empty when the server named none.
 */
export function webpageFieldErrors(error: unknown): Record<string, string> {
  const fields = serverFieldErrors(error);
  if (error instanceof ApiError && error.bodyText) {
    try {
      const body = JSON.parse(error.bodyText) as { error?: { field?: unknown; message?: unknown } };
      const { field, message } = body.error ?? {};
      if (typeof field === 'string' && typeof message === 'string' && !fields[field]) fields[field] = message;
    } catch {
      // not JSON: nothing to place
    }
  }
  return fields;
}
