import { humanAgents } from '@shared/api/contracts/human-agents';
import { agentWithInvitation } from '../../core/tenants/human-agents';
import { mailInvitation } from '../../core/tenants/invitation-mail';
import { resendInvitation } from '../../core/tenants/invitations';
import { http } from '../../kit/http';

/** POST /api/human-agents/{id}/invitation — mails an invited agent a new link; the old one stops working (429 when sent too often). */
export const handler = http(humanAgents.resendAgentInvitation, async ({ session, params }) => {
  await resendInvitation(session.clientId, params.id, mailInvitation);
  return { agent: await agentWithInvitation(session.clientId, params.id) };
});
