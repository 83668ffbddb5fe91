import type { APIGatewayProxyEventV2 } from 'aws-lambda';
import { PayloadTooLargeError, UnsupportedMediaTypeError, ValidationError } from '../../base/errors';
import type { FormReader } from '../../base/multipart';
import type { KitMiddleware } from './state';

/**
 * The body's size limit (413 before anything is parsed), then, on a route that takes a body, JSON
 * (415 for another type, 400 naming the body when malformed) or multipart/form-data when the route
 * reads a form. A route without a body schema gets none, whatever was sent.
 */
export const body = (options: { maxBytes: number; expectsBody: boolean; form?: FormReader }): KitMiddleware => ({
  name: 'body',
  before: async ({ event, internal }) => {
    internal.body = await parseBody(event, options.maxBytes, options.expectsBody, options.form);
  },
});

function parseBody(event: APIGatewayProxyEventV2, maxBytes: number, expectsBody: boolean, form?: FormReader) {
  const raw = event.body;
  if (raw === undefined || raw === null || raw === '') return undefined;
  // the bytes received: a binary upload arrives base64-encoded, and decoding it as text would inflate it
  const bytes = Buffer.from(raw, event.isBase64Encoded ? 'base64' : 'utf8');
  if (bytes.length > maxBytes) throw new PayloadTooLargeError(maxBytes);
  if (!expectsBody) return undefined;
  const header = event.headers?.['content-type'] ?? event.headers?.['Content-Type'] ?? '';
  const type = header.toLowerCase();
  // the header as sent: a multipart boundary is case-sensitive
  if (form && type.startsWith('multipart/form-data')) return form.read(event, bytes, header);
  if (!/^application\/([a-z.+-]+\+)?json\b/.test(type)) throw new UnsupportedMediaTypeError();
  try {
    return JSON.parse(bytes.toString('utf8'));
  } catch {
    // middy's own parser answers 415 here; the API promises a 400 naming the body
    throw new ValidationError('Malformed JSON body', { body: 'Malformed JSON' });
  }
}
