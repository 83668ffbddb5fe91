import { inboxAssignment } from '@shared/api/routes/inbox-assignment';
import { useInfiniteQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';

export const resolvedConversationsKey = ['agent', 'resolved'] as const;

/** The Resolved tab: newest first, searched on the server, a page at a time (the server's sealed cursor). */
export function useResolvedConversations(search: string, enabled: boolean) {
  return useInfiniteQuery({
    queryKey: [...resolvedConversationsKey, search],
    queryFn: ({ pageParam }) =>
      api.call(inboxAssignment.listResolvedConversations, {
        query: { search: search || undefined, cursor: pageParam ?? undefined, limit: 20 },
      }),
    initialPageParam: null as string | null,
    getNextPageParam: (last) => last.nextCursor,
    enabled,
  });
}
