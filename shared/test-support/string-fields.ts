import type * as z from 'zod';

/** One field of an input schema that takes a string, with the schema that parses that field alone. */
export interface StringField {
  /** Dotted path from the schema's root: `customData.slogan`, `phrases[]`, `fields{}` (a record's values). */
  path: string;
  /** The field's own schema, wrappers included (optional, default, the transform of a pipe…). */
  schema: z.ZodType;
}

type Def = { type: string; [k: string]: unknown };
const defOf = (s: z.ZodType): Def => (s as unknown as { _zod: { def: Def } })._zod.def;

/** Wrappers whose inner schema parses the same value. */
const INNER: Record<string, string> = {
  optional: 'innerType',
  nullable: 'innerType',
  default: 'innerType',
  prefault: 'innerType',
  catch: 'innerType',
  readonly: 'innerType',
  nonoptional: 'innerType',
};

/** The schemas a value passes through at this position (wrappers, pipes and union members unwrapped). */
function layers(s: z.ZodType, seen = new Set<z.ZodType>()): z.ZodType[] {
  if (seen.has(s)) return [];
  seen.add(s);
  const def = defOf(s);
  const inner = INNER[def.type];
  if (inner) return [s, ...layers(def[inner] as z.ZodType, seen)];
  if (def.type === 'pipe') {
    // a value is checked by the pipe's input first; its output schema sees only what the input made of
    // it, so it matters only when the input takes anything (z.preprocess, an unknown with a refinement)
    const input = def.in as z.ZodType;
    const anything = ['unknown', 'any', 'transform'].includes(defOf(input).type);
    return [s, ...layers(input, seen), ...(anything ? layers(def.out as z.ZodType, seen) : [])];
  }
  if (def.type === 'lazy') return [s, ...layers((def.getter as () => z.ZodType)(), seen)];
  if (def.type === 'union') return [s, ...(def.options as z.ZodType[]).flatMap((o) => layers(o, seen))];
  if (def.type === 'intersection')
    return [s, ...layers(def.left as z.ZodType, seen), ...layers(def.right as z.ZodType, seen)];
  return [s];
}

/**
 * Every position of `schema` that accepts a string: object properties, array elements, record keys and
 * values, at any depth (through discriminated unions, pipes and defaults). Each comes with the schema
 * of the position as a whole, so a refinement or transform wrapped around the string is part of it.
 */
export function stringFields(schema: z.ZodType, path = ''): StringField[] {
  const out: StringField[] = [];
  const visit = (s: z.ZodType, at: string) => {
    const all = layers(s);
    if (at && all.some((l) => defOf(l).type === 'string')) out.push({ path: at, schema: s });
    for (const l of all) {
      const def = defOf(l);
      const dot = at ? `${at}.` : '';
      if (def.type === 'object') {
        for (const [k, v] of Object.entries(def.shape as Record<string, z.ZodType>)) visit(v, `${dot}${k}`);
      } else if (def.type === 'array') visit(def.element as z.ZodType, `${at}[]`);
      else if (def.type === 'record') {
        visit(def.keyType as z.ZodType, `${at}{key}`);
        visit(def.valueType as z.ZodType, `${at}{}`);
      } else if (def.type === 'tuple') {
        for (const [n, i] of (def.items as z.ZodType[]).entries()) visit(i, `${at}[${n}]`);
      }
    }
  };
  visit(schema, path);
  // a field reached through several union members (one per webpage template) is listed once per schema
  const unique = new Map<z.ZodType, StringField>();
  for (const f of out) unique.set(f.schema, f);
  return [...unique.values()];
}
