import { html, raw } from '@shared/html';
import type { AiWebpage } from '@shared/schemas/ai-webpages';
import { widgetScriptTag } from '@shared/widget-embed';
import { accessibleBackground, readableTextOn } from './colour';
import { safeUrl } from './escape';
import { jsonLdScript } from './json-ld';
import { about, contact, hero, siteHeader, socialLinks } from './layout';
import type { PageData } from './parts';
import { criticalCss } from './styles';
import { displayName, tagline, templateSections } from './template';
import { TEMPLATES } from './templates';

/** A rounded square in the page's colour as an SVG data URL (the CSP allows data: images). */
const iconDataUrl = (accent: string) =>
  `data:image/svg+xml,${encodeURIComponent(`<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 32 32"><rect width="32" height="32" rx="8" fill="${accent}"/></svg>`)}`;

export interface RenderContext {
  /** The public origin the page is served from (canonical and the widget's API URL). */
  origin: string;
  /** The tenant whose agent the widget talks to. */
  clientId: string;
  widgetScriptUrl: string;
  /** The owner's preview: the widget runs in preview mode (no visit counted, no chat, no lead). */
  preview?: boolean;
}

/**
 * The public page of an AI webpage as one static HTML document (issue 15): inline CSS, no client
 * framework, the only script the Parley widget loader. Every tenant text is escaped; links are http(s) only.
 */
export function renderWebpage(page: AiWebpage, ctx: RenderContext): string {
  const view = TEMPLATES[page.template];
  const { socialMedia, ...rest } = page.customData as unknown as PageData & { socialMedia?: Record<string, string> };
  const data = rest as PageData;
  const name = displayName(view, data) || page.name;
  const origin = ctx.origin.replace(/\/$/, '');
  const canonical = `${origin}/page/${encodeURIComponent(page.pathname)}`;
  const accent = accessibleBackground(page.primaryColor);
  const links = socialLinks(socialMedia);
  const logo = safeUrl(page.logoUrl);

  const head = [
    html`<meta charset="utf-8">`,
    html`<meta name="viewport" content="width=device-width,initial-scale=1">`,
    html`<title>${page.title}</title>`,
    html`<meta name="description" content="${page.description}">`,
    html`<link rel="canonical" href="${canonical}">`,
    html`<meta name="theme-color" content="${accent}">`,
    // an icon in the page itself: without one the browser asks for /favicon.ico, which no page has (a 404)
    html`<link rel="icon" href="${iconDataUrl(accent)}">`,
    html`<meta property="og:type" content="website">`,
    html`<meta property="og:title" content="${page.title}">`,
    html`<meta property="og:description" content="${page.description}">`,
    html`<meta property="og:url" content="${canonical}">`,
    html`<meta property="og:site_name" content="${name}">`,
    logo && html`<meta property="og:image" content="${logo}">`,
    // raw: CSS from fixed rules and the two colours accessibleBackground/readableTextOn computed
    html`<style>${raw(criticalCss(accent, readableTextOn(accent)))}</style>`,
    jsonLdScript(
      page,
      data,
      links.map((l) => l.href),
      name,
      canonical,
      view.schema(data),
    ),
  ];

  const body = [
    siteHeader(name, page.logoUrl),
    html`<main>`,
    hero(name, tagline(view, data), page.description, view.ctaLabel, data),
    about(data),
    templateSections(view, data),
    contact(data, links),
    html`</main>`,
    html`<footer><div class="wrap"><p>© ${name}</p></div></footer>`,
    // data-webpage-id: the widget's load beacon and lead form name this page, which counts its visits
    // and conversions (core/webpages/page-counters.ts); an id, nothing about the visitor. The owner's
    // preview is not a visit: its widget runs as the dashboard's preview does.
    widgetScriptTag({
      scriptUrl: ctx.widgetScriptUrl,
      clientId: ctx.clientId,
      apiUrl: origin,
      extra: ctx.preview ? { preview: true } : { webpageId: page.id },
    }),
  ];

  return String(html`<!doctype html><html lang="en"><head>${head}</head><body>${body}</body></html>`);
}
