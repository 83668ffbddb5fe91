import { humanAgents } from '@shared/api/contracts/human-agents';
import { afterAgentDeactivated } from '../../core/inbox/release-agent-chats';
import { setHumanAgentActive } from '../../core/tenants/human-agents';
import { http } from '../../kit/http';

/** DELETE /api/human-agents/{id} — removal is a deactivation (spec part 2 §4: "Agent Removed … deactivated"). */
export const handler = http(humanAgents.removeHumanAgent, async ({ session, params }) => ({
  agent: await setHumanAgentActive(session.clientId, params.id, false, afterAgentDeactivated),
}));
