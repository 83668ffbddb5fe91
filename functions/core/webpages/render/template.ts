import type { SafeHtml } from '@shared/html';
import { cardGrid, facts, field, type PageData, paragraph, section, trio } from './parts';

/** What a section shows, named by customData keys. */
export type SectionBody =
  /** A definition list of [label, field] pairs. */
  | { facts: [label: string, key: string][] }
  /** Three cards from numbered fields: '#' in a key stands for 1, 2 and 3 ('dish#Name' → dish1Name …). */
  | { numbered: { title: string; price?: string; text?: string } }
  /** Cards of fixed titles, each showing one field's value as its price or its text; empty ones left out. */
  | { named: [title: string, key: string][]; shown: 'price' | 'text' }
  | { paragraph: string };

/** A landmark section of a template: its id, its h2 and what it shows. */
export type SectionSpec = { id: string; heading: string } & SectionBody;

/** What one template adds to the shared layout, as data: its name, hero line, sections and JSON-LD properties. */
export interface TemplateView {
  /** The field holding the page's display name. */
  name: string;
  /** The short line under the h1: a field's value, or [label, key] for "label: value" (escaped by the layout). */
  tagline: string | [label: string, key: string];
  /** The hero's call-to-action label (reservations, appointments …). */
  ctaLabel: string;
  sections: SectionSpec[];
  /** Extra schema.org properties of the template's subtype. */
  schema(data: PageData): Record<string, unknown>;
}

export const displayName = (view: TemplateView, data: PageData): string => field(data, view.name);

export function tagline(view: TemplateView, data: PageData): string {
  if (typeof view.tagline === 'string') return field(data, view.tagline);
  const [label, key] = view.tagline;
  const value = field(data, key);
  return value ? `${label}: ${value}` : '';
}

function sectionBody(data: PageData, body: SectionBody): SafeHtml {
  if ('facts' in body) return facts(body.facts.map(([label, key]) => [label, field(data, key)]));
  if ('named' in body)
    return cardGrid(
      body.named.map(([title, key]) => ({ title, [body.shown]: field(data, key) })).filter((c) => c[body.shown]),
    );
  if ('paragraph' in body) return paragraph(field(data, body.paragraph));
  const { title, price, text } = body.numbered;
  return cardGrid(
    trio((n) => {
      const at = (key: string) => field(data, key.replace('#', String(n)));
      return { title: at(title), price: price && at(price), text: text && at(text) };
    }),
  );
}

/** The template's own <section>s (heading order: h1 in the hero, h2 per section, h3 per card). */
export const templateSections = (view: TemplateView, data: PageData): SafeHtml[] =>
  view.sections.map(({ id, heading, ...body }) => section(id, heading, sectionBody(data, body as SectionBody)));
