import { aiWebpages } from '@shared/api/routes/ai-webpages';
import type { WEBPAGE_STATUSES } from '@shared/enums';
import type {
  AiWebpage,
  CreateWebpageInput,
  UpdateWebpageInput,
  WriteWebpageRequest,
  WriteWebpageResult,
} from '@shared/schemas/ai-webpages';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api, urlOf } from '../../../lib/api-client';

/** Wire types from the schemas the server parses its answers with (type-only: no zod here). */
export type { AiWebpage, WriteWebpageResult };
export type WebpageStatus = (typeof WEBPAGE_STATUSES)[number];

/** The owner's preview: the rendered page in any status (spec part 3 §1, opened in a new tab). */
export const previewUrl = (id: string) => urlOf(aiWebpages.previewWebpage, { params: { id } });
/** The public address a visitor opens once the page is published. */
export const publicUrl = (pathname: string) => `${window.location.origin}/page/${pathname}`;

export const webpagesQuery = queryOptions({
  queryKey: ['ai-webpages'],
  queryFn: () => api.call(aiWebpages.listWebpages),
});
export const useWebpages = () => useQuery(webpagesQuery);

export const webpageQuery = (id: string) =>
  queryOptions({
    queryKey: ['ai-webpages', id],
    queryFn: async () => (await api.call(aiWebpages.getWebpage, { params: { id } })).webpage,
    // a 404 is an answer (the not-found view), not a hiccup to retry
    retry: false,
  });
export const useWebpage = (id: string) => useQuery(webpageQuery(id));

/** Every change refreshes the list and the edited webpage (spec: "the list is refreshed"). */
function useWebpageMutation<I, R>(call: (input: I) => Promise<R>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: call,
    onSettled: () => queryClient.invalidateQueries({ queryKey: webpagesQuery.queryKey }),
  });
}

export const useCreateWebpage = () =>
  useWebpageMutation(
    async (input: CreateWebpageInput) => (await api.call(aiWebpages.createWebpage, { body: input })).webpage,
  );

/** PUT is a multipart form (spec part 3 §7): the fields as text, customData as JSON text, an optional logo file. */
export function updateForm(input: UpdateWebpageInput, logo?: File | null): FormData {
  const form = new FormData();
  form.set('name', input.name);
  form.set('pathname', input.pathname);
  form.set('template', input.template);
  form.set('title', input.title);
  form.set('description', input.description);
  form.set('primaryColor', input.primaryColor ?? '');
  form.set('customData', JSON.stringify(input.customData ?? {}));
  if (logo) form.set('logo', logo, logo.name);
  return form;
}
export const useUpdateWebpage = () =>
  useWebpageMutation(
    async ({ id, input, logo }: { id: string; input: UpdateWebpageInput; logo?: File | null }) =>
      (await api.call(aiWebpages.updateWebpage, { params: { id }, body: updateForm(input, logo) })).webpage,
  );

export const useSetWebpageStatus = () =>
  useWebpageMutation(
    async ({ id, status }: { id: string; status: WebpageStatus }) =>
      (await api.call(aiWebpages.setWebpageStatus, { params: { id }, body: { status } })).webpage,
  );

export const useDeleteWebpage = () =>
  useWebpageMutation((id: string) => api.call(aiWebpages.deleteWebpage, { params: { id } }));

/** "Write it for me": nothing is stored; the wizard fills its form with the answer. */
export const useWriteContent = () =>
  useMutation({
    mutationFn: (input: WriteWebpageRequest) => api.call(aiWebpages.writeContent, { body: input }),
  });
