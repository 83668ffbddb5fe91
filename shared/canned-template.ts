/**
 * Canned responses' fields (issue 32 item 3): `{{visitor.name}}` and the like in a canned text, filled from
 * the conversation's lead when an agent inserts it. Zod-free: the web fills, the API checks the fields a text
 * names when it is saved. A field the lead has no value for is filled with nothing (the agent sees the gap
 * before sending); an unknown field cannot be saved, and if one is met anyway it is filled with nothing too.
 */
export const TEMPLATE_FIELDS = [
  'visitor.name',
  'visitor.first_name',
  'visitor.email',
  'visitor.phone',
  'visitor.company',
] as const;
export type TemplateField = (typeof TEMPLATE_FIELDS)[number];
export type TemplateValues = Partial<Record<TemplateField, string | null | undefined>>;

const PLACEHOLDER = /\{\{\s*([a-zA-Z0-9_.]+)\s*\}\}/g;
const known = (name: string): name is TemplateField => (TEMPLATE_FIELDS as readonly string[]).includes(name);

/** The text with every `{{field}}` replaced by its value; missing values and unknown fields become ''. */
export function fillTemplate(text: string, values: TemplateValues): string {
  return text.replace(PLACEHOLDER, (_all, name: string) => (known(name) ? (values[name] ?? '').trim() : ''));
}

/** The `{{…}}` names a text uses that are not fields (what the save refuses, naming them). */
export function unknownFields(text: string): string[] {
  return [...new Set([...text.matchAll(PLACEHOLDER)].map((m) => m[1]).filter((n) => !known(n)))];
}

/** The values of a conversation's lead, as the Agent Portal has it (name, email, phone, form answers). */
export function leadValues(
  lead: { name: string; email: string | null; phone: string | null; formAnswers: Record<string, string> } | null,
): TemplateValues {
  if (!lead) return {};
  const name = lead.name.trim();
  return {
    'visitor.name': name,
    'visitor.first_name': name.split(/\s+/)[0] ?? '',
    'visitor.email': lead.email,
    'visitor.phone': lead.phone,
    'visitor.company': lead.formAnswers.company ?? null,
  };
}
