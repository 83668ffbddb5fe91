import type { FORM_FIELD_TYPES } from './enums';

/**
 * The widget's defaults and appearance keys, in one place (part 1 §3). It imports no zod and nothing
 * from schemas/: the loader on customers' pages and every function that reads a tenant's widget take
 * their defaults from here, and schemas/widget.ts takes its `.default(…)` values from here too.
 */

/** A default lead-form field (schemas/widget.ts `FormField` has this shape; the schema checks it). */
export interface DefaultFormField {
  id: string;
  label: string;
  type: (typeof FORM_FIELD_TYPES)[number];
  required: boolean;
  placeholder?: string;
  options?: string[];
  maxLength?: number;
}

/** The six default lead-form fields of a new account. */
export const DEFAULT_LEAD_FORM_FIELDS: DefaultFormField[] = [
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

/**
 * The widget's appearance: what the loader and panel draw with, and what an embed code may set as
 * data-* attributes or Parley.init options (they win over the saved settings).
 */
// literal lists and objects, no spreads: esbuild keeps a spread (it may run code), and the loader on
// customers' pages would then carry whatever it does not use of this module
export const WIDGET_APPEARANCE_KEYS = [
  'primaryColor',
  'welcomeMessage',
  'position',
  'size',
  'theme',
  'triggerText',
  'showBranding',
  'enableSound',
] as const;
export type WidgetAppearanceKey = (typeof WIDGET_APPEARANCE_KEYS)[number];

/** The appearance keys stored nested under `appearance` on the widget settings item (with allowedOrigins). */
export const WIDGET_STYLE_KEYS = [
  'position',
  'size',
  'theme',
  'triggerText',
  'showBranding',
  'enableSound',
] as const satisfies readonly WidgetAppearanceKey[];

export const WIDGET_APPEARANCE_DEFAULTS = {
  primaryColor: '#000000',
  welcomeMessage: 'Hi! How can I help you today?',
  position: 'bottom-right',
  size: 'medium',
  theme: 'light',
  triggerText: 'Chat with us',
  showBranding: true,
  enableSound: true,
} as const satisfies Record<WidgetAppearanceKey, string | boolean>;

/** A new account's widget settings: the appearance above plus the lead form's switch and texts. */
export const WIDGET_DEFAULTS = /* @__PURE__ */ Object.assign({}, WIDGET_APPEARANCE_DEFAULTS, {
  requireLeadCapture: true,
  leadFormTitle: "Let's get started!",
  leadFormSubtitle: 'Please share your details so we can assist you better.',
} as const);
