import { escapeHtml, mailtoUrl, telUrl } from './escape';

/** customData as the renderer reads it: every field a string ('' when the owner left it empty). */
export type PageData = Record<string, string>;
export const field = (data: PageData, key: string): string => (typeof data[key] === 'string' ? data[key].trim() : '');

/** What one template adds to the shared layout: its name, hero line, sections and JSON-LD properties. */
export interface TemplateView {
  displayName(data: PageData): string;
  /** A short line under the h1 (cuisine, specialty …), escaped by the layout. */
  tagline(data: PageData): string;
  /** The hero's call-to-action label (reservations, appointments …). */
  ctaLabel: string;
  /** The template's own <section>s, already escaped. */
  sections(data: PageData): string[];
  /** Extra schema.org properties of the template's subtype. */
  schema(data: PageData): Record<string, unknown>;
}

/** A landmark section whose h2 labels it (heading order: h1 in the hero, h2 per section, h3 per card). */
export const section = (id: string, heading: string, inner: string): string =>
  inner
    ? `<section id="${id}" aria-labelledby="${id}-h"><div class="wrap"><h2 id="${id}-h">${escapeHtml(heading)}</h2>${inner}</div></section>`
    : '';

export interface Card {
  title: string;
  price?: string;
  text?: string;
}

/** The three-items row of list-type sections; an item whose fields are all empty is left out. */
export function cardGrid(cards: Card[]): string {
  const items = cards
    .filter((c) => c.title || c.price || c.text)
    .map(
      (c) =>
        `<li class="card">${c.title ? `<h3>${escapeHtml(c.title)}</h3>` : ''}` +
        `${c.price ? `<p class="price">${escapeHtml(c.price)}</p>` : ''}` +
        `${c.text ? `<p class="meta">${escapeHtml(c.text)}</p>` : ''}</li>`,
    );
  return items.length ? `<ul class="grid">${items.join('')}</ul>` : '';
}

export const paragraph = (text: string, cls = ''): string =>
  text ? `<p${cls ? ` class="${cls}"` : ''}>${escapeHtml(text)}</p>` : '';

/** Facts as a definition list (licence, experience …), empty ones left out. */
export function facts(pairs: [label: string, value: string][]): string {
  const rows = pairs.filter(([, v]) => v).map(([l, v]) => `<dt>${escapeHtml(l)}</dt><dd>${escapeHtml(v)}</dd>`);
  return rows.length ? `<dl>${rows.join('')}</dl>` : '';
}

/** Where a call-to-action leads without scripts: a call, else an e-mail, else the contact block. */
export function ctaHref(data: PageData): string {
  return telUrl(field(data, 'phone')) ?? mailtoUrl(field(data, 'email')) ?? '#contact';
}

export const trio = <T>(make: (n: 1 | 2 | 3) => T): T[] => [make(1), make(2), make(3)];
