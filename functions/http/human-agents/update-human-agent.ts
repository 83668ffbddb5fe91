import * as z from 'zod';
import { humanAgentResponse, updateHumanAgentRequest } from '../../../shared/schemas/human-agents';
import { updateHumanAgent } from '../../core/tenants/human-agents';
import { http } from '../../kit/http';

/** PUT /api/human-agents/{id} — names (the email is the sign-in name and stays). */
export const handler = http(
  {
    auth: 'owner',
    params: z.object({ id: z.string().min(1).max(64) }),
    body: updateHumanAgentRequest,
    response: humanAgentResponse,
  },
  async ({ session, params, body }) => ({ agent: await updateHumanAgent(session.clientId, params.id, body) }),
);
