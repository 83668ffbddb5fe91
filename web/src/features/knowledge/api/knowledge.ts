import { knowledge } from '@shared/api/routes/knowledge';
import type {
  addQaInput,
  addTextInput,
  addWebsiteInput,
  KnowledgeSource,
  listSourcesResponse,
} from '@shared/schemas/knowledge';
import {
  type QueryClient,
  queryOptions,
  useInfiniteQuery,
  useMutation,
  useQuery,
  useQueryClient,
} from '@tanstack/react-query';
import type * as z from 'zod';
import { api } from '../../../lib/api-client';

/*
 * The Knowledge tab's calls (issue 33). Wire types come from the zod schemas the server parses its
 * answers with (shared/schemas/knowledge.ts), read as types only; nothing here is written by hand.
 */
export type { KnowledgePage, KnowledgeSource } from '@shared/schemas/knowledge';
export type SourceList = z.output<typeof listSourcesResponse>;

export const knowledgeKeys = {
  all: ['knowledge'] as const,
  sources: ['knowledge', 'sources'] as const,
  pages: (id: string) => ['knowledge', 'pages', id] as const,
};

/** A source whose crawl or extraction is still to finish: the list is read again while one is. */
export const isBusy = (source: KnowledgeSource) => source.status === 'queued' || source.status === 'running';

/** How often the list is read while something is queued or running. */
export const POLL_MS = 1500;

export const fetchSources = () => api.call(knowledge.listSources);
export const sourcesQuery = queryOptions({ queryKey: knowledgeKeys.sources, queryFn: fetchSources });

/** The sources, read again every ~1.5 s only while one of them is queued or running. */
export function useSources() {
  return useQuery({
    ...sourcesQuery,
    refetchInterval: (query) => (query.state.data?.sources.some(isBusy) ? POLL_MS : false),
  });
}

/** A source's pages, 100 a call, the next call with the route's cursor. */
export function useSourcePages(id: string, busy: boolean) {
  return useInfiniteQuery({
    queryKey: knowledgeKeys.pages(id),
    queryFn: ({ pageParam }) => api.call(knowledge.listPages, { params: { id }, query: { cursor: pageParam } }),
    initialPageParam: undefined as string | undefined,
    getNextPageParam: (last) => last.cursor ?? undefined,
    refetchInterval: busy ? POLL_MS : false,
  });
}

function useRefreshSources() {
  const queryClient = useQueryClient();
  return () => queryClient.invalidateQueries({ queryKey: knowledgeKeys.all });
}

export function useAddWebsite() {
  const refresh = useRefreshSources();
  return useMutation({
    mutationFn: (body: z.input<typeof addWebsiteInput>) => api.call(knowledge.addWebsite, { body }),
    onSuccess: refresh,
  });
}

export function useAddText() {
  const refresh = useRefreshSources();
  return useMutation({
    mutationFn: (body: z.input<typeof addTextInput>) => api.call(knowledge.addText, { body }),
    onSuccess: refresh,
  });
}

export function useAddQa() {
  const refresh = useRefreshSources();
  return useMutation({
    mutationFn: (body: z.input<typeof addQaInput>) => api.call(knowledge.addQa, { body }),
    onSuccess: refresh,
  });
}

/** S3 refused the presigned POST (past the policy's size, or the form expired). */
export class UploadRefusedError extends Error {}

/**
 * A file in three steps: ask for an upload (the server checks the name and the plan's size), POST the file
 * straight to the bucket with the presigned form (no cookies go there), then confirm so its extraction is
 * queued. A file S3 or the confirmation refuses leaves no waiting source behind.
 */
export function useUploadFile() {
  const refresh = useRefreshSources();
  return useMutation({
    mutationFn: async (file: File) => {
      const ticket = await api.call(knowledge.requestUpload, { body: { fileName: file.name, size: file.size } });
      const form = new FormData();
      for (const [name, value] of Object.entries(ticket.upload.fields)) form.append(name, value);
      form.append('file', file);
      const id = ticket.source.id;
      // a source whose file never arrives would wait (queued) for ever: it goes with the refusal
      const discard = () => api.call(knowledge.deleteSource, { params: { id } }).catch(() => undefined);
      const uploaded = await fetch(ticket.upload.url, { method: 'POST', body: form }).catch(() => null);
      if (!uploaded?.ok) {
        await discard();
        throw new UploadRefusedError('The file could not be uploaded. Please try again.');
      }
      try {
        return await api.call(knowledge.confirmUpload, { params: { id } });
      } catch (refused) {
        // past the plan's size once in storage (413), or the server could not find it
        await discard();
        throw refused;
      }
    },
    onSettled: refresh,
  });
}

const withSources = (client: QueryClient, change: (sources: KnowledgeSource[]) => KnowledgeSource[]) =>
  client.setQueryData<SourceList>(knowledgeKeys.sources, (old) => old && { ...old, sources: change(old.sources) });

/** Puts the source the server answered in place of the listed one (polling starts if it is busy again). */
function useSourceAction(call: (id: string) => Promise<KnowledgeSource>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: call,
    onSuccess: (updated) => {
      withSources(queryClient, (sources) => sources.map((s) => (s.id === updated.id ? updated : s)));
      void queryClient.invalidateQueries({ queryKey: knowledgeKeys.pages(updated.id) });
    },
  });
}

export const useCancelSource = () => useSourceAction((id) => api.call(knowledge.cancelSource, { params: { id } }));
export const useResyncSource = () => useSourceAction((id) => api.call(knowledge.resyncSource, { params: { id } }));

/** The source leaves the list at once; it comes back if the server refuses. */
export function useDeleteSource() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => api.call(knowledge.deleteSource, { params: { id } }),
    onMutate: async (id) => {
      await queryClient.cancelQueries({ queryKey: knowledgeKeys.sources });
      const before = queryClient.getQueryData<SourceList>(knowledgeKeys.sources);
      withSources(queryClient, (sources) => sources.filter((s) => s.id !== id));
      return { before };
    },
    onError: (_error, _id, context) => {
      if (context?.before) queryClient.setQueryData(knowledgeKeys.sources, context.before);
    },
    onSettled: () => queryClient.invalidateQueries({ queryKey: knowledgeKeys.sources }),
  });
}
