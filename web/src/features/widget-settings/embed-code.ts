import { WIDGET_APPEARANCE_KEYS, type WidgetAppearanceKey } from '@shared/widget-defaults';
import { dataAttribute, dataAttributes, widgetScriptUrl } from '@shared/widget-embed';
import type { WidgetSettings } from './api/widget-settings';

/**
 * The embed code and the live preview's page (spec part 2 §2.9, issue 9). Both load the real widget
 * from this app's origin; the embed code carries only the client id and API URL unless the owner asks
 * for the appearance to be written into it, because attributes in the code override the saved settings.
 */
export type Appearance = Pick<WidgetSettings, WidgetAppearanceKey>;

/** The keys an embed code may carry (shared/widget-defaults.ts). */
export const APPEARANCE_KEYS = WIDGET_APPEARANCE_KEYS;

// The attribute builder is shared with the server-rendered AI webpages (shared/widget-embed.ts).
export { dataAttribute, widgetScriptUrl };

const attributes = dataAttributes;

export interface EmbedInput {
  origin: string;
  clientId: string;
  /** When given, written into the code (and then it wins over the saved settings). */
  appearance?: Appearance | null;
}

/** The script-tag form: <script src=… data-client-id=… data-api-url=… async></script>. */
export function scriptTagCode({ origin, clientId, appearance }: EmbedInput): string {
  const attrs = attributes({
    clientId,
    apiUrl: origin,
    ...(appearance ? Object.fromEntries(APPEARANCE_KEYS.map((k) => [k, appearance[k]])) : {}),
  });
  return `<script src="${widgetScriptUrl(origin)}"\n  ${attrs.join('\n  ')}\n  async></script>`;
}

/** JSON that is safe inside an inline <script> (no "</script>" can close it early). */
const scriptJson = (value: unknown, indent: string) =>
  JSON.stringify(value, null, 2).replace(/</g, '\\u003c').replace(/\n/g, `\n${indent}`);

/** The Parley.init form: the loader first, then one call with the same configuration. */
export function initCallCode({ origin, clientId, appearance }: EmbedInput): string {
  const options = {
    clientId,
    apiUrl: origin,
    ...(appearance ? Object.fromEntries(APPEARANCE_KEYS.map((k) => [k, appearance[k]])) : {}),
  };
  return `<script src="${widgetScriptUrl(origin)}"></script>\n<script>\n  Parley.init(${scriptJson(options, '  ')});\n</script>`;
}

/**
 * The preview's page: a blank "website" with the real loader, the unsaved appearance as data-*
 * attributes and data-preview (the widget then counts no page view and sends nothing to the chat API).
 * It is an iframe's srcdoc, so it runs on this origin under this app's content security policy.
 */
export function previewDocument({ origin, clientId, appearance }: EmbedInput & { appearance: Appearance }): string {
  const attrs = attributes({
    clientId,
    apiUrl: origin,
    preview: true,
    ...Object.fromEntries(APPEARANCE_KEYS.map((k) => [k, appearance[k]])),
  });
  return [
    '<!doctype html><html lang="en"><head><meta charset="utf-8">',
    '<meta name="viewport" content="width=device-width,initial-scale=1"><title>Widget preview</title>',
    '<style>html,body{margin:0;height:100%;background:#f4f5f7;font:14px/1.4 system-ui,sans-serif;color:#4a4f57}',
    'p{margin:0;padding:16px}</style></head><body>',
    '<p>Your website. Open the chat to see the panel; nothing you type here is sent.</p>',
    `<script src="${widgetScriptUrl(origin)}" ${attrs.join(' ')}></script>`,
    '</body></html>',
  ].join('');
}

/** How long the Copy button says "Copied" (spec part 2 §2.9, §9). */
export const COPY_FEEDBACK_MS = 2000;
