import { html, type SafeHtml } from '@shared/html';
import { mailtoUrl, telUrl } from './escape';

/** customData as the renderer reads it: every field a string ('' when the owner left it empty). */
export type PageData = Record<string, string>;
export const field = (data: PageData, key: string): string => (typeof data[key] === 'string' ? data[key].trim() : '');

/** A landmark section whose h2 labels it (heading order: h1 in the hero, h2 per section, h3 per card). */
export const section = (id: string, heading: string, inner: SafeHtml): SafeHtml =>
  String(inner)
    ? html`<section id="${id}" aria-labelledby="${id}-h"><div class="wrap"><h2 id="${id}-h">${heading}</h2>${inner}</div></section>`
    : html``;

export interface Card {
  title: string;
  price?: string;
  text?: string;
}

/** The three-items row of list-type sections; an item whose fields are all empty is left out. */
export function cardGrid(cards: Card[]): SafeHtml {
  const items = cards
    .filter((c) => c.title || c.price || c.text)
    .map(
      (c) =>
        html`<li class="card">${c.title && html`<h3>${c.title}</h3>`}${c.price && html`<p class="price">${c.price}</p>`}${c.text && html`<p class="meta">${c.text}</p>`}</li>`,
    );
  return items.length ? html`<ul class="grid">${items}</ul>` : html``;
}

export const paragraph = (text: string, cls = ''): SafeHtml =>
  text ? (cls ? html`<p class="${cls}">${text}</p>` : html`<p>${text}</p>`) : html``;

/** Facts as a definition list (licence, experience …), empty ones left out. */
export function facts(pairs: [label: string, value: string][]): SafeHtml {
  const rows = pairs.filter(([, v]) => v).map(([l, v]) => html`<dt>${l}</dt><dd>${v}</dd>`);
  return rows.length ? html`<dl>${rows}</dl>` : html``;
}

/** Where a call-to-action leads without scripts: a call, else an e-mail, else the contact block. */
export function ctaHref(data: PageData): string {
  return telUrl(field(data, 'phone')) ?? mailtoUrl(field(data, 'email')) ?? '#contact';
}

export const trio = <T>(make: (n: 1 | 2 | 3) => T): T[] => [make(1), make(2), make(3)];
