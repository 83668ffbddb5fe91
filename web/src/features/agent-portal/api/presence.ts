import { presence } from '@shared/api/routes/presence';
import type { GetPresenceResponse } from '@shared/schemas/presence';
import type { AgentPresenceEvent } from '@shared/schemas/realtime';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';

/** GET /api/inbox/presence: my choice and who of the team has the portal open (under ['agent']: refetched on every socket open). */
export const presenceQuery = queryOptions({
  queryKey: ['agent', 'presence'],
  queryFn: () => api.call(presence.getPresence),
});
export type TeamPresence = GetPresenceResponse;

export function usePresence() {
  return useQuery(presenceQuery);
}

/** PUT /api/inbox/presence: the answer (what the server kept) replaces my own choice in the cache. */
export function useSetPresence() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: { status: AgentPresenceEvent['status']; auto?: boolean }) =>
      api.call(presence.setPresence, { body }),
    onSuccess: (me) => queryClient.setQueryData<TeamPresence>(presenceQuery.queryKey, (old) => old && { ...old, me }),
  });
}

/** A colleague's `agent.presence` event applied to the cached team: offline leaves the list. */
export function applyPresence(old: TeamPresence | undefined, e: AgentPresenceEvent): TeamPresence | undefined {
  if (!old) return old;
  const others = old.agents.filter((a) => a.agentId !== e.agentId);
  const agents =
    e.status === 'offline'
      ? others
      : [...others, { agentId: e.agentId, agentName: e.agentName, status: e.status }].sort((a, b) =>
          a.agentName.localeCompare(b.agentName),
        );
  return { ...old, agents };
}
