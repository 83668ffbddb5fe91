import type { z } from 'zod';
import { parseOrThrow } from '../validate';
import type { KitMiddleware } from './state';

/**
 * Body, path parameters and query through the route's zod schemas: a 400 naming every offending field.
 * Runs after authentication (a caller the route refuses learns nothing of its parameters) and before an
 * idempotency key is claimed (a refused request holds no key).
 */
export const validateInput = (schemas: { body?: z.ZodType; params?: z.ZodType; query?: z.ZodType }): KitMiddleware => ({
  name: 'validateInput',
  before: ({ event, internal }) => {
    internal.input = {
      body: schemas.body ? parseOrThrow(schemas.body, internal.body ?? {}, 'body') : undefined,
      params: schemas.params ? parseOrThrow(schemas.params, event.pathParameters ?? {}, 'path') : undefined,
      query: schemas.query ? parseOrThrow(schemas.query, event.queryStringParameters ?? {}, 'query') : undefined,
    };
  },
});
