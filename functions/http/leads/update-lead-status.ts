import { leadParams, leadResponse, updateLeadStatusRequest } from '../../../shared/schemas/leads';
import { setLeadStatus } from '../../core/leads/manage';
import { http } from '../../kit/http';

/** PATCH /api/leads/{id}/status — {status, notes}: the Manage dialog's select (saves at once) and internal notes. */
export const handler = http(
  { auth: 'agent', params: leadParams, body: updateLeadStatusRequest, response: leadResponse },
  async ({ session, params, body }) => ({ lead: await setLeadStatus(session.clientId, params.id, body) }),
);
