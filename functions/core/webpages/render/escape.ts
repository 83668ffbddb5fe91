/**
 * The only ways tenant text reaches the page. Every text and attribute is an interpolation of the html``
 * template (shared/html.ts), which escapes it; every owner-given link goes through safeUrl (http and https
 * only: a javascript:, data: or relative link is dropped); JSON inside <script> through scriptJson, so a
 * "</script>" in a field cannot close the element.
 */

/** The link if it is an absolute http(s) URL, normalised by the URL parser; otherwise null. */
export function safeUrl(value: unknown): string | null {
  if (typeof value !== 'string' || value.trim() === '') return null;
  try {
    const url = new URL(value.trim());
    return url.protocol === 'http:' || url.protocol === 'https:' ? url.href : null;
  } catch {
    return null;
  }
}

/** JSON for an inline <script>: <, >, & and the JS line separators as \u escapes (still valid JSON). */
export const scriptJson = (value: unknown): string =>
  JSON.stringify(value)
    .replace(/</g, '\\u003c')
    .replace(/>/g, '\\u003e')
    .replace(/&/g, '\\u0026')
    .replace(/\u2028/g, '\\u2028')
    .replace(/\u2029/g, '\\u2029');

/** A tel: link from a phone text: only digits and a leading +, or null when nothing dialable is left. */
export function telUrl(phone: string): string | null {
  const digits = phone.replace(/[^\d+]/g, '').replace(/(?!^)\+/g, '');
  return digits.replace('+', '').length >= 3 ? `tel:${digits}` : null;
}

/** A mailto: link for the owner's address (the schema checked its form); the local part percent-encoded. */
export function mailtoUrl(email: string): string | null {
  const at = email.lastIndexOf('@');
  if (at < 1) return null;
  return `mailto:${encodeURIComponent(email.slice(0, at))}@${encodeURIComponent(email.slice(at + 1))}`;
}
