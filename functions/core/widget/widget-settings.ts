import type { FormField } from '@shared/schemas/widget';
import type { WidgetPublicConfig } from '@shared/schemas/widget-public';
import { DEFAULT_LEAD_FORM_FIELDS, WIDGET_DEFAULTS } from '@shared/widget-defaults';
import { NotFoundError } from '../../base/errors';
import { instanceCache } from '../../base/instance-cache';
import * as db from '../../db/table-entities';

export interface TenantWidget {
  config: WidgetPublicConfig;
  /** Sites allowed to call the widget API; empty = any site. */
  allowedOrigins: string[];
}

/** What the widget needs of the client item; callers that read the item anyway pass theirs (one GetItem). */
export type WidgetTenant = { status: string; companyName: string } | null;
export const WIDGET_TENANT_ATTRIBUTES = ['status', 'companyName'] as const;

/**
 * The widget settings item, cached per instance for WIDGET_SETTINGS_TTL_MS (base/instance-cache.ts).
 * May be stale on another instance for that long after the owner saves: the look, the welcome message,
 * the lead form, the allowed websites and the widget's on/off switch. A save on this instance
 * (core/widget/widget-config.ts) invalidates at once. Never cached here: the tenant's status (suspension)
 * — tenantWidget reads the client item fresh on every call.
 */
export const WIDGET_SETTINGS_TTL_MS = 10_000;
const settingsCache = instanceCache({
  ttlMs: WIDGET_SETTINGS_TTL_MS,
  load: async (clientId) => (await db.widgetSettings().get({ clientId }).go()).data,
});
export const forgetWidgetSettings = (clientId: string) => settingsCache.invalidate(clientId);

/**
 * The tenant's widget as visitors see it: only an active tenant with widget settings has one (an
 * unknown or suspended tenant is a 404, never a hint that it exists). Appearance is stored nested
 * under `appearance`; missing values fall back to the spec's defaults. The client item is read fresh
 * (or passed in, read fresh by the caller), so a suspension takes effect at once on every instance.
 */
export async function tenantWidget(clientId: string, tenant?: Promise<WidgetTenant>): Promise<TenantWidget> {
  const [client, settings] = await Promise.all([
    tenant ??
      db
        .client()
        .get({ clientId })
        .go({ attributes: [...WIDGET_TENANT_ATTRIBUTES] })
        .then((r) => r.data),
    settingsCache.get(clientId),
  ]);
  if (!client || client.status === 'suspended' || !settings || settings.isActive === false) {
    throw new NotFoundError('Chat widget');
  }
  const appearance = (settings.appearance ?? {}) as Partial<WidgetPublicConfig> & { allowedOrigins?: string[] };
  return {
    config: {
      businessName: client.companyName,
      primaryColor: settings.primaryColor ?? WIDGET_DEFAULTS.primaryColor,
      welcomeMessage: settings.welcomeMessage ?? WIDGET_DEFAULTS.welcomeMessage,
      position: appearance.position ?? WIDGET_DEFAULTS.position,
      size: appearance.size ?? WIDGET_DEFAULTS.size,
      theme: appearance.theme ?? WIDGET_DEFAULTS.theme,
      triggerText: appearance.triggerText ?? WIDGET_DEFAULTS.triggerText,
      showBranding: appearance.showBranding ?? WIDGET_DEFAULTS.showBranding,
      enableSound: appearance.enableSound ?? WIDGET_DEFAULTS.enableSound,
      requireLeadCapture: settings.requireLeadCapture,
      leadFormTitle: settings.leadFormTitle,
      leadFormSubtitle: settings.leadFormSubtitle,
      leadFormFields: (settings.leadFormFields as FormField[] | undefined) ?? DEFAULT_LEAD_FORM_FIELDS,
    },
    allowedOrigins: appearance.allowedOrigins ?? [],
  };
}
