import * as z from 'zod';
import {
  createHumanAgentRequest,
  humanAgentResponse,
  humanAgentStatusRequest,
  humanAgentsResponse,
  updateHumanAgentRequest,
} from '../../schemas/human-agents';
import { withSchemas } from '../route';
import { humanAgents as routes } from '../routes/human-agents';

/** humanAgents: each route of routes/human-agents.ts with its schemas. */
export const humanAgents = withSchemas(routes, {
  listHumanAgents: { response: humanAgentsResponse },
  createHumanAgent: { body: createHumanAgentRequest, response: humanAgentResponse },
  updateHumanAgent: {
    body: updateHumanAgentRequest,
    params: z.object({ id: z.string().min(1).max(64) }),
    response: humanAgentResponse,
  },
  setHumanAgentStatus: {
    body: humanAgentStatusRequest,
    params: z.object({ id: z.string().min(1).max(64) }),
    response: humanAgentResponse,
  },
  removeHumanAgent: { params: z.object({ id: z.string().min(1).max(64) }), response: humanAgentResponse },
});
