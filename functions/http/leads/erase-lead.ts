import { eraseLeadResponse, leadParams } from '../../../shared/schemas/leads';
import { eraseLead } from '../../core/leads/manage';
import { http } from '../../kit/http';

/** DELETE /api/leads/{id} — erases the person: lead, conversations, messages, missed-intent contexts (GDPR). */
export const handler = http(
  { auth: 'owner', params: leadParams, response: eraseLeadResponse },
  async ({ session, params }) => eraseLead(session.clientId, params.id),
);
