import { defineRoutes } from '../route';

/** humanAgents: functions/http/human-agents/ serves these (functions/routes.ts). */
export const humanAgents = defineRoutes('humanAgents', {
  listHumanAgents: { method: 'GET', path: '/api/human-agents', auth: 'owner' },
  createHumanAgent: { method: 'POST', path: '/api/human-agents', auth: 'owner' },
  updateHumanAgent: { method: 'PUT', path: '/api/human-agents/{id}', auth: 'owner' },
  setHumanAgentStatus: { method: 'PATCH', path: '/api/human-agents/{id}/status', auth: 'owner' },
  removeHumanAgent: { method: 'DELETE', path: '/api/human-agents/{id}', auth: 'owner' },
  // an invited agent's pending invitation: a new link (the old one stops working), or withdrawn
  resendAgentInvitation: { method: 'POST', path: '/api/human-agents/{id}/invitation', auth: 'owner' },
  revokeAgentInvitation: { method: 'DELETE', path: '/api/human-agents/{id}/invitation', auth: 'owner' },
});
