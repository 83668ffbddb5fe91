import { humanAgents } from '@shared/api/contracts/human-agents';
import { reply } from '../../base/response';
import { revokeInvitation } from '../../core/tenants/invitations';
import { http } from '../../kit/http';

/** DELETE /api/human-agents/{id}/invitation — withdraws an invited agent's invitation and removes the agent who never joined. */
export const handler = http(humanAgents.revokeAgentInvitation, async ({ session, params }) => {
  await revokeInvitation(session.clientId, params.id);
  return reply(204, undefined);
});
