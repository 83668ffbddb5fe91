import { leads } from '@shared/api/contracts/leads';
import { setLeadStatus } from '../../core/leads/manage';
import { http } from '../../kit/http';

/** PATCH /api/leads/{id}/status — {status, notes}: the Manage dialog's select (saves at once) and internal notes. */
export const handler = http(leads.updateLeadStatus, async ({ session, params, body }) => ({
  lead: await setLeadStatus(session.clientId, params.id, body),
}));
