import type { z } from 'zod';
import type { Logger } from '../base/logger';
import { isReply, type Reply, reply } from '../base/response';

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
  const input = raw ? r.raw : r.body;
  let result = schema.safeParse(input);
  if (!result.success) {
    // one stored item that no longer parses must not take a whole list down: it is left out and logged
    const kept = withoutBadListItems(input, result.error.issues);
    if (kept) {
      const again = schema.safeParse(kept.value);
      if (again.success) {
        log?.error('response list items left out: they do not match the schema', {
          status: r.status,
          items: kept.dropped,
          issues: issuesOf(result.error.issues),
        });
        result = again;
      }
    }
  }
  if (!result.success) {
    const issues = issuesOf(result.error.issues);
    log?.error('response contract violated', { status: r.status, issues });
    throw new ResponseContractError(issues);
  }
  return raw ? { ...r, raw: result.data as string } : { ...r, body: result.data };
}

const issuesOf = (issues: z.core.$ZodIssue[]) =>
  issues.map((i) => ({ path: i.path.join('.') || '(root)', code: i.code }));

/**
 * `value` without the list items (objects in an array: records) that the issues point into — the first
 * array index on each issue's path — or null when an issue is not inside such an item (then the whole
 * response is wrong, not one record). Every list response goes through here, so no route needs its own.
 */
function withoutBadListItems(value: unknown, issues: z.core.$ZodIssue[]): { value: unknown; dropped: string[] } | null {
  const bad = new Map<string, { path: PropertyKey[]; index: number }>();
  for (const issue of issues) {
    const at = issue.path.findIndex((k) => typeof k === 'number');
    if (at < 0) return null;
    const listPath = issue.path.slice(0, at);
    const list = listPath.reduce<unknown>((v, k) => (v as Record<PropertyKey, unknown> | undefined)?.[k], value);
    const index = issue.path[at] as number;
    const item = Array.isArray(list) ? list[index] : undefined;
    if (!item || typeof item !== 'object' || Array.isArray(item)) return null;
    bad.set(`${listPath.join('.')}.${index}`, { path: listPath, index });
  }
  const copy = structuredClone(value);
  // highest index first, so removing one does not shift the next
  for (const { path, index } of [...bad.values()].sort((a, b) => b.index - a.index)) {
    const list = path.reduce<unknown>((v, k) => (v as Record<PropertyKey, unknown>)[k], copy) as unknown[];
    list.splice(index, 1);
  }
  return { value: copy, dropped: [...bad.keys()] };
}
