import { knowledge } from '@shared/api/routes/knowledge';
import type { KnowledgeSource } from '@shared/schemas/knowledge';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import type { IntentPayload } from './intents';
import { intentKeys } from './intents';

export type {
  AcceptIntentDraftsResponse,
  IntentDraft,
  IntentDraftsResponse,
} from '@shared/schemas/knowledge-drafts';

/**
 * A source that may hold question/answer pairs: typed Q&A, a CSV file, a crawled site (its FAQ pages).
 * Whether a site really has an FAQ only drafting tells; the dialog says so when it has none.
 */
export const mayHoldQa = (s: KnowledgeSource) =>
  s.status === 'ready' &&
  s.chunkCount > 0 &&
  (s.kind === 'qa' || s.kind === 'website' || (s.kind === 'file' && /\.csv$/i.test(s.fileName ?? '')));

/** Whether "Draft from knowledge" has anything to read: the tenant's sources, read only for roles that may draft. */
export function useHasQaKnowledge(enabled: boolean) {
  return useQuery({
    queryKey: [...intentKeys.all, 'knowledge-sources'],
    queryFn: () => api.call(knowledge.listSources),
    enabled,
    select: (data) => data.sources.some(mayHoldQa),
  });
}

/** POST /api/knowledge/intent-drafts: fresh drafts every time the dialog opens (nothing is stored). */
export function useIntentDrafts(open: boolean) {
  return useQuery({
    queryKey: ['knowledge-intent-drafts'],
    queryFn: () => api.call(knowledge.draftIntents, { body: {} }),
    enabled: open,
    gcTime: 0,
    staleTime: 0,
    retry: false,
  });
}

/** POST /api/knowledge/intent-drafts/accept: all the kept drafts or none; the intents list is read again. */
export function useAcceptIntentDrafts() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (intents: IntentPayload[]) => api.call(knowledge.acceptIntentDrafts, { body: { intents } }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: intentKeys.all }),
  });
}
