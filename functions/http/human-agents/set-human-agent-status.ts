import * as z from 'zod';
import { humanAgentResponse, humanAgentStatusRequest } from '../../../shared/schemas/human-agents';
import { closeUserConnections } from '../../core/chat/realtime';
import { setHumanAgentActive } from '../../core/tenants/human-agents';
import { http } from '../../kit/http';

/** PATCH /api/human-agents/{id}/status — the list's switch; deactivating ends their sessions and sockets. */
export const handler = http(
  {
    auth: 'owner',
    params: z.object({ id: z.string().min(1).max(64) }),
    body: humanAgentStatusRequest,
    response: humanAgentResponse,
  },
  async ({ session, params, body }) => ({
    agent: await setHumanAgentActive(session.clientId, params.id, body.isActive, closeUserConnections),
  }),
);
