import { admin } from '@shared/api/routes/admin';
import type { ActivityCategory, ActivityEntry, ActivityLevel, activityListResponse } from '@shared/schemas/activity';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type { z } from 'zod';
import { api, urlOf } from '../../../lib/api-client';

/* Wire types come from the schema the server parses its answer with (shared/schemas/activity.ts). */
export type { ActivityCategory, ActivityEntry, ActivityLevel };
export type ActivityPage = z.infer<typeof activityListResponse>;
export interface ActivityFilter {
  level: ActivityLevel | 'all';
  category: ActivityCategory | 'all';
}

const filterQuery = (f: ActivityFilter) => ({
  level: f.level === 'all' ? undefined : f.level,
  category: f.category === 'all' ? undefined : f.category,
});

/** The log's Export Logs file for the same filters. */
export const activityCsvPath = (f: ActivityFilter) => urlOf(admin.exportActivityCsv, { query: filterQuery(f) });

export function useActivity(filter: ActivityFilter, cursor: string | null, limit = 25) {
  return useQuery({
    queryKey: ['admin', 'activity', filter.level, filter.category, cursor, limit],
    queryFn: () =>
      api.call(admin.listActivity, { query: { ...filterQuery(filter), limit, cursor: cursor || undefined } }),
    placeholderData: keepPreviousData,
  });
}
