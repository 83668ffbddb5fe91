import { inboxAssignment } from '@shared/api/routes/inbox-assignment';
import type { AssignmentSettings } from '@shared/schemas/inbox-assignment';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';

const key = ['inbox', 'assignment-settings'] as const;

/** The tenant's assignment rules: round-robin on handoff, and the open chats an agent may own before it skips them. */
export const useAssignmentSettings = () =>
  useQuery({ queryKey: key, queryFn: () => api.call(inboxAssignment.getAssignmentSettings) });

export function useSaveAssignmentSettings() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: AssignmentSettings) => api.call(inboxAssignment.saveAssignmentSettings, { body }),
    onSuccess: (saved) => queryClient.setQueryData(key, saved),
  });
}
