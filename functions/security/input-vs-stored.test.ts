import * as z from 'zod';
import { loadRouteCatalogue } from './route-catalogue';

/**
 * What a route accepts, its response must be able to carry back (issue 27: a one-character plan name
 * passed the form's rule, failed the stored plan's, and took both plan lists down). For every route of
 * routes.ts with a body, the object in its response sharing most of the body's fields is its stored
 * entity; for each shared field, values at the edges of the input rule (lengths and bounds from the
 * schema itself, plus short/long probes) that the input accepts must be accepted by the response field.
 */
const catalogue = await loadRouteCatalogue();

/** Shared field names whose meaning differs between body and response, each with its reason. */
const NOT_THE_SAME_FIELD: Record<string, string> = {};

type Obj = z.ZodObject<z.ZodRawShape>;
const unwrap = (s: z.ZodType): z.ZodType => {
  let t = s;
  for (let i = 0; i < 10; i++) {
    const def = (t as { def?: { type?: string; innerType?: z.ZodType; in?: z.ZodType } }).def;
    if (def?.innerType) t = def.innerType;
    else if (def?.type === 'pipe' && def.in) t = def.in;
    else break;
  }
  return t;
};
function objectsIn(s: z.ZodType, depth = 0): Obj[] {
  const t = unwrap(s);
  if (depth > 4) return [];
  if (t instanceof z.ZodObject)
    return [t as Obj, ...Object.values(t.shape).flatMap((f) => objectsIn(f as z.ZodType, depth + 1))];
  if (t instanceof z.ZodArray) return objectsIn(t.element as z.ZodType, depth + 1);
  if (t instanceof z.ZodUnion) return (t.options as z.ZodType[]).flatMap((o) => objectsIn(o, depth + 1));
  return [];
}

/** Values at the edges of `field`'s rule, read from its JSON Schema, and a few generic probes. */
function probes(field: z.ZodType): unknown[] {
  let js: Record<string, unknown> = {};
  try {
    js = z.toJSONSchema(field, { unrepresentable: 'any', io: 'input' }) as Record<string, unknown>;
  } catch {
    /* transforms without a JSON form: generic probes only */
  }
  const out: unknown[] = [];
  const lens = [0, 1, 2, 3, 60, 61, 200, 201, 2000, 2001];
  for (const k of ['minLength', 'maxLength'])
    if (typeof js[k] === 'number') lens.push(js[k] as number, (js[k] as number) + 1, (js[k] as number) - 1);
  for (const n of lens)
    if (n >= 0)
      out.push(
        'a'.repeat(n),
        `${'a'.repeat(Math.max(0, n - 9))}@ex.co`.slice(-n || undefined),
        ' x'.repeat(Math.ceil(n / 2)).slice(0, n),
      );
  out.push('x@example.com', 'https://example.com', '#112233', '2026-01-01T00:00:00.000Z', '+919876543210');
  const nums = [0, 1, -1, 2, 0.5, 100, 1000, 1001, 1_000_000, 10_000_000_000];
  for (const k of ['minimum', 'maximum', 'exclusiveMinimum', 'exclusiveMaximum'])
    if (typeof js[k] === 'number') nums.push(js[k] as number, (js[k] as number) + 1, (js[k] as number) - 1);
  out.push(...nums, true, false, null);
  if (Array.isArray(js.enum)) out.push(...js.enum);
  if (js.type === 'array') {
    const element =
      unwrap(field) instanceof z.ZodArray ? ((unwrap(field) as z.ZodArray<z.ZodType>).element as z.ZodType) : null;
    const good = element ? probes(element).filter((p) => element.safeParse(p).success) : [];
    const counts = [0, 1, 2, 50, 51, ...[js.minItems, js.maxItems].filter((n): n is number => typeof n === 'number')];
    for (const g of good) for (const c of counts) out.push(Array.from({ length: c }, () => g));
  }
  return out;
}

const cases = catalogue.flatMap((route) => {
  const body = route.meta.body ? unwrap(route.meta.body) : null;
  if (!(body instanceof z.ZodObject)) return [];
  const keys = Object.keys(body.shape);
  const best = objectsIn(route.meta.response)
    .map((o) => ({ o, shared: keys.filter((k) => k in o.shape && !NOT_THE_SAME_FIELD[`${route.key} ${k}`]) }))
    .sort((a, b) => b.shared.length - a.shared.length)[0];
  if (!best || best.shared.length < 2) return [];
  return best.shared.map((k) => ({
    key: `${route.key} ${k}`,
    input: body.shape[k] as z.ZodType,
    stored: best.o.shape[k] as z.ZodType,
  }));
});

it('finds the body/response pairs of routes.ts (the plan form among them)', () => {
  expect(cases.map((c) => c.key)).toContain('POST /api/admin/plans name');
  expect(cases.length).toBeGreaterThan(20);
});

describe.each(cases)('$key', ({ input, stored }) => {
  it('the response accepts every edge value the input accepts', () => {
    const refused = probes(input)
      .map((p) => input.safeParse(p))
      .filter((r) => r.success)
      .map((r) => r.data)
      .filter((v) => v !== undefined && !stored.safeParse(v).success);
    expect(refused.map((v) => JSON.stringify(v).slice(0, 80))).toEqual([]);
  });
});
