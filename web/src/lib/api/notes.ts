import { notes } from '@shared/api/routes/notes';
import type { MentionableAgent } from '@shared/schemas/notes';
import { useMutation, useQuery } from '@tanstack/react-query';
import { api } from '../api-client';

export type { MentionableAgent };

/** Whom a note may @mention (the tenant's owners and agents). */
export function useMentionableAgents(enabled: boolean) {
  return useQuery({
    queryKey: ['inbox', 'mentionable-agents'],
    queryFn: () => api.call(notes.listMentionableAgents),
    enabled,
    staleTime: 60_000,
  });
}

export function useAddNote() {
  return useMutation({
    mutationFn: (input: { conversationId: string; content: string; mentions: string[] }) =>
      api.call(notes.createNote, {
        params: { id: input.conversationId },
        body: { content: input.content, mentions: input.mentions },
      }),
  });
}
