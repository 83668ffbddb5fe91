import { humanAgents } from '@shared/api/contracts/human-agents';
import { afterAgentDeactivated } from '../../core/inbox/release-agent-chats';
import { setHumanAgentActive } from '../../core/tenants/human-agents';
import { http } from '../../kit/http';

/** PATCH /api/human-agents/{id}/status — the list's switch; deactivating ends their sessions and sockets. */
export const handler = http(humanAgents.setHumanAgentStatus, async ({ session, params, body }) => ({
  agent: await setHumanAgentActive(session.clientId, params.id, body.isActive, afterAgentDeactivated),
}));
