import {
  type AiWebpage,
  type CreateWebpageInput,
  createWebpageSchema,
  templateFieldShapes,
  type WebpageTemplateId,
  type WriteWebpageResult,
} from '@shared/schemas/ai-webpages';
import { fieldErrors } from '../../lib/form-errors';
import type { WebpageStatus } from './api/ai-webpages';

/**
 * The wizard's form as plain strings (what inputs hold), and its one mapping to and from the wire shapes
 * of shared/schemas/ai-webpages.ts. customData is kept flat here; the template's own keys are picked
 * only when it is sent, so switching templates back and forth loses nothing the owner typed.
 */
export const SOCIAL_KEYS = ['facebook', 'instagram', 'linkedin', 'twitter', 'github'] as const;
export type SocialKey = (typeof SOCIAL_KEYS)[number];
export const CONTACT_KEYS = ['email', 'phone', 'address'] as const;

export interface WebpageForm {
  template: WebpageTemplateId | '';
  name: string;
  pathname: string;
  title: string;
  description: string;
  primaryColor: string;
  status: WebpageStatus;
  /** email, phone, address, aboutText and every template's own fields, by key. */
  content: Record<string, string>;
  socialMedia: Record<SocialKey, string>;
}

export const DEFAULT_COLOR = '#3B82F6';

export const emptyForm = (): WebpageForm => ({
  template: '',
  name: '',
  pathname: '',
  title: '',
  description: '',
  primaryColor: DEFAULT_COLOR,
  status: 'draft',
  content: {},
  socialMedia: { facebook: '', instagram: '', linkedin: '', twitter: '', github: '' },
});

export function formFromWebpage(page: AiWebpage): WebpageForm {
  const { socialMedia, ...rest } = page.customData as Record<string, unknown> & {
    socialMedia?: Record<string, string>;
  };
  const content: Record<string, string> = {};
  for (const [key, value] of Object.entries(rest)) if (typeof value === 'string') content[key] = value;
  const base = emptyForm();
  return {
    template: page.template,
    name: page.name,
    pathname: page.pathname,
    title: page.title,
    description: page.description,
    primaryColor: page.primaryColor,
    status: page.status,
    content,
    socialMedia: { ...base.socialMedia, ...pick(socialMedia ?? {}, SOCIAL_KEYS) },
  };
}

function pick<K extends string>(source: Record<string, string>, keys: readonly K[]): Partial<Record<K, string>> {
  return Object.fromEntries(keys.filter((k) => typeof source[k] === 'string').map((k) => [k, source[k]])) as Partial<
    Record<K, string>
  >;
}

/** The template's own customData keys (restaurant: restaurantName … dish3Description), in catalogue order. */
export const templateFieldKeys = (template: WebpageTemplateId): string[] => Object.keys(templateFieldShapes[template]);

/** The social links the page shows for a template (GitHub only on the freelancer's portfolio, spec §2). */
export const socialKeysFor = (template: WebpageTemplateId | ''): readonly SocialKey[] =>
  template === 'freelancer' ? SOCIAL_KEYS : SOCIAL_KEYS.filter((k) => k !== 'github');

/** The wire body (POST; PUT takes the same fields without status): trimmed, the template's keys only. */
export function toPayload(form: WebpageForm): CreateWebpageInput {
  const template = form.template as WebpageTemplateId;
  const keys = [...CONTACT_KEYS, 'aboutText', ...templateFieldKeys(template)];
  const customData: Record<string, unknown> = Object.fromEntries(keys.map((k) => [k, (form.content[k] ?? '').trim()]));
  customData.socialMedia = Object.fromEntries(socialKeysFor(template).map((k) => [k, form.socialMedia[k].trim()]));
  return {
    template,
    name: form.name.trim(),
    pathname: form.pathname.trim(),
    title: form.title.trim(),
    description: form.description.trim(),
    primaryColor: form.primaryColor.trim(),
    status: form.status,
    customData,
  } as CreateWebpageInput;
}

/** Basic Info's four required fields with the labels the wizard shows. */
export const REQUIRED_FIELDS = [
  ['name', 'Webpage Name'],
  ['pathname', 'URL Path'],
  ['title', 'Page Title'],
  ['description', 'Description'],
] as const;

/** The labels of the required fields that are empty once trimmed (spec: listed under 'Please complete …'). */
export const missingRequired = (form: WebpageForm): string[] =>
  REQUIRED_FIELDS.filter(([key]) => form[key].trim() === '').map(([, label]) => label);

export type WizardStep = 'template' | 'basic' | 'customize';
const BASIC_KEYS = new Set(['name', 'pathname', 'title', 'description']);

/** The step that holds a field named by the server or by zod ('pathname', 'customData.dish1Name' …). */
export function stepOfField(field: string): WizardStep {
  if (field === 'template') return 'template';
  return BASIC_KEYS.has(field) ? 'basic' : 'customize';
}

/** The same checks the server runs (one schema), as messages keyed by field, before anything is sent. */
export function checkForm(form: WebpageForm): Record<string, string> {
  const result = createWebpageSchema.safeParse(toPayload(form));
  return result.success ? {} : fieldErrors(result.error);
}

/** 'dish1Name' → 'Dish 1 name'; a few keys read better spelled out (spec §2 names freelancer's three). */
const LABELS: Record<string, string> = {
  freelancerName: 'Your Name',
  specialization: 'Specialization',
  experience: 'Years of Experience',
  serviceWebDev: 'Web development service',
  serviceUIUX: 'UI/UX design service',
  serviceMobile: 'Mobile app service',
  realEstateExperience: 'Years of experience',
  yearsInBusiness: 'Years in business',
  license: 'Licence number',
  hours: 'Opening hours',
};
export function fieldLabel(key: string): string {
  if (LABELS[key]) return LABELS[key];
  const words = key
    .replace(/(\d+)/g, ' $1 ')
    .replace(/([a-z])([A-Z])/g, '$1 $2')
    .trim()
    .toLowerCase()
    .split(/\s+/);
  const text = words.join(' ');
  return text.charAt(0).toUpperCase() + text.slice(1);
}
/** Long texts (descriptions) get a textarea. */
export const isLongField = (key: string) => /Description$/.test(key);

/** A URL path from a name: 'Spice Garden!' → 'spice-garden' (the owner can still change it). */
export const slugify = (name: string) =>
  name
    .toLowerCase()
    .normalize('NFKD')
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '')
    .slice(0, 60)
    .replace(/-+$/, '');

/**
 * "Write it for me" fills the title, the description and the template's texts; a field the writer left
 * empty (it never invents contact details, prices or links) keeps what the owner typed.
 */
export function applyWritten(form: WebpageForm, written: WriteWebpageResult): WebpageForm {
  const content = { ...form.content };
  for (const [key, value] of Object.entries(written.customData as Record<string, unknown>)) {
    if (typeof value === 'string' && value.trim() !== '') content[key] = value;
  }
  return { ...form, template: written.template, title: written.title, description: written.description, content };
}
