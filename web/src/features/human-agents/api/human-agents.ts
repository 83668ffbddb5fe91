import { humanAgents } from '@shared/api/routes/human-agents';
import type { humanAgentResponse, humanAgentsResponse } from '@shared/schemas/human-agents';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { z } from 'zod';
import { teamAgentsQuery } from '../../../lib/api/team-agents';
import { api } from '../../../lib/api-client';

/** Wire types from the schemas the server parses its answers with (type-only: no zod here). */
export type HumanAgents = z.infer<typeof humanAgentsResponse>;
export type HumanAgent = HumanAgents['agents'][number];
type AgentReply = z.infer<typeof humanAgentResponse>;
export interface AgentNames {
  firstName: string;
  lastName: string;
  email: string;
}

export const humanAgentsQuery = teamAgentsQuery;
export const useHumanAgents = () => useQuery(humanAgentsQuery);

/** Every change refreshes the list (spec part 2 §7: "after a mutation the related list is refreshed"). */
function useAgentMutation<I>(call: (input: I) => Promise<AgentReply>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: call,
    onSettled: () => queryClient.invalidateQueries({ queryKey: humanAgentsQuery.queryKey }),
  });
}

/** Adds the agent and mails them an invitation: they choose their own password from its link. */
export const useCreateAgent = () =>
  useAgentMutation((input: AgentNames) => api.call(humanAgents.createHumanAgent, { body: input }));
export const useUpdateAgent = () =>
  useAgentMutation(({ id, ...names }: AgentNames & { id: string }) =>
    api.call(humanAgents.updateHumanAgent, { params: { id }, body: names }),
  );
export const useSetAgentStatus = () =>
  useAgentMutation(({ id, isActive }: { id: string; isActive: boolean }) =>
    api.call(humanAgents.setHumanAgentStatus, { params: { id }, body: { isActive } }),
  );
export const useRemoveAgent = () =>
  useAgentMutation((id: string) => api.call(humanAgents.removeHumanAgent, { params: { id } }));
/** A new invitation link for an invited agent (the old one stops working). */
export const useResendInvitation = () =>
  useAgentMutation((id: string) => api.call(humanAgents.resendAgentInvitation, { params: { id } }));
/** Withdraws an invitation: the agent who never joined leaves the list. */
export const useRevokeInvitation = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => api.call(humanAgents.revokeAgentInvitation, { params: { id } }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: humanAgentsQuery.queryKey }),
  });
};
