import { defineRoutes } from '../route';

/** leads: functions/http/leads/ serves these (functions/routes.ts). */
export const leads = defineRoutes('leads', {
  listLeads: { method: 'GET', path: '/api/leads', auth: 'agent' },
  getLeadStats: { method: 'GET', path: '/api/leads/stats', auth: 'agent' },
  createLead: { method: 'POST', path: '/api/leads', auth: 'owner' },
  exportLeadsCsv: { method: 'GET', path: '/api/leads/export.csv', auth: 'owner' },
  enrichAllLeads: { method: 'POST', path: '/api/leads/enrich-all', auth: 'owner' },
  getLead: { method: 'GET', path: '/api/leads/{id}', auth: 'agent' },
  updateLeadStatus: { method: 'PATCH', path: '/api/leads/{id}/status', auth: 'agent' },
  enrichLead: { method: 'POST', path: '/api/leads/{id}/enrich', auth: 'owner' },
  exportLead: { method: 'GET', path: '/api/leads/{id}/export', auth: 'owner' },
  eraseLead: { method: 'DELETE', path: '/api/leads/{id}', auth: 'owner' },
});
