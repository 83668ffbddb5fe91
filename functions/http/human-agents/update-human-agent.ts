import { humanAgents } from '@shared/api/contracts/human-agents';
import { updateHumanAgent } from '../../core/tenants/human-agents';
import { http } from '../../kit/http';

/** PUT /api/human-agents/{id} — names (the email is the sign-in name and stays). */
export const handler = http(humanAgents.updateHumanAgent, async ({ session, params, body }) => ({
  agent: await updateHumanAgent(session.clientId, params.id, body),
}));
