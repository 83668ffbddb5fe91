import * as leadsSchemas from '../../schemas/leads';
import { withSchemas } from '../route';
import { leads as routes } from '../routes/leads';

/** leads: each route of routes/leads.ts with its schemas. */
export const leads = withSchemas(routes, {
  listLeads: { query: leadsSchemas.listLeadsQuery, response: leadsSchemas.listLeadsResponse },
  getLeadStats: { response: leadsSchemas.leadStatsResponse },
  createLead: { body: leadsSchemas.createLeadRequest, response: leadsSchemas.leadResponse },
  exportLeadsCsv: { query: leadsSchemas.exportLeadsQuery, response: leadsSchemas.leadsCsvResponse },
  enrichAllLeads: { response: leadsSchemas.jobResponse },
  getLead: { params: leadsSchemas.leadParams, response: leadsSchemas.leadDetailResponse },
  updateLeadStatus: {
    body: leadsSchemas.updateLeadStatusRequest,
    params: leadsSchemas.leadParams,
    response: leadsSchemas.leadResponse,
  },
  enrichLead: { params: leadsSchemas.leadParams, response: leadsSchemas.enrichLeadResponse },
  exportLead: { params: leadsSchemas.leadParams, response: leadsSchemas.leadExportResponse },
  eraseLead: { params: leadsSchemas.leadParams, response: leadsSchemas.eraseLeadResponse },
});
