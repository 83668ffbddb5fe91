import { widgetSettings } from '@shared/api/routes/widget-settings';
import type { WidgetSettingsPatch, widgetSettingsResponse, widgetStatsResponse } from '@shared/schemas/widget-settings';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { z } from 'zod';
import { api } from '../../../lib/api-client';

/** Wire types from the response schemas the server parses its answers with (type-only: no zod here). */
export type WidgetSettings = z.infer<typeof widgetSettingsResponse>;
export type WidgetStats = z.infer<typeof widgetStatsResponse>;
export type { WidgetSettingsPatch };

export const widgetSettingsKeys = {
  settings: ['widget', 'settings'] as const,
  stats: ['widget', 'stats'] as const,
};

/** GET /api/widget/config — every setting of the Embed Widget and Lead Capture screens. */
export const fetchWidgetSettings = () => api.call(widgetSettings.getWidgetSettings);
export const widgetSettingsQuery = queryOptions({
  queryKey: widgetSettingsKeys.settings,
  queryFn: fetchWidgetSettings,
});

export function useWidgetSettings() {
  return useQuery(widgetSettingsQuery);
}

/** PATCH /api/widget/config — only the keys sent change; the answer is the whole saved state. */
export function useSaveWidgetSettings() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (patch: WidgetSettingsPatch) => api.call(widgetSettings.updateWidgetSettings, { body: patch }),
    onSuccess: (saved) => queryClient.setQueryData(widgetSettingsKeys.settings, saved),
  });
}

/** GET /api/widget/stats — live figures, read fresh each time the screen opens. */
export const fetchWidgetStats = () => api.call(widgetSettings.getWidgetStats);
export const widgetStatsQuery = queryOptions({ queryKey: widgetSettingsKeys.stats, queryFn: fetchWidgetStats });

export function useWidgetStats() {
  return useQuery({ ...widgetStatsQuery, refetchOnMount: 'always' });
}
