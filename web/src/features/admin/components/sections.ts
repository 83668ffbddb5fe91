/** The admin panel's sections (spec part 3 §2): they switch in place, no sub-routes. `built: false` says so on screen. */
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
