/**
 * The widget's embed tag, one builder for every place that writes it: the Widget settings screen's
 * embed code (web/src/features/widget-settings/embed-code.ts) and the server-rendered AI webpages.
 * The loader (widget/src/config.ts) reads these data-* attributes back through the dataset.
 */
import { escapeHtml, html, raw, type SafeHtml } from './html';

/** Where this app serves the loader. */
export const widgetScriptUrl = (origin: string) => `${origin}/widget/parley-widget.js`;

/** primaryColor → data-primary-color, as the loader reads them (dataset camel-cases back). */
export const dataAttribute = (key: string) => `data-${key.replace(/[A-Z]/g, (c) => `-${c.toLowerCase()}`)}`;

/** Each value as data-key="value", escaped for a double-quoted attribute. */
export function dataAttributes(values: Record<string, string | boolean>): string[] {
  return Object.entries(values).map(([key, value]) => `${dataAttribute(key)}="${escapeHtml(String(value))}"`);
}

/** `<script src=… data-client-id=… data-api-url=… async></script>` on one line. */
export function widgetScriptTag(input: {
  scriptUrl: string;
  clientId: string;
  apiUrl: string;
  extra?: Record<string, string | boolean>;
}): SafeHtml {
  const attrs = dataAttributes({ clientId: input.clientId, apiUrl: input.apiUrl, ...input.extra });
  // raw: dataAttributes escaped each value
  return html`<script src="${input.scriptUrl}" ${raw(attrs.join(' '))} async></script>`;
}
