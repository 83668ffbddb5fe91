import type { FormField } from './schemas/widget';

/**
 * A new account's widget defaults (part 1 §3). Apart from schemas/widget.ts, whose zod schemas every
 * function that reads the tenant's widget would otherwise bundle (the chat functions sit at their
 * 400 KB budget).
 */

/** The six default lead-form fields of a new account. */
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
