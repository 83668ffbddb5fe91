import { humanAgents } from '@shared/api/contracts/human-agents';
import { reply } from '../../base/response';
import { requireVerifiedEmail } from '../../core/identity/email-verification';
import { createHumanAgent } from '../../core/tenants/human-agents';
import { mailInvitation } from '../../core/tenants/invitation-mail';
import { http } from '../../kit/http';

/**
 * POST /api/human-agents — an agent of the owner's tenant, `invited` until they set their own password
 * from the mailed link (402 when the plan's seats are used; 403 EMAIL_UNVERIFIED while the owner's own
 * address is not verified). No password is sent or answered.
 */
export const handler = http(humanAgents.createHumanAgent, async ({ session, body }) => {
  await requireVerifiedEmail(session, 'invite team members');
  return reply(201, { agent: await createHumanAgent(session.clientId, body, mailInvitation) });
});
