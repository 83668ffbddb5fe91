import * as z from 'zod';
import { humanAgentResponse } from '../../../shared/schemas/human-agents';
import { closeUserConnections } from '../../core/chat/realtime';
import { setHumanAgentActive } from '../../core/tenants/human-agents';
import { http } from '../../kit/http';

/** DELETE /api/human-agents/{id} — removal is a deactivation (spec part 2 §4: "Agent Removed … deactivated"). */
export const handler = http(
  { auth: 'owner', params: z.object({ id: z.string().min(1).max(64) }), response: humanAgentResponse },
  async ({ session, params }) => ({
    agent: await setHumanAgentActive(session.clientId, params.id, false, closeUserConnections),
  }),
);
