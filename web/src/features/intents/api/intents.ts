import { intents } from '@shared/api/routes/intents';
import type { AnswerAnalyticsPeriod } from '@shared/schemas/answer-analytics';
import type {
  EnhanceIntentResponse,
  Intent,
  IntentInput,
  ListIntentsResponse,
  OptimizeTrainingResponse,
} from '@shared/schemas/intent';
import type { SyncJobResponse } from '@shared/schemas/sync-job';
import { queryOptions, useMutation, useMutationState, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';

/*
 * Wire types come from the response schemas the server parses its answers with (shared/schemas/intent.ts),
 * so the screen and the API cannot drift apart; nothing here is written by hand.
 */
export type { IntentImprovement, NewIntentSuggestion } from '@shared/schemas/intent';
/** GET /api/intents, one page. */
export type IntentPage = ListIntentsResponse;
/** What POST /api/intents and PUT /api/intents/{id} accept (the parsed form). */
export type IntentPayload = IntentInput;
export type EnhanceResult = EnhanceIntentResponse;
/** A Dialogflow sync-all job: POST answers 202 with it, GET …/{jobId} reports its progress. */
export type SyncJob = SyncJobResponse;
export type OptimizeResult = OptimizeTrainingResponse;

export const intentKeys = {
  all: ['intents'] as const,
  list: ['intents', 'list'] as const,
  analytics: ['intents', 'analytics'] as const,
  answerAnalytics: (period: AnswerAnalyticsPeriod) => ['intents', 'answer-analytics', period] as const,
};

const ENHANCE_KEY = ['intents', 'enhance'] as const;
const SYNC_ONE_KEY = ['intents', 'sync-one'] as const;

/** Every page of the tenant's intents (the API is cursor paginated; the screen shows them all). */
export async function fetchAllIntents(): Promise<Intent[]> {
  const all: Intent[] = [];
  let cursor: string | null = null;
  do {
    const page: IntentPage = await api.call(intents.listIntents, { query: { cursor: cursor || undefined } });
    all.push(...(page.intents ?? []));
    cursor = page.nextCursor ?? null;
  } while (cursor);
  return all;
}

export const intentsQuery = queryOptions({ queryKey: intentKeys.list, queryFn: fetchAllIntents });

export function useIntents() {
  return useQuery(intentsQuery);
}

export const fetchIntentAnalytics = () => api.call(intents.getIntentAnalytics);
export const intentAnalyticsQuery = queryOptions({ queryKey: intentKeys.analytics, queryFn: fetchIntentAnalytics });

/** Analytics are read only while the analytics tab is shown (spec part 1 §4), fresh each time it opens. */
export function useIntentAnalytics(enabled: boolean) {
  return useQuery({ ...intentAnalyticsQuery, enabled, refetchOnMount: 'always' });
}

/** Answers by source and the unanswered questions over a period (GET /api/intents/answer-analytics), fresh on each visit. */
export function useAnswerAnalytics(period: AnswerAnalyticsPeriod) {
  return useQuery({
    queryKey: intentKeys.answerAnalytics(period),
    queryFn: () => api.call(intents.getAnswerAnalytics, { query: { period } }),
    refetchOnMount: 'always',
  });
}

/** After any change the list (and analytics, next time they are shown) are read again. */
function useInvalidateIntents() {
  const queryClient = useQueryClient();
  return () => queryClient.invalidateQueries({ queryKey: intentKeys.all });
}

export function useCreateIntent() {
  const invalidate = useInvalidateIntents();
  return useMutation({
    mutationFn: (input: IntentPayload) => api.call(intents.createIntent, { body: input }),
    onSuccess: invalidate,
  });
}

export function useUpdateIntent() {
  const invalidate = useInvalidateIntents();
  return useMutation({
    mutationFn: ({ id, input }: { id: string; input: IntentPayload }) =>
      api.call(intents.updateIntent, { params: { id }, body: input }),
    onSuccess: invalidate,
  });
}

export function useDeleteIntent() {
  const invalidate = useInvalidateIntents();
  return useMutation({
    mutationFn: (id: string) => api.call(intents.deleteIntent, { params: { id } }),
    onSuccess: invalidate,
  });
}

/** Appends training phrases on the server (only new ones, within the limit); the rest of the intent is untouched. */
export function useAddPhrases() {
  const invalidate = useInvalidateIntents();
  return useMutation({
    mutationFn: ({ id, phrases }: { id: string; phrases: string[] }) =>
      api.call(intents.addPhrases, { params: { id }, body: { phrases } }),
    onSuccess: invalidate,
  });
}

/** Suggested phrases only: nothing is saved until the trainer adds the ones they keep (useAddPhrases). */
export function useEnhanceIntent() {
  return useMutation({
    mutationKey: ENHANCE_KEY,
    mutationFn: (id: string) => api.call(intents.enhanceIntent, { params: { id } }),
  });
}

export function useSyncIntent() {
  return useMutation({
    mutationKey: SYNC_ONE_KEY,
    mutationFn: (id: string) => api.call(intents.syncIntent, { params: { id } }),
  });
}

/** Queues a sync of every active intent; the job it answers with is polled with useSyncJob. */
export function useSyncAllIntents() {
  return useMutation({ mutationFn: () => api.call(intents.syncAllIntents) });
}

export const SYNC_JOB_POLL_MS = 1000;
export const isSyncJobOver = (job: Pick<SyncJob, 'status'>) => job.status === 'done' || job.status === 'failed';

/** The job's progress, read again every SYNC_JOB_POLL_MS until it is done or failed. */
export function useSyncJob(jobId: string | null) {
  return useQuery({
    queryKey: ['intents', 'sync-job', jobId],
    queryFn: () => api.call(intents.getSyncJob, { params: { jobId: jobId ?? '' } }),
    enabled: jobId !== null,
    refetchInterval: (query) => (query.state.data && isSyncJobOver(query.state.data) ? false : SYNC_JOB_POLL_MS),
  });
}

export function useOptimizeTraining() {
  return useMutation({ mutationFn: () => api.call(intents.optimizeTraining) });
}

/** Ids of intents with a call of this kind still running (several cards can be busy at once). */
function usePendingIds(mutationKey: readonly string[]): Set<string> {
  const ids = useMutationState({
    filters: { mutationKey: [...mutationKey], status: 'pending' },
    select: (mutation) => mutation.state.variables as string,
  });
  return new Set(ids);
}

export const useEnhancingIds = () => usePendingIds(ENHANCE_KEY);
export const useSyncingIds = () => usePendingIds(SYNC_ONE_KEY);
