import { labels } from '@shared/api/routes/labels';
import type { Label, LabelColour } from '@shared/schemas/labels';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api, urlOf } from '../api-client';

export type { Label, LabelColour };

const KEY = ['inbox', 'labels'] as const;

/** The tenant's labels: Settings, the pickers and the filters all read this one list. */
export function useLabels() {
  return useQuery({ queryKey: KEY, queryFn: () => api.call(labels.listLabels), staleTime: 30_000 });
}

export function useSaveLabel() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, ...body }: { id?: string; name: string; colour: LabelColour }) =>
      id ? api.call(labels.updateLabel, { params: { id }, body }) : api.call(labels.createLabel, { body }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: KEY }),
  });
}

export function useDeleteLabel() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => api.call(labels.deleteLabel, { params: { id } }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: KEY }),
  });
}

/** A conversation's labels, all of them; the lists that show labels refresh. */
export function useSetConversationLabels() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: { conversationId: string; labelIds: string[] }) =>
      api.call(labels.setConversationLabels, {
        params: { id: input.conversationId },
        body: { labelIds: input.labelIds },
      }),
    onSuccess: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: ['agent', 'conversations'] }),
        queryClient.invalidateQueries({ queryKey: ['conversations', 'list'] }),
      ]),
  });
}

/** The monitor's CSV download: the same filters as its list. */
export const conversationsCsvUrl = (query: { status?: string; search?: string; labelId?: string }) =>
  urlOf(labels.exportConversationsCsv, {
    query: {
      status: (query.status || undefined) as never,
      search: query.search || undefined,
      labelId: query.labelId || undefined,
    },
  });
