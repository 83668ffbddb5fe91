import escapeHtml from 'escape-html';

/**
 * The pieces the alert and visitor mails of issue 31 items 4 and 5 share: a paragraph, a list, a link as
 * text and as HTML (escaped), so each template says only what it tells.
 */
export const para = (text: string) => `<p>${escapeHtml(text)}</p>`;
export const link = (href: string, label: string) => `<p><a href="${escapeHtml(href)}">${escapeHtml(label)}</a></p>`;
export const list = (items: readonly string[]) => `<ul>${items.map((i) => `<li>${escapeHtml(i)}</li>`).join('')}</ul>`;
export const textList = (items: readonly string[]) => items.map((i) => `- ${i}`).join('\n');
/** The template's HTML content; the layout (core/mail/layout.ts) frames it. */
export const page = (...parts: string[]) => parts.join('');
export const plural = (n: number, one: string, many: string) => `${n} ${n === 1 ? one : many}`;
