import { leads } from '@shared/api/contracts/leads';
import { eraseLead } from '../../core/leads/erase';
import { http } from '../../kit/http';

/** DELETE /api/leads/{id} — erases the person: lead, conversations, messages, missed-intent contexts (GDPR). */
export const handler = http(leads.eraseLead, async ({ session, params }) => eraseLead(session.clientId, params.id));
