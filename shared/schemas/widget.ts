import * as z from 'zod';
import { FORM_FIELD_TYPES, WIDGET_POSITIONS, WIDGET_SIZES, WIDGET_THEMES } from '../enums';
import { WIDGET_DEFAULTS } from '../widget-defaults';
import { fromStore, hexColor, id, minText, requiredText, timestamps } from './common';

export const formFieldSchema = z
  .object({
    id: z.string().min(1).max(64),
    // stored and answered (the widget's public config): older text is shown cleaned (common.ts fromStore)
    label: fromStore(requiredText('Label', 100)),
    type: z.enum(FORM_FIELD_TYPES),
    required: z.boolean(),
    placeholder: z.string().max(200).optional(),
    options: z.array(z.string().trim().min(1).max(100)).max(50).optional(),
    maxLength: z.number().int().min(1).max(1000).optional(),
  })
  .strict();
export type FormField = z.infer<typeof formFieldSchema>;

/**
 * Look and feel, stored nested under `appearance` on the widget settings item
 * (functions/db/entities/channels.ts); the public widget config flattens it (widget-public.ts).
 */
export const widgetAppearanceSchema = z.object({
  position: z.enum(WIDGET_POSITIONS).default(WIDGET_DEFAULTS.position),
  size: z.enum(WIDGET_SIZES).default(WIDGET_DEFAULTS.size),
  theme: z.enum(WIDGET_THEMES).default(WIDGET_DEFAULTS.theme),
  triggerText: z.string().max(60).default(WIDGET_DEFAULTS.triggerText),
  showBranding: z.boolean().default(WIDGET_DEFAULTS.showBranding),
  enableSound: z.boolean().default(WIDGET_DEFAULTS.enableSound),
  /** Sites allowed to call the widget API; empty = any site. */
  allowedOrigins: z.array(z.string().max(300)).max(20).default([]),
});
export type WidgetAppearance = z.infer<typeof widgetAppearanceSchema>;

/** The widget settings item as stored (one per tenant). */
export const widgetSettingsSchema = z.object({
  id,
  clientId: id,
  widgetCode: z.string(),
  primaryColor: hexColor.default(WIDGET_DEFAULTS.primaryColor),
  welcomeMessage: minText(1, 'Welcome message', 500).default(WIDGET_DEFAULTS.welcomeMessage),
  requireLeadCapture: z.boolean().default(WIDGET_DEFAULTS.requireLeadCapture),
  leadFormTitle: minText(1, 'Form title', 200).default(WIDGET_DEFAULTS.leadFormTitle),
  leadFormSubtitle: minText(1, 'Form subtitle', 300).default(WIDGET_DEFAULTS.leadFormSubtitle),
  leadFormFields: z.array(formFieldSchema).min(1, 'At least one form field is required').max(20),
  appearance: widgetAppearanceSchema.optional(),
  isActive: z.boolean().default(true),
  ...timestamps,
});
export type WidgetSettings = z.infer<typeof widgetSettingsSchema>;
