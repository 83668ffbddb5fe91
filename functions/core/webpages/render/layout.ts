import { html, type SafeHtml } from '@shared/html';
import { mailtoUrl, safeUrl, telUrl } from './escape';
import { ctaHref, field as f, type PageData, paragraph, section } from './parts';

const SOCIAL_LABELS: [key: string, label: string][] = [
  ['website', 'Website'],
  ['facebook', 'Facebook'],
  ['instagram', 'Instagram'],
  ['linkedin', 'LinkedIn'],
  ['twitter', 'Twitter'],
  ['github', 'GitHub'],
];

/** The owner's social links that are http(s); anything else (javascript: …) is dropped, not shown. */
export function socialLinks(social: Record<string, string> | undefined): { label: string; href: string }[] {
  return SOCIAL_LABELS.flatMap(([key, label]) => {
    const href = safeUrl(social?.[key]);
    return href ? [{ label, href }] : [];
  });
}

export function siteHeader(name: string, logoUrl: string | undefined): SafeHtml {
  const logo = safeUrl(logoUrl);
  const img = logo && html`<img src="${logo}" alt="${`${name} logo`}" height="48">`;
  return html`<header class="top"><div class="wrap">${img}<span class="brand">${name}</span></div></header>`;
}

export function hero(name: string, tagline: string, description: string, ctaLabel: string, data: PageData): SafeHtml {
  return html`<div class="hero"><div class="wrap"><h1>${name}</h1>${paragraph(tagline, 'lead')}${paragraph(description)}<a class="cta" href="${ctaHref(data)}">${ctaLabel}</a></div></div>`;
}

export const about = (data: PageData): SafeHtml => section('about', 'About', paragraph(f(data, 'aboutText')));

/** The contact block: address, a tel: and a mailto: link, and the social links. */
export function contact(data: PageData, links: { label: string; href: string }[]): SafeHtml {
  const email = f(data, 'email');
  const phone = f(data, 'phone');
  const address = f(data, 'address');
  const tel = telUrl(phone);
  const mailto = mailtoUrl(email);
  const lines = [
    address && html`<p>${address}</p>`,
    phone && html`<p>Phone: ${tel ? html`<a href="${tel}">${phone}</a>` : phone}</p>`,
    email && html`<p>Email: ${mailto ? html`<a href="${mailto}">${email}</a>` : email}</p>`,
  ].filter(Boolean);
  const social =
    links.length > 0 &&
    html`<ul class="social">${links.map((l) => html`<li><a href="${l.href}" rel="noopener" target="_blank">${l.label}</a></li>`)}</ul>`;
  // The chat is always there, so the block (and the hero's #contact link) never points at nothing.
  const chat = html`<p>Or open the chat at the bottom of the page: we answer there too.</p>`;
  return section('contact', 'Contact', html`${lines.length > 0 && html`<address>${lines}</address>`}${social}${chat}`);
}
