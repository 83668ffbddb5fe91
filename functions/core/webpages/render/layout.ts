import { escapeHtml, mailtoUrl, safeUrl, telUrl } from './escape';
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

export function siteHeader(name: string, logoUrl: string | undefined): string {
  const logo = safeUrl(logoUrl);
  const img = logo ? `<img src="${escapeHtml(logo)}" alt="${escapeHtml(`${name} logo`)}" height="48">` : '';
  return `<header class="top"><div class="wrap">${img}<span class="brand">${escapeHtml(name)}</span></div></header>`;
}

export function hero(name: string, tagline: string, description: string, ctaLabel: string, data: PageData): string {
  return (
    `<div class="hero"><div class="wrap"><h1>${escapeHtml(name)}</h1>` +
    paragraph(tagline, 'lead') +
    paragraph(description) +
    `<a class="cta" href="${escapeHtml(ctaHref(data))}">${escapeHtml(ctaLabel)}</a></div></div>`
  );
}

export const about = (data: PageData): string => section('about', 'About', paragraph(f(data, 'aboutText')));

/** The contact block: address, a tel: and a mailto: link, and the social links. */
export function contact(data: PageData, links: { label: string; href: string }[]): string {
  const email = f(data, 'email');
  const phone = f(data, 'phone');
  const address = f(data, 'address');
  const tel = telUrl(phone);
  const mailto = mailtoUrl(email);
  const lines = [
    address ? `<p>${escapeHtml(address)}</p>` : '',
    phone ? `<p>Phone: ${tel ? `<a href="${escapeHtml(tel)}">${escapeHtml(phone)}</a>` : escapeHtml(phone)}</p>` : '',
    email
      ? `<p>Email: ${mailto ? `<a href="${escapeHtml(mailto)}">${escapeHtml(email)}</a>` : escapeHtml(email)}</p>`
      : '',
  ].join('');
  const social = links.length
    ? `<ul class="social">${links
        .map(
          (l) => `<li><a href="${escapeHtml(l.href)}" rel="noopener" target="_blank">${escapeHtml(l.label)}</a></li>`,
        )
        .join('')}</ul>`
    : '';
  // The chat is always there, so the block (and the hero's #contact link) never points at nothing.
  const chat = '<p>Or open the chat at the bottom of the page: we answer there too.</p>';
  return section('contact', 'Contact', `${lines ? `<address>${lines}</address>` : ''}${social}${chat}`);
}
