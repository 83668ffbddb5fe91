/**
 * THE customer sidebar (spec part 1 §2), identical for every tenant role. A feature that adds a
 * screen adds its route in app/routes.tsx; the entry here already points at it.
 */
export interface SidebarEntry {
  label: string;
  /** Absolute path of the screen. */
  to: string;
  /** Segment under /dashboard, used by the route table ('' for the home screen). */
  segment: string;
}

export const SIDEBAR_ENTRIES: readonly SidebarEntry[] = [
  { label: 'Dashboard', to: '/dashboard', segment: '' },
  { label: 'Train Intents', to: '/dashboard/intents', segment: 'intents' },
  { label: 'AI webpage', to: '/dashboard/ai-webpage', segment: 'ai-webpage' },
  { label: 'Leads', to: '/dashboard/leads', segment: 'leads' },
  { label: 'CRM Analytics', to: '/dashboard/crm-analytics', segment: 'crm-analytics' },
  { label: 'Predictive Analytics', to: '/dashboard/predictive-analytics', segment: 'predictive-analytics' },
  { label: 'Conversations', to: '/dashboard/conversations', segment: 'conversations' },
  { label: 'Human Agents', to: '/dashboard/human-agents', segment: 'human-agents' },
  { label: 'Lead Capture', to: '/dashboard/lead-capture', segment: 'lead-capture' },
  { label: 'Billing & Plan', to: '/dashboard/billing', segment: 'billing' },
  { label: 'Embed Widget', to: '/dashboard/widget', segment: 'widget' },
  { label: 'Settings', to: '/dashboard/settings', segment: 'settings' },
];

export function sidebarLabel(segment: string): string {
  return SIDEBAR_ENTRIES.find((entry) => entry.segment === segment)?.label ?? segment;
}
