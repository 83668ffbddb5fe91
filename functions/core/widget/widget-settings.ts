import type { FormField } from '@shared/schemas/widget';
import type { WidgetPublicConfig } from '@shared/schemas/widget-public';
import { DEFAULT_LEAD_FORM_FIELDS, WIDGET_DEFAULTS } from '@shared/widget-defaults';
import { NotFoundError } from '../../base/errors';
import * as db from '../../db/table-entities';

export interface TenantWidget {
  config: WidgetPublicConfig;
  /** Sites allowed to call the widget API; empty = any site. */
  allowedOrigins: string[];
}

/**
 * The tenant's widget as visitors see it: only an active tenant with widget settings has one (an
 * unknown or suspended tenant is a 404, never a hint that it exists). Appearance is stored nested
 * under `appearance`; missing values fall back to the spec's defaults.
 */
export async function tenantWidget(clientId: string): Promise<TenantWidget> {
  const [{ data: client }, { data: settings }] = await Promise.all([
    db
      .client()
      .get({ clientId })
      .go({ attributes: ['status', 'companyName'] }),
    db.widgetSettings().get({ clientId }).go(),
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
