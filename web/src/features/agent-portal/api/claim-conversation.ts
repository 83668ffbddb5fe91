import { inboxAssignment } from '@shared/api/routes/inbox-assignment';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { withOwner } from '../inbox-views';
import { type AgentConversations, agentConversationsQuery } from './agent-desk';

/** Claim (or, with `takeOver`, Take over) a chat: the list shows the new owner at once, as the socket will tell the others. */
export function useClaimConversation() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: { id: string; takeOver?: boolean }) =>
      api.call(inboxAssignment.claimConversation, {
        params: { id: input.id },
        body: input.takeOver ? { takeOver: true } : {},
      }),
    onSuccess: ({ conversation }) =>
      queryClient.setQueriesData<AgentConversations>({ queryKey: agentConversationsQuery.queryKey }, (old) =>
        withOwner(old, conversation.id, conversation.assigneeId, conversation.assigneeName),
      ),
  });
}
