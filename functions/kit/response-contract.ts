import type { z } from 'zod';
import type { Logger } from './logger';
import { isReply, type Reply, reply } from './response';

/**
 * A handler's output did not match its route's response schema: a server bug. Not an AppError, so the
 * error mapper answers the generic 500 and the object that failed never reaches the client.
 */
export class ResponseContractError extends Error {
  constructor(readonly issues: { path: string; code: string }[]) {
    super('Response does not match its schema');
    this.name = 'ResponseContractError';
  }
}

/**
 * Parses what a handler returned (plain data → 200, or a Reply's body, or its raw text) with the route's
 * response schema. zod objects drop unknown keys, which is what keeps clientId, createdBy, ElectroDB's
 * __edb_e__ and friends on the server. The log names only paths and codes: values may be private.
 */
export function parseResponse(schema: z.ZodType, value: unknown, log?: Logger): Reply {
  const r = isReply(value) ? value : reply(200, value);
  const raw = r.raw !== undefined;
  const result = schema.safeParse(raw ? r.raw : r.body);
  if (!result.success) {
    const issues = result.error.issues.map((i) => ({ path: i.path.join('.') || '(root)', code: i.code }));
    log?.error('response contract violated', { status: r.status, issues });
    throw new ResponseContractError(issues);
  }
  return raw ? { ...r, raw: result.data as string } : { ...r, body: result.data };
}
