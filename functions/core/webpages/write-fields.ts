import type { WebpageTemplateId } from '@shared/schemas/ai-webpages';

/**
 * The customData fields "Write it for me" may fill, per template (issue 15 §3). Everything else —
 * prices, years, licences, accreditations, opening hours, addresses of listings, names of people other
 * than the one the owner typed, project names, the contact block and the social links — is the owner's
 * to give, so both writers leave it '' and the OpenAI answer schema does not even ask for it: a writer
 * cannot put an invented figure on a page.
 *
 * `name` is the field that holds the business name the owner typed (set as given, never rewritten);
 * `kind` is the field filled from the owner's industry (if any); `items` are the list entries (services,
 * dishes …) phrased from the owner's one-line description; `itemText` their descriptions.
 */
export interface WritableFields {
  /** None where the template's name field is a person's (healthcare's doctor): only the owner knows it. */
  name?: string;
  kind?: string;
  /** A short line under the name (the business landing's slogan). */
  tagline?: string;
  items: string[];
  itemText: string[];
  /** Fields of fixed service kinds (freelancer: web, UI/UX, mobile) that take a one-line description. */
  fixedServices?: { field: string; text: string; match: RegExp }[];
  /** Where the business works (photographer), when the description names it ("… in Jaipur"). */
  place?: string;
}

const three = (make: (n: 1 | 2 | 3) => string) => [make(1), make(2), make(3)];

export const WRITABLE_FIELDS: Record<WebpageTemplateId, WritableFields> = {
  'business-landing': {
    name: 'businessName',
    kind: 'industry',
    tagline: 'slogan',
    items: three((n) => `service${n}`),
    itemText: [],
  },
  'ecommerce-store': {
    name: 'brandName',
    kind: 'category',
    items: three((n) => `product${n}Name`),
    itemText: three((n) => `product${n}Description`),
  },
  // listings are real addresses with real prices: only the owner has them
  'real-estate': { name: 'agentName', items: [], itemText: [] },
  restaurant: {
    name: 'restaurantName',
    kind: 'cuisine',
    items: three((n) => `dish${n}Name`),
    itemText: three((n) => `dish${n}Description`),
  },
  // the doctor is a person the owner names: the page shows the business name until then
  healthcare: { kind: 'specialty', items: three((n) => `service${n}`), itemText: [] },
  education: { name: 'institutionName', items: three((n) => `course${n}`), itemText: [] },
  freelancer: {
    name: 'freelancerName',
    kind: 'specialization',
    items: [],
    itemText: [],
    fixedServices: [
      {
        field: 'serviceWebDev',
        text: 'Websites and web applications built around what your business needs.',
        match: /\b(web|site|website|frontend|backend|full[- ]?stack|develop|software|code)/i,
      },
      {
        field: 'serviceUIUX',
        text: 'Interface and user-experience design that makes a product easy to use.',
        match: /\b(design|ui|ux|interface|figma)/i,
      },
      {
        field: 'serviceMobile',
        text: 'Mobile apps for your customers, from the first idea to the release.',
        match: /\b(mobile|apps?|ios|android|flutter|react native)\b/i,
      },
    ],
  },
  photographer: { name: 'photographerName', items: [], itemText: [], place: 'location' },
  // destinations are only the places the owner named
  'tour-planner': { name: 'agencyName', items: three((n) => `destination${n}`), itemText: [] },
};

/**
 * What a business of each template is, in a word (the title's second half when the owner gave no industry).
 * Not read from shared/webpage-templates.ts: its thumbnails would cost this function 4 KB of its bundle.
 */
export const TEMPLATE_KIND: Record<WebpageTemplateId, string> = {
  'business-landing': 'Business',
  'ecommerce-store': 'Online store',
  'real-estate': 'Real estate',
  restaurant: 'Restaurant',
  healthcare: 'Healthcare',
  education: 'Education',
  freelancer: 'Freelancer',
  photographer: 'Photographer',
  'tour-planner': 'Tour planner',
};

/** Templates whose list entries may fall back to generic names when the description names none. */
export const GENERIC_ITEMS: Partial<Record<WebpageTemplateId, string[]>> = {
  'business-landing': ['Enquiries and advice', 'Our services', 'Customer support'],
  'ecommerce-store': ['Bestsellers', 'New arrivals', 'Gift ideas'],
  restaurant: ['Starters', 'Main courses', 'Desserts'],
  healthcare: ['Consultations', 'Check-ups', 'Follow-up care'],
  education: ['Introductory course', 'Intermediate course', 'Advanced course'],
};

/** Every customData key a writer may set for `template` (the model's answer schema asks for exactly these). */
export function writableKeys(template: WebpageTemplateId): string[] {
  const w = WRITABLE_FIELDS[template];
  return [
    'aboutText',
    ...(w.kind ? [w.kind] : []),
    ...(w.tagline ? [w.tagline] : []),
    ...w.items,
    ...w.itemText,
    ...(w.fixedServices ?? []).map((s) => s.field),
    ...(w.place ? [w.place] : []),
  ];
}
