import { leads } from '@shared/api/contracts/leads';
import { leadDetail } from '../../core/leads/manage';
import { http } from '../../kit/http';

/** GET /api/leads/{id} — the Manage dialog: the lead, its form answers, its conversations with their transcript. */
export const handler = http(leads.getLead, async ({ session, params }) => leadDetail(session.clientId, params.id));
