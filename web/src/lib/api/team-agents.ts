import { humanAgents } from '@shared/api/routes/human-agents';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../api-client';

/**
 * The team's human agents (GET /api/human-agents, owners): the Human Agents screen lists them, the Agent
 * Portal's assign select offers the active ones. One query, so both share one cache entry.
 */
export const teamAgentsQuery = queryOptions({
  queryKey: ['human-agents'],
  queryFn: () => api.call(humanAgents.listHumanAgents),
});
export const useTeamAgents = (enabled = true) => useQuery({ ...teamAgentsQuery, enabled });
