import { conversations } from '@shared/api/routes/conversations';
import type { ConversationStats } from '@shared/schemas/conversations';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../api-client';

export type { ConversationStats };

/**
 * GET /api/conversations/stats: the Conversations monitor's four cards and this month's live-chat quality
 * figures on the dashboard home. Both screens read it, so it lives here and they share one cache entry.
 */
export const fetchConversationStats = () => api.call(conversations.getConversationStats);

export const conversationStatsQuery = queryOptions({
  queryKey: ['conversations', 'stats'],
  queryFn: fetchConversationStats,
});

export function useConversationStats() {
  return useQuery(conversationStatsQuery);
}

/** A rate (0..1) as a percentage with one decimal; null stays null (the screen says there is not enough data). */
export function formatRate(rate: number | null): string | null {
  return rate === null ? null : `${(rate * 100).toFixed(1)}%`;
}

/** The one name of the time from a handoff to a person's first reply, wherever it is shown. */
export const FIRST_REPLY_LABEL = 'Median time to first human reply';

/** That figure as shown: the median falls within the time, so "≤ 2 min"; null before any reply. */
export const firstReplyText = (medianSeconds: number | null): string | null =>
  medianSeconds === null ? null : `≤ ${formatDuration(medianSeconds)}`;

/** A duration in seconds as the largest sensible unit: "45 s", "2 min", "1.5 h", "3 days". */
export function formatDuration(seconds: number): string {
  if (seconds < 60) return `${seconds} s`;
  if (seconds < 3600) return `${Math.round(seconds / 60)} min`;
  if (seconds < 86_400) return `${Number((seconds / 3600).toFixed(1))} h`;
  const days = Number((seconds / 86_400).toFixed(1));
  return `${days} ${days === 1 ? 'day' : 'days'}`;
}
