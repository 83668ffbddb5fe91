import { humanAgents } from '@shared/api/contracts/human-agents';
import { reply } from '../../base/response';
import { requireVerifiedEmail } from '../../core/identity/email-verification';
import { createHumanAgent } from '../../core/tenants/human-agents';
import { http } from '../../kit/http';

/**
 * POST /api/human-agents — a sign-in of role human_agent in the owner's tenant (402 when the plan's seats
 * are used; 403 EMAIL_UNVERIFIED while the owner's own address is not verified).
 */
export const handler = http(humanAgents.createHumanAgent, async ({ session, body }) => {
  await requireVerifiedEmail(session, 'add team members');
  return reply(201, { agent: await createHumanAgent(session.clientId, body) });
});
