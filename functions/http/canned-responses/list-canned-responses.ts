import { cannedResponses } from '@shared/api/contracts/canned-responses';
import { listCannedResponses } from '../../core/inbox/canned-responses';
import { http } from '../../kit/http';

/** GET /api/inbox/canned-responses — the tenant's canned responses (agents insert them, owners and trainers keep them). */
export const handler = http(cannedResponses.listCannedResponses, async ({ session }) => ({
  cannedResponses: await listCannedResponses(session.clientId),
}));
