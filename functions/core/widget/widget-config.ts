import type { FormField } from '@shared/schemas/widget';
import type { WidgetSettingsView, widgetSettingsPatchRequest } from '@shared/schemas/widget-settings';
import { DEFAULT_LEAD_FORM_FIELDS, WIDGET_DEFAULTS, WIDGET_STYLE_KEYS } from '@shared/widget-defaults';
import type { z } from 'zod';
import { ConflictError, NotFoundError } from '../../base/errors';
import { isConditionalFailure } from '../../db/errors';
import * as db from '../../db/table-entities';
import { forgetWidgetSettings } from './widget-settings';

type Patch = z.output<typeof widgetSettingsPatchRequest>;
type Stored = Awaited<ReturnType<typeof readSettings>>;

/** Keys kept nested under `appearance` on the stored item (functions/db/entities/channels.ts). */
const APPEARANCE_KEYS = [...WIDGET_STYLE_KEYS, 'allowedOrigins'] as const;
const TOP_LEVEL_KEYS = [
  'primaryColor',
  'welcomeMessage',
  'requireLeadCapture',
  'leadFormTitle',
  'leadFormSubtitle',
  'leadFormFields',
] as const;

function toView(clientId: string, s: Stored): WidgetSettingsView {
  const a = (s.appearance ?? {}) as Partial<Record<(typeof APPEARANCE_KEYS)[number], unknown>>;
  return {
    clientId,
    primaryColor: s.primaryColor ?? WIDGET_DEFAULTS.primaryColor,
    welcomeMessage: s.welcomeMessage ?? WIDGET_DEFAULTS.welcomeMessage,
    position: (a.position as WidgetSettingsView['position']) ?? WIDGET_DEFAULTS.position,
    size: (a.size as WidgetSettingsView['size']) ?? WIDGET_DEFAULTS.size,
    theme: (a.theme as WidgetSettingsView['theme']) ?? WIDGET_DEFAULTS.theme,
    triggerText: (a.triggerText as string) ?? WIDGET_DEFAULTS.triggerText,
    showBranding: (a.showBranding as boolean) ?? WIDGET_DEFAULTS.showBranding,
    enableSound: (a.enableSound as boolean) ?? WIDGET_DEFAULTS.enableSound,
    allowedOrigins: (a.allowedOrigins as string[]) ?? [],
    requireLeadCapture: s.requireLeadCapture,
    leadFormTitle: s.leadFormTitle,
    leadFormSubtitle: s.leadFormSubtitle,
    leadFormFields: (s.leadFormFields as FormField[] | undefined) ?? DEFAULT_LEAD_FORM_FIELDS,
    updatedAt: s.updatedAt,
  };
}

async function readSettings(clientId: string) {
  const { data } = await db.widgetSettings().get({ clientId }).go();
  if (!data) throw new NotFoundError('Widget settings');
  return data;
}

/** GET /api/widget/config: everything the owner can change, flat, with the stored nesting hidden. */
export async function getWidgetSettings(clientId: string): Promise<WidgetSettingsView> {
  return toView(clientId, await readSettings(clientId));
}

const ATTEMPTS = 3;

/**
 * PATCH /api/widget/config: only the keys sent change. Appearance is one nested map on the item, so
 * its keys are merged into what is stored, and the write is conditional on the item being unchanged
 * since it was read (updatedAt): two owners saving different tabs at once both keep their change.
 */
export async function patchWidgetSettings(clientId: string, patch: Patch): Promise<WidgetSettingsView> {
  for (let attempt = 1; ; attempt++) {
    const current = await readSettings(clientId);
    const top: Record<string, unknown> = {};
    for (const key of TOP_LEVEL_KEYS) if (patch[key] !== undefined) top[key] = patch[key];
    const appearancePatch: Record<string, unknown> = {};
    for (const key of APPEARANCE_KEYS) if (patch[key] !== undefined) appearancePatch[key] = patch[key];
    if (!Object.keys(top).length && !Object.keys(appearancePatch).length) return toView(clientId, current);
    const set = Object.keys(appearancePatch).length
      ? { ...top, appearance: { ...((current.appearance as object | undefined) ?? {}), ...appearancePatch } }
      : top;
    try {
      const { data } = await db
        .widgetSettings()
        .patch({ clientId })
        .set(set)
        .where(({ updatedAt }, { eq }) => eq(updatedAt, current.updatedAt))
        .go({ response: 'all_new' });
      forgetWidgetSettings(clientId);
      return toView(clientId, data as Stored);
    } catch (err) {
      if (!isConditionalFailure(err)) throw err;
      if (attempt >= ATTEMPTS) throw new ConflictError('The settings changed while saving. Please try again.');
    }
  }
}
