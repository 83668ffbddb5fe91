import { humanAgents } from '@shared/api/contracts/human-agents';
import { reply } from '../../base/response';
import { createHumanAgent } from '../../core/tenants/human-agents';
import { http } from '../../kit/http';

/** POST /api/human-agents — a sign-in of role human_agent in the owner's tenant (402 when the plan's seats are used). */
export const handler = http(humanAgents.createHumanAgent, async ({ session, body }) =>
  reply(201, { agent: await createHumanAgent(session.clientId, body) }),
);
