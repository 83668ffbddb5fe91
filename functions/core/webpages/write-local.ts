import {
  customDataKeys,
  type WebpageTemplateId,
  type WriteWebpageResult,
  writeWebpageResultSchema,
} from '@shared/schemas/ai-webpages';
import { GENERIC_ITEMS, TEMPLATE_KIND, WRITABLE_FIELDS } from './write-fields';

/**
 * The offline "Write it for me" (issue 15 §3): page copy built only from what the owner gave — the
 * business name, the industry and the one-line description — and the template. Deterministic, no outside
 * call. It never invents a figure or a person: prices, years, ratings, licences, hours, addresses and
 * names other than the business name stay '' for the owner (write-fields.ts lists what it may fill).
 */
export interface WriterInput {
  template: WebpageTemplateId;
  businessName: string;
  industry: string;
  summary: string;
}

/** Owner text as plain words: tags dropped (the page escapes anyway; markup in copy helps nobody), spaces folded. */
export const plain = (s: string): string =>
  s
    .replace(/<(script|style)\b[^>]*>[\s\S]*?<\/\1\s*>/gi, ' ')
    .replace(/<[^>]*>/g, ' ')
    .replace(/[<>]/g, ' ')
    .replace(/\s+/g, ' ')
    .replace(/ ([,.;:!?])/g, '$1')
    .trim();

/** At most `max` characters, cut at a word boundary (never inside a surrogate pair). */
export function clip(s: string, max: number): string {
  if (s.length <= max) return s;
  const cut = s.slice(0, max);
  const space = cut.lastIndexOf(' ');
  const head = space > max / 2 ? cut.slice(0, space) : cut;
  return head.replace(/[\uD800-\uDBFF]$/, '').replace(/[\s,;:–—-]+$/, '');
}

const capitalise = (s: string) => s.charAt(0).toUpperCase() + s.slice(1);
const sentence = (s: string) => (s && !/[.!?]$/.test(s) ? `${s}.` : s);

/**
 * The entries a description lists ("Wood-fired pizza, fresh pasta and gelato" → three), or none when it
 * is not a list. A trailing "in <Place>" belongs to the whole line, not to the last entry.
 */
export function listedItems(summary: string): string[] {
  const line = summary.replace(/[.!?]+$/, '').replace(/\s+in\s+[A-Z][\w .'-]*$/, '');
  const parts = line
    .split(/\s*(?:,|;|\/|\s&\s|\sand\s|\sor\s)\s*/i)
    .map((p) => p.trim())
    .filter((p) => p.length >= 3 && p.length <= 80);
  return parts.length >= 2 ? parts.map(capitalise) : [];
}

/** The place a description ends with ("Wedding photography in Jaipur" → "Jaipur"), if it names one. */
export function placeOf(summary: string): string {
  return (
    summary
      .replace(/[.!?]+$/, '')
      .match(/\bin\s+([A-Z][\w .'-]{1,60})$/)?.[1]
      ?.trim() ?? ''
  );
}

/** The first list entry may carry the line's lead-in ("Trips to Goa" → "Goa"): only the place is a destination. */
const withoutLeadIn = (item: string) => capitalise(item.replace(/^.*\b(?:to|in|across|around)\s+(?=[A-Z])/, ''));

const ABOUT_TAIL: Record<WebpageTemplateId, string> = {
  'business-landing': 'Below you will find our services and how to reach us.',
  'ecommerce-store': 'Below you will find some of our products and how to reach us.',
  'real-estate': 'Below you will find how to reach us about buying, selling or renting.',
  restaurant: 'Below you will find our menu and how to reach us.',
  healthcare: 'Below you will find our services and how to book an appointment.',
  education: 'Below you will find our courses and how to reach us about admissions.',
  freelancer: 'Below you will find what I work on and how to start a project with me.',
  photographer: 'Below you will find my packages and how to book a shoot.',
  'tour-planner': 'Below you will find where we travel and how to plan a trip with us.',
};

export function writeLocally(input: WriterInput): WriteWebpageResult {
  const { template } = input;
  const name = clip(plain(input.businessName), 120) || input.businessName.trim();
  const industry = clip(plain(input.industry), 80);
  const summary = plain(input.summary);
  const w = WRITABLE_FIELDS[template];
  const kindLabel = industry || TEMPLATE_KIND[template];

  const data: Record<string, unknown> = Object.fromEntries(
    customDataKeys(template).map((k) => [k, k === 'socialMedia' ? {} : '']),
  );
  if (w.name) data[w.name] = name;
  // "South Indian restaurant" → cuisine "South Indian"; "Restaurant" alone says nothing the template does not
  if (w.kind) data[w.kind] = industry.replace(new RegExp(`\\s*\\b${TEMPLATE_KIND[template]}s?$`, 'i'), '');
  // the hero shows the slogan above the description, which already carries the owner's line: the slogan
  // says what and where instead ("Plumbing in Pune"), or nothing when the owner gave neither
  if (w.tagline) {
    const place = placeOf(summary);
    data[w.tagline] = clip(capitalise([industry, place && `in ${place}`].filter(Boolean).join(' ')), 200);
  }
  if (w.place) data[w.place] = clip(placeOf(summary), 120);

  const listed = listedItems(summary);
  const generic = GENERIC_ITEMS[template] ?? [];
  const items = template === 'tour-planner' ? listed.map(withoutLeadIn) : listed;
  w.items.forEach((key, i) => {
    data[key] = clip(items[i] ?? (items.length ? '' : (generic[i] ?? '')), 120);
  });
  if (w.fixedServices) {
    const said = `${industry} ${summary}`;
    // only the kinds of work the owner named: a copywriter is never credited with mobile apps
    for (const s of w.fixedServices.filter((f) => f.match.test(said))) data[s.field] = s.text;
  }

  const lead = summary ? sentence(capitalise(summary)) : '';
  data.aboutText = clip(
    [`Welcome to ${name}${industry ? ` — ${industry}` : ''}.`, lead, ABOUT_TAIL[template]].filter(Boolean).join(' '),
    2000,
  );

  return writeWebpageResultSchema.parse({
    template,
    title: clip(`${name} | ${kindLabel}`, 160),
    description: clip([lead || `${name}.`, 'Questions? Ask in the chat on this page.'].join(' '), 1000),
    customData: data,
    writtenBy: 'local',
  });
}
