import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type { z } from 'zod';
import type {
  ActivityCategory,
  ActivityEntry,
  ActivityLevel,
  activityListResponse,
} from '../../../../../shared/schemas/activity';
import { api } from '../../../lib/api-client';

/* Wire types come from the schema the server parses its answer with (shared/schemas/activity.ts). */
export type { ActivityCategory, ActivityEntry, ActivityLevel };
export type ActivityPage = z.infer<typeof activityListResponse>;
export interface ActivityFilter {
  level: ActivityLevel | 'all';
  category: ActivityCategory | 'all';
}

function filterParams(f: ActivityFilter): URLSearchParams {
  const params = new URLSearchParams();
  if (f.level !== 'all') params.set('level', f.level);
  if (f.category !== 'all') params.set('category', f.category);
  return params;
}

/** The log's Export Logs file for the same filters. */
export const activityCsvPath = (f: ActivityFilter) => {
  const q = filterParams(f).toString();
  return `/api/admin/activity/export.csv${q ? `?${q}` : ''}`;
};

export function useActivity(filter: ActivityFilter, cursor: string | null, limit = 25) {
  return useQuery({
    queryKey: ['admin', 'activity', filter.level, filter.category, cursor, limit],
    queryFn: () => {
      const params = filterParams(filter);
      params.set('limit', String(limit));
      if (cursor) params.set('cursor', cursor);
      return api.get<ActivityPage>(`/api/admin/activity?${params.toString()}`);
    },
    placeholderData: keepPreviousData,
  });
}
