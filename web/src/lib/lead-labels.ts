import type { LEAD_SOURCES, LEAD_STATUSES } from '@shared/enums';
import type { LeadTier } from '@shared/schemas/leads';

/** How lead statuses, sources and tiers are named and coloured on every screen that shows leads (Leads, CRM and predictive analytics). */
export const STATUS_LABELS: Record<(typeof LEAD_STATUSES)[number], string> = {
  new: 'New',
  contacted: 'Contacted',
  qualified: 'Qualified',
  converted: 'Converted',
  lost: 'Lost',
};
export const STATUS_PALETTES: Record<(typeof LEAD_STATUSES)[number], string> = {
  new: 'blue',
  contacted: 'yellow',
  qualified: 'purple',
  converted: 'green',
  lost: 'gray',
};
export const SOURCE_LABELS: Record<(typeof LEAD_SOURCES)[number], string> = {
  chat: 'Chat',
  whatsapp: 'WhatsApp',
  form: 'Form',
  widget: 'Chat widget',
  website: 'Website',
  referral: 'Referral',
  social: 'Social',
  email_campaign: 'Email campaign',
  manual_entry: 'Manual entry',
};
export const TIER_PALETTES: Record<LeadTier, string> = { hot: 'red', warm: 'orange', cold: 'blue' };
export const TIER_LABELS: Record<LeadTier, string> = { hot: 'Hot', warm: 'Warm', cold: 'Cold' };
