import * as z from 'zod';
import { FORM_FIELD_TYPES, WIDGET_POSITIONS, WIDGET_SIZES, WIDGET_THEMES } from '../enums';
import { hexColor, id, minText, requiredText, timestamps } from './common';

export const formFieldSchema = z
  .object({
    id: z.string().min(1).max(64),
    label: requiredText('Label', 100),
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
  position: z.enum(WIDGET_POSITIONS).default('bottom-right'),
  size: z.enum(WIDGET_SIZES).default('medium'),
  theme: z.enum(WIDGET_THEMES).default('light'),
  triggerText: z.string().max(60).default('Chat with us'),
  showBranding: z.boolean().default(true),
  enableSound: z.boolean().default(true),
  /** Sites allowed to call the widget API; empty = any site. */
  allowedOrigins: z.array(z.string().max(300)).max(20).default([]),
});
export type WidgetAppearance = z.infer<typeof widgetAppearanceSchema>;

/** The widget settings item as stored (one per tenant). */
export const widgetSettingsSchema = z.object({
  id,
  clientId: id,
  widgetCode: z.string(),
  primaryColor: hexColor.default('#000000'),
  welcomeMessage: minText(1, 'Welcome message', 500).default('Hi! How can I help you today?'),
  requireLeadCapture: z.boolean().default(true),
  leadFormTitle: minText(1, 'Form title', 200).default("Let's get started!"),
  leadFormSubtitle: minText(1, 'Form subtitle', 300).default('Please share your details so we can assist you better.'),
  leadFormFields: z.array(formFieldSchema).min(1, 'At least one form field is required').max(20),
  appearance: widgetAppearanceSchema.optional(),
  isActive: z.boolean().default(true),
  ...timestamps,
});
export type WidgetSettings = z.infer<typeof widgetSettingsSchema>;

/** The six default lead-form fields of a new account (part 1 §3). */
export const DEFAULT_LEAD_FORM_FIELDS: FormField[] = [
  { id: 'name', label: 'Name', type: 'text', required: true, placeholder: 'Your name', maxLength: 100 },
  { id: 'email', label: 'Email', type: 'email', required: false, placeholder: 'you@example.com', maxLength: 100 },
  { id: 'phone', label: 'Phone', type: 'tel', required: false, placeholder: '+91 98765 43210', maxLength: 20 },
  { id: 'company', label: 'Company', type: 'text', required: false, placeholder: 'Company name', maxLength: 100 },
  {
    id: 'purpose',
    label: 'Purpose',
    type: 'select',
    required: false,
    options: ['General Inquiry', 'Sales & Pricing', 'Technical Support', 'Product Information'],
  },
  {
    id: 'message',
    label: 'Message',
    type: 'textarea',
    required: false,
    placeholder: 'How can we help?',
    maxLength: 500,
  },
];

export const WIDGET_DEFAULTS = {
  primaryColor: '#000000',
  welcomeMessage: 'Hi! How can I help you today?',
  requireLeadCapture: true,
  leadFormTitle: "Let's get started!",
  leadFormSubtitle: 'Please share your details so we can assist you better.',
  position: 'bottom-right',
  size: 'medium',
  theme: 'light',
  triggerText: 'Chat with us',
  showBranding: true,
  enableSound: true,
} as const;
