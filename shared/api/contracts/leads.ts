import {
  createLeadRequest,
  enrichLeadResponse,
  eraseLeadResponse,
  exportLeadsQuery,
  jobResponse,
  leadDetailResponse,
  leadExportResponse,
  leadParams,
  leadResponse,
  leadStatsResponse,
  leadsCsvResponse,
  listLeadsQuery,
  listLeadsResponse,
  updateLeadStatusRequest,
} from '../../schemas/leads';
import { withSchemas } from '../route';
import { leads as routes } from '../routes/leads';

/** leads: each route of routes/leads.ts with its schemas. */
export const leads = withSchemas(routes, {
  listLeads: { query: listLeadsQuery, response: listLeadsResponse },
  getLeadStats: { response: leadStatsResponse },
  createLead: { body: createLeadRequest, response: leadResponse },
  exportLeadsCsv: { query: exportLeadsQuery, response: leadsCsvResponse },
  enrichAllLeads: { response: jobResponse },
  getLead: { params: leadParams, response: leadDetailResponse },
  updateLeadStatus: { body: updateLeadStatusRequest, params: leadParams, response: leadResponse },
  enrichLead: { params: leadParams, response: enrichLeadResponse },
  exportLead: { params: leadParams, response: leadExportResponse },
  eraseLead: { params: leadParams, response: eraseLeadResponse },
});
