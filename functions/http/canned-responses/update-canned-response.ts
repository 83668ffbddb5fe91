import { cannedResponses } from '@shared/api/contracts/canned-responses';
import { updateCannedResponse } from '../../core/inbox/canned-responses';
import { http } from '../../kit/http';

/** PATCH /api/inbox/canned-responses/{id} — owners and trainers edit a canned response. */
export const handler = http(cannedResponses.updateCannedResponse, async ({ session, params, body }) => ({
  cannedResponse: await updateCannedResponse(session.clientId, params.id, body),
}));
