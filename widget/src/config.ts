/**
 * The widget's configuration: the tenant's saved appearance (GET /api/widget/{clientId}/config),
 * overridden by what the embed code says (data-* attributes on the script tag or Parley.init({...})).
 * From shared/ only types (erased at build) and the zod-free defaults (shared/widget-defaults.ts), so
 * the widget never bundles zod.
 */
import type { WidgetPublicConfig } from '@shared/schemas/widget-public';
import { WIDGET_APPEARANCE_DEFAULTS, type WidgetAppearanceKey } from '@shared/widget-defaults';

export type Appearance = Pick<WidgetPublicConfig, WidgetAppearanceKey>;

export interface EmbedOptions extends Partial<Appearance> {
  clientId: string;
  /** Origin of the Parley API; default: the origin the script was loaded from. */
  apiUrl?: string;
  /** The dashboard's live preview: no page view is counted and nothing is sent to the chat API. */
  preview?: boolean;
  /** Set on a published AI webpage (data-webpage-id): its visits and conversions are counted. */
  webpageId?: string;
}

export interface WidgetContext {
  clientId: string;
  apiUrl: string;
  appearance: Appearance;
  /** Null when the tenant's settings could not be read: the panel says chat is unavailable. */
  server: WidgetPublicConfig | null;
  /** Why the server config is missing: 'unavailable' (404/403/402) or 'unreachable' (network). */
  problem?: 'unavailable' | 'unreachable';
  /** The dashboard's live preview (EmbedOptions.preview). */
  preview?: boolean;
  /** The AI webpage the widget is on (EmbedOptions.webpageId); its lead form names it. */
  webpageId?: string;
}

export const DEFAULT_APPEARANCE: Appearance = WIDGET_APPEARANCE_DEFAULTS;

const BOOLEAN_KEYS = new Set(['showBranding', 'enableSound', 'preview']);

/** data-client-id="…" data-primary-color="#…" → { clientId, primaryColor } (dataset camel-cases for us). */
export function optionsFromDataset(data: DOMStringMap): EmbedOptions | null {
  if (!data.clientId) return null;
  const out: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(data)) {
    if (value === undefined) continue;
    out[key] = BOOLEAN_KEYS.has(key) ? value !== 'false' : value;
  }
  return out as unknown as EmbedOptions;
}

/** Only the keys the embed code set win over the saved settings; unknown keys are ignored. */
export function mergeAppearance(saved: Partial<Appearance> | null, embed: EmbedOptions): Appearance {
  const merged = { ...DEFAULT_APPEARANCE } as Record<string, unknown>;
  for (const source of [saved ?? {}, embed] as Record<string, unknown>[]) {
    for (const key of Object.keys(DEFAULT_APPEARANCE)) {
      if (source[key] !== undefined && source[key] !== '') merged[key] = source[key];
    }
  }
  if (!/^#[0-9a-fA-F]{6}$/.test(String(merged.primaryColor))) merged.primaryColor = DEFAULT_APPEARANCE.primaryColor;
  return merged as unknown as Appearance;
}
