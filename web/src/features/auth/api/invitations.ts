import { invitations } from '@shared/api/routes/invitations';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { sessionQueryKey } from '../../../lib/api/session';
import { api } from '../../../lib/api-client';

/** What an invitation link shows (POST: the token travels in the body, not in a URL the logs keep). */
export const useInvitation = (token: string) =>
  useQuery({
    queryKey: ['invitation', token],
    queryFn: () => api.call(invitations.viewInvitation, { body: { token } }),
    retry: false,
  });

/** The agent's own password from the link; a success signs them in. */
export function useAcceptInvitation() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: { token: string; password: string; confirmPassword: string }) =>
      api.call(invitations.acceptInvitation, { body }),
    onSuccess: ({ user }) => queryClient.setQueryData(sessionQueryKey, user),
  });
}
