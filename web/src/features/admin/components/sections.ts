/**
 * The admin panel's sections (spec part 3 §2), each at its own URL: /admin is the dashboard, the others
 * /admin/<id>. `built: false` says so on screen.
 */
export const ADMIN_SECTIONS = [
  { id: 'dashboard', label: 'Dashboard', built: true },
  { id: 'clients', label: 'Clients', built: true },
  { id: 'enquiries', label: 'Enquiries', built: true },
  { id: 'health', label: 'System Health', built: true },
  { id: 'analytics', label: 'Analytics', built: true },
  { id: 'ai-costs', label: 'AI Cost Optimization', built: true },
  { id: 'users', label: 'User Management', built: true },
  { id: 'plans', label: 'Manage Plans', built: true },
  { id: 'gateways', label: 'Payment Gateways', built: true },
  { id: 'activity', label: 'Activity Logs', built: true },
  { id: 'config', label: 'Configuration', built: true },
  { id: 'testimonials', label: 'Testimonials', built: true },
] as const;
export type AdminSection = (typeof ADMIN_SECTIONS)[number]['id'];

/** Where a section lives: the dashboard at /admin itself (where an admin lands), the others beneath it. */
export const adminPath = (section: AdminSection): string => (section === 'dashboard' ? '/admin' : `/admin/${section}`);

/** The section a URL's `:section` names; none is the dashboard, an unknown one is undefined. */
export const sectionOf = (segment: string | undefined): AdminSection | undefined =>
  segment === undefined ? 'dashboard' : ADMIN_SECTIONS.find((s) => s.id === segment)?.id;
