import { leads } from '@shared/api/contracts/leads';
import { reply } from '../../base/response';
import { createManualLead } from '../../core/leads/manage';
import { http } from '../../kit/http';

/** POST /api/leads — the Add Lead dialog (DESIGN §8: it saves). */
export const handler = http(leads.createLead, async ({ session, body }) =>
  reply(201, { lead: await createManualLead(session.clientId, body) }),
);
