import { html, raw, type SafeHtml } from '@shared/html';
import type { AiWebpage } from '@shared/schemas/ai-webpages';
import { webpageTemplate } from '@shared/webpage-templates';
import { safeUrl, scriptJson } from './escape';
import { field as f, type PageData } from './parts';

/** Drops undefined and empty values so the JSON-LD says only what the owner gave. */
const compact = (o: Record<string, unknown>) =>
  Object.fromEntries(
    Object.entries(o).filter(([, v]) => v !== undefined && v !== '' && !(Array.isArray(v) && !v.length)),
  );

/** The template's schema.org subtype with the contact, links and the template's own properties. */
export function jsonLdScript(
  page: AiWebpage,
  data: PageData,
  social: string[],
  name: string,
  canonical: string,
  extra: Record<string, unknown>,
): SafeHtml {
  const doc = compact({
    '@context': 'https://schema.org',
    '@type': webpageTemplate(page.template).schemaType,
    name,
    description: page.description,
    url: canonical,
    logo: safeUrl(page.logoUrl) ?? undefined,
    email: f(data, 'email'),
    telephone: f(data, 'phone'),
    address: f(data, 'address') ? { '@type': 'PostalAddress', streetAddress: f(data, 'address') } : undefined,
    sameAs: social,
    ...compact(extra),
  });
  // raw: scriptJson escapes for the inside of a <script> (HTML entities would be read as text there)
  return html`<script type="application/ld+json">${raw(scriptJson(doc))}</script>`;
}
