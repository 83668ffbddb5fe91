import { humanAgentsResponse } from '../../../shared/schemas/human-agents';
import { listHumanAgents } from '../../core/tenants/human-agents';
import { http } from '../../kit/http';

/** GET /api/human-agents — the owner's agents, newest first. */
export const handler = http({ auth: 'owner', response: humanAgentsResponse }, async ({ session }) => ({
  agents: await listHumanAgents(session.clientId),
}));
