import { cannedResponses } from '@shared/api/routes/canned-responses';
import type { CannedResponse, CannedResponseInput } from '@shared/schemas/canned-responses';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '../api-client';

export type { CannedResponse };

const KEY = ['inbox', 'canned-responses'] as const;

/** The tenant's canned responses (Settings keeps them, the reply box's `/` picker inserts them). */
export function useCannedResponses(enabled = true) {
  return useQuery({ queryKey: KEY, queryFn: () => api.call(cannedResponses.listCannedResponses), enabled });
}

export function useSaveCannedResponse() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, ...body }: CannedResponseInput & { id?: string }) =>
      id
        ? api.call(cannedResponses.updateCannedResponse, { params: { id }, body })
        : api.call(cannedResponses.createCannedResponse, { body }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: KEY }),
  });
}

export function useDeleteCannedResponse() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => api.call(cannedResponses.deleteCannedResponse, { params: { id } }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: KEY }),
  });
}
