import { cannedResponses } from '@shared/api/contracts/canned-responses';
import { reply } from '../../base/response';
import { createCannedResponse } from '../../core/inbox/canned-responses';
import { http } from '../../kit/http';

/** POST /api/inbox/canned-responses — owners and trainers; a shortcut the tenant has already is a 409 naming it. */
export const handler = http(cannedResponses.createCannedResponse, async ({ session, body }) =>
  reply(201, { cannedResponse: await createCannedResponse(session.clientId, body) }),
);
