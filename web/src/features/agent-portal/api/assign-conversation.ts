import { inboxAssignment } from '@shared/api/routes/inbox-assignment';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { withOwner } from '../inbox-views';
import { type AgentConversations, agentConversationsQuery } from './agent-desk';

/** An owner gives the chat to a named agent, or back to Waiting (`agentId: null`). */
export function useAssignConversation() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: { id: string; agentId: string | null }) =>
      api.call(inboxAssignment.assignConversation, { params: { id: input.id }, body: { agentId: input.agentId } }),
    onSuccess: ({ conversation }) =>
      queryClient.setQueriesData<AgentConversations>({ queryKey: agentConversationsQuery.queryKey }, (old) =>
        withOwner(old, conversation.id, conversation.assigneeId, conversation.assigneeName),
      ),
  });
}
