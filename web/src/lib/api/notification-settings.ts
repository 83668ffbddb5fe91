import { settings } from '@shared/api/routes/settings';
import type { NotificationSettingsForm } from '@shared/schemas/settings';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../api-client';

export type NotificationSettings = NotificationSettingsForm;

/**
 * GET /api/settings/notifications: the Settings screen's Notifications tab edits it and the agent portal
 * obeys it (sound and desktop alerts). Same key as the Settings screen's query, so a saved change is
 * what the portal reads next.
 */
export const notificationSettingsQuery = queryOptions({
  queryKey: ['settings', 'notifications'],
  queryFn: () => api.call(settings.getNotificationSettings),
});

export const useNotificationSettings = () => useQuery(notificationSettingsQuery);
