import { humanAgents } from '@shared/api/contracts/human-agents';
import { reply } from '../../base/response';
import { createHumanAgent } from '../../core/tenants/human-agents';
import { mailInvitation } from '../../core/tenants/invitation-mail';
import { http } from '../../kit/http';

/**
 * POST /api/human-agents — an agent of the owner's tenant, `invited` until they set their own password
 * from the mailed link (402 when the plan's seats are used). No password is sent or answered.
 */
export const handler = http(humanAgents.createHumanAgent, async ({ session, body }) =>
  reply(201, { agent: await createHumanAgent(session.clientId, body, mailInvitation) }),
);
