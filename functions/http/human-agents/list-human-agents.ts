import { humanAgents } from '@shared/api/contracts/human-agents';
import { listHumanAgents } from '../../core/tenants/human-agents';
import { http } from '../../kit/http';

/** GET /api/human-agents — the owner's agents, newest first. */
export const handler = http(humanAgents.listHumanAgents, async ({ session }) => ({
  agents: await listHumanAgents(session.clientId),
}));
