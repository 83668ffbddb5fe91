import * as z from 'zod';
import { FORM_FIELD_TYPES, WIDGET_POSITIONS, WIDGET_SIZES, WIDGET_THEMES } from '../enums';
import { hexColor, minText, requiredText, shortText, visibleText } from './common';
import { widgetPublicConfigSchema } from './widget-public';

/**
 * The owner's side of the widget (issue 9, spec part 2 §2.6, §2.9): GET/PATCH /api/widget/config for
 * the Embed Widget and Lead Capture Settings screens, and GET /api/widget/stats. The public side a
 * visitor's browser reads is widget-public.ts.
 */

export const MAX_LEAD_FORM_FIELDS = 20;
export const MAX_ALLOWED_ORIGINS = 20;
export const LEAD_FIELD_MAX_LENGTH = 1000;
export const NEW_FIELD_MAX_LENGTH = 100;
const ORIGIN_MESSAGE = 'Enter a website address like https://www.example.com (no path)';

/**
 * A website allowed to run the widget, normalised to the origin a browser sends ("https://Shop.example/"
 * → "https://shop.example"); a path, query, user name or another scheme is refused, not silently cut.
 */
export function normaliseOrigin(raw: string): string | null {
  const text = raw.trim();
  if (!/^https?:\/\//i.test(text)) return null;
  let url: URL;
  try {
    url = new URL(text);
  } catch {
    return null;
  }
  if (url.username || url.password || url.search || url.hash || (url.pathname !== '/' && url.pathname !== '')) {
    return null;
  }
  return url.origin;
}

export const allowedOriginSchema = z
  .string()
  .max(300, ORIGIN_MESSAGE)
  .transform((value, ctx) => {
    const origin = normaliseOrigin(value);
    if (!origin) {
      ctx.addIssue({ code: 'custom', message: ORIGIN_MESSAGE });
      return z.NEVER;
    }
    return origin;
  });

/** One lead-form field as the owner saves it; the spec's rules (§2.6, §5) with a message per key. */
export const leadFormFieldInput = z
  .object({
    id: z
      .string()
      .trim()
      .min(1, 'Field id is required')
      .max(64, 'Field id must be at most 64 characters')
      .regex(/^[A-Za-z0-9_-]+$/, 'Field id may use letters, digits, _ and - only'),
    label: requiredText('Label', 100),
    type: z.enum(FORM_FIELD_TYPES, 'Choose a field type'),
    required: z.boolean(),
    placeholder: shortText(200, 'Placeholder must be at most 200 characters').optional(),
    options: z
      .array(visibleText(1, 100, 'An option cannot be blank', 'Options must be at most 100 characters'))
      .max(50, 'A field may have at most 50 options')
      .optional(),
    maxLength: z
      .number('Max length must be a number')
      .int('Max length must be a whole number')
      .min(1, `Max length must be from 1 to ${LEAD_FIELD_MAX_LENGTH}`)
      .max(LEAD_FIELD_MAX_LENGTH, `Max length must be from 1 to ${LEAD_FIELD_MAX_LENGTH}`)
      .optional(),
  })
  .strict()
  .superRefine((field, ctx) => {
    if (field.type === 'select') {
      if (field.maxLength !== undefined) {
        ctx.addIssue({ code: 'custom', path: ['maxLength'], message: 'A select field has no max length' });
      }
      if (!field.options?.length) {
        ctx.addIssue({ code: 'custom', path: ['options'], message: 'A select field needs at least one option' });
      } else if (new Set(field.options).size !== field.options.length) {
        ctx.addIssue({ code: 'custom', path: ['options'], message: 'Options must be different from each other' });
      }
    } else if (field.options?.length) {
      ctx.addIssue({ code: 'custom', path: ['options'], message: 'Only a select field has options' });
    }
  })
  // an empty placeholder is no placeholder; options belong to select fields only
  .transform(({ placeholder, options, ...field }) => ({
    ...field,
    ...(placeholder ? { placeholder } : {}),
    ...(field.type === 'select' && options ? { options } : {}),
  }));
export type LeadFormFieldInput = z.input<typeof leadFormFieldInput>;

export const leadFormFieldsInput = z
  .array(leadFormFieldInput)
  .min(1, 'At least one form field is required')
  .max(MAX_LEAD_FORM_FIELDS, `A form may have at most ${MAX_LEAD_FORM_FIELDS} fields`)
  .superRefine((fields, ctx) => {
    const seen = new Set<string>();
    fields.forEach((field, index) => {
      if (seen.has(field.id))
        ctx.addIssue({ code: 'custom', path: [index, 'id'], message: 'Field ids must be unique' });
      seen.add(field.id);
    });
  });

/** PATCH /api/widget/config: only the keys sent change. */
export const widgetSettingsPatchRequest = z
  .object({
    primaryColor: hexColor.optional(),
    welcomeMessage: minText(1, 'Welcome message', 500).optional(),
    position: z.enum(WIDGET_POSITIONS).optional(),
    size: z.enum(WIDGET_SIZES).optional(),
    theme: z.enum(WIDGET_THEMES).optional(),
    triggerText: requiredText('Button text', 60).optional(),
    showBranding: z.boolean().optional(),
    enableSound: z.boolean().optional(),
    allowedOrigins: z
      .array(allowedOriginSchema)
      .max(MAX_ALLOWED_ORIGINS, `At most ${MAX_ALLOWED_ORIGINS} websites`)
      .transform((origins) => [...new Set(origins)])
      .optional(),
    requireLeadCapture: z.boolean().optional(),
    leadFormTitle: minText(1, 'Form title', 200).optional(),
    leadFormSubtitle: minText(1, 'Form subtitle', 300).optional(),
    leadFormFields: leadFormFieldsInput.optional(),
  })
  .strict();
export type WidgetSettingsPatch = z.input<typeof widgetSettingsPatchRequest>;

/** What GET and PATCH /api/widget/config answer: every setting, flat, plus the id the embed code carries. */
export const widgetSettingsResponse = widgetPublicConfigSchema.omit({ businessName: true }).extend({
  clientId: z.string(),
  allowedOrigins: z.array(z.string()),
  updatedAt: z.string().optional(),
});
export type WidgetSettingsView = z.infer<typeof widgetSettingsResponse>;

/** GET /api/widget/stats: live figures of the Embed Widget screen; null where there is nothing to compute. */
export const widgetStatsResponse = z.object({
  /** The calendar month (UTC) the counts belong to, "2026-11". */
  period: z.string(),
  widgetLoads: z.number().int().min(0),
  conversations: z.number().int().min(0),
  /** conversations / widgetLoads; null when there were no loads. */
  conversionRate: z.number().min(0).nullable(),
  /** Median time from a conversation's first visitor message to the first reply, in milliseconds. */
  medianFirstReplyMs: z.number().min(0).nullable(),
  /** How many of the latest conversations the median was computed from. */
  firstReplySample: z.number().int().min(0),
});
export type WidgetStats = z.infer<typeof widgetStatsResponse>;
