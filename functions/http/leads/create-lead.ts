import { createLeadRequest, leadResponse } from '../../../shared/schemas/leads';
import { reply } from '../../base/response';
import { createManualLead } from '../../core/leads/manage';
import { http } from '../../kit/http';

/** POST /api/leads — the Add Lead dialog (DESIGN §8: it saves). */
export const handler = http(
  { auth: 'owner', body: createLeadRequest, response: leadResponse },
  async ({ session, body }) => reply(201, { lead: await createManualLead(session.clientId, body) }),
);
