/**
 * The admin panel's sections (spec part 3 §2), each at its own URL: /admin is the dashboard, the others
 * /admin/<id>.
 */
export const ADMIN_SECTIONS = [
  { id: 'dashboard', label: 'Dashboard' },
  { id: 'clients', label: 'Clients' },
  { id: 'enquiries', label: 'Enquiries' },
  { id: 'health', label: 'System Health' },
  { id: 'analytics', label: 'Analytics' },
  { id: 'ai-costs', label: 'AI Cost Optimization' },
  { id: 'users', label: 'User Management' },
  { id: 'plans', label: 'Manage Plans' },
  { id: 'gateways', label: 'Payment Gateways' },
  { id: 'activity', label: 'Activity Logs' },
  { id: 'config', label: 'Configuration' },
  { id: 'testimonials', label: 'Testimonials' },
] as const;
export type AdminSection = (typeof ADMIN_SECTIONS)[number]['id'];

/** Where a section lives: the dashboard at /admin itself (where an admin lands), the others beneath it. */
export const adminPath = (section: AdminSection): string => (section === 'dashboard' ? '/admin' : `/admin/${section}`);

/** The section a URL's `:section` names; none is the dashboard, an unknown one is undefined. */
export const sectionOf = (segment: string | undefined): AdminSection | undefined =>
  segment === undefined ? 'dashboard' : ADMIN_SECTIONS.find((s) => s.id === segment)?.id;
