import { intents } from '@shared/api/routes/intents';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';

/** The "cautious ↔ helpful" slider position (its own key: an intent change does not touch it). */
export const answerLevelQuery = queryOptions({
  queryKey: ['answer-level'] as const,
  queryFn: () => api.call(intents.getAnswerLevel),
});

export const useAnswerLevel = () => useQuery(answerLevelQuery);

/** Saves a position; the stored one comes back and becomes what the screen shows. */
export function useSaveAnswerLevel() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (level: number) => api.call(intents.updateAnswerLevel, { body: { level } }),
    onSuccess: (stored) => queryClient.setQueryData(answerLevelQuery.queryKey, stored),
  });
}
