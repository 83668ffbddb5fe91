import * as common from '../../schemas/common';
import * as humanAgentsSchemas from '../../schemas/human-agents';
import { withSchemas } from '../route';
import { humanAgents as routes } from '../routes/human-agents';

/** humanAgents: each route of routes/human-agents.ts with its schemas. */
export const humanAgents = withSchemas(routes, {
  listHumanAgents: { response: humanAgentsSchemas.humanAgentsResponse },
  createHumanAgent: {
    body: humanAgentsSchemas.createHumanAgentRequest,
    response: humanAgentsSchemas.humanAgentResponse,
  },
  updateHumanAgent: {
    body: humanAgentsSchemas.updateHumanAgentRequest,
    params: common.idParams,
    response: humanAgentsSchemas.humanAgentResponse,
  },
  setHumanAgentStatus: {
    body: humanAgentsSchemas.humanAgentStatusRequest,
    params: common.idParams,
    response: humanAgentsSchemas.humanAgentResponse,
  },
  removeHumanAgent: {
    params: common.idParams,
    response: humanAgentsSchemas.humanAgentResponse,
  },
  resendAgentInvitation: {
    params: common.idParams,
    response: humanAgentsSchemas.humanAgentResponse,
  },
  revokeAgentInvitation: {
    params: common.idParams,
    response: common.noContentResponse,
  },
});
