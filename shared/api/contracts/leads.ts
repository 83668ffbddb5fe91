import * as common from '../../schemas/common';
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
  getLead: { params: common.idParams, response: leadsSchemas.leadDetailResponse },
  updateLeadStatus: {
    body: leadsSchemas.updateLeadStatusRequest,
    params: common.idParams,
    response: leadsSchemas.leadResponse,
  },
  enrichLead: { params: common.idParams, response: leadsSchemas.enrichLeadResponse },
  exportLead: { params: common.idParams, response: leadsSchemas.leadExportResponse },
  eraseLead: { params: common.idParams, response: leadsSchemas.eraseLeadResponse },
});
