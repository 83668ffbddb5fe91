import { mayAccess, type RoleLevel } from '@shared/access';
import type { Role } from '@shared/enums';

/**
 * THE customer screens (spec part 1 §2): the sidebar lists them and app/routes.tsx guards each one with
 * the same `level`, the API level its screen needs (shared/access.ts), so a role is never shown a screen
 * that would answer 403. A feature that adds a screen adds its route in app/routes.tsx and sets `level`
 * to the level of its API here.
 */
export interface SidebarEntry {
  label: string;
  /** Absolute path of the screen. */
  to: string;
  /** Segment under /dashboard, used by the route table ('' for the home screen). */
  segment: string;
  /** Who may open it. Screens not built yet take the level their issue's API is planned with. */
  level: RoleLevel;
}

export const SIDEBAR_ENTRIES: readonly SidebarEntry[] = [
  { label: 'Dashboard', to: '/dashboard', segment: '', level: 'customer' },
  { label: 'Train Intents', to: '/dashboard/intents', segment: 'intents', level: 'trainer' },
  { label: 'AI webpage', to: '/dashboard/ai-webpage', segment: 'ai-webpage', level: 'owner' },
  { label: 'Leads', to: '/dashboard/leads', segment: 'leads', level: 'agent' },
  { label: 'CRM Analytics', to: '/dashboard/crm-analytics', segment: 'crm-analytics', level: 'agent' },
  {
    label: 'Predictive Analytics',
    to: '/dashboard/predictive-analytics',
    segment: 'predictive-analytics',
    level: 'agent',
  },
  { label: 'Conversations', to: '/dashboard/conversations', segment: 'conversations', level: 'customer' },
  { label: 'Human Agents', to: '/dashboard/human-agents', segment: 'human-agents', level: 'owner' },
  { label: 'Lead Capture', to: '/dashboard/lead-capture', segment: 'lead-capture', level: 'owner' },
  { label: 'Billing & Plan', to: '/dashboard/billing', segment: 'billing', level: 'owner' },
  { label: 'Embed Widget', to: '/dashboard/widget', segment: 'widget', level: 'owner' },
  { label: 'Settings', to: '/dashboard/settings', segment: 'settings', level: 'customer' },
];

/** Screens outside the sidebar, guarded and linked with the same table. */
export const TEST_CHAT_SCREEN = { label: 'Test AI Chat', to: '/ccai-test', level: 'trainer' } as const satisfies Omit<
  SidebarEntry,
  'segment'
>;
export const AGENT_PORTAL_SCREEN = {
  label: 'Agent Portal',
  to: '/agent-portal',
  level: 'agent',
} as const satisfies Omit<SidebarEntry, 'segment'>;

export function sidebarEntry(segment: string): SidebarEntry | undefined {
  return SIDEBAR_ENTRIES.find((entry) => entry.segment === segment);
}

export function sidebarLabel(segment: string): string {
  return sidebarEntry(segment)?.label ?? segment;
}

/** The entries a role may open, in sidebar order. */
export function sidebarEntriesFor(role: Role): SidebarEntry[] {
  return SIDEBAR_ENTRIES.filter((entry) => mayAccess(role, entry.level));
}
