import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { Profile } from '../../../../../shared/schemas/identity';
import type {
  AiSettingsForm,
  NotificationSettingsForm,
  PasswordChange,
  ProfileUpdate,
  SecuritySettings,
} from '../../../../../shared/schemas/settings';
import type { TwoFactorConfirmed, TwoFactorSetup } from '../../../../../shared/schemas/two-factor';
import { sessionQueryKey } from '../../../lib/api/session';
import { api } from '../../../lib/api-client';

/** Wire types of /api/settings/* (shared/schemas/settings.ts; type-only, the server parses what it sends). */
export type {
  AiSettingsForm,
  NotificationSettingsForm,
  PasswordChange,
  Profile,
  ProfileUpdate,
  SecuritySettings,
  TwoFactorConfirmed,
  TwoFactorSetup,
};

/** The sidebar reads the profile under the same key, so a saved name shows there at once. */
export const profileQuery = queryOptions({
  queryKey: ['settings', 'profile'],
  queryFn: () => api.get<Profile>('/api/settings/profile'),
});
export const aiQuery = queryOptions({
  queryKey: ['settings', 'ai'],
  queryFn: () => api.get<AiSettingsForm>('/api/settings/ai'),
});
export const notificationsQuery = queryOptions({
  queryKey: ['settings', 'notifications'],
  queryFn: () => api.get<NotificationSettingsForm>('/api/settings/notifications'),
});
export const securityQuery = queryOptions({
  queryKey: ['settings', 'security'],
  queryFn: () => api.get<SecuritySettings>('/api/settings/security'),
});

export const useProfileSettings = () => useQuery(profileQuery);
export const useAiSettings = () => useQuery(aiQuery);
export const useNotificationSettings = () => useQuery(notificationsQuery);
export const useSecuritySettings = () => useQuery(securityQuery);

/** A PUT of a whole tab: the answer is what was stored, and goes straight into that tab's cache. */
function useSave<Body, Stored>(path: string, queryKey: readonly unknown[], also?: readonly unknown[]) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: Body) => api.put<Stored>(path, body),
    onSuccess: (stored) => {
      queryClient.setQueryData(queryKey, stored);
      if (also) void queryClient.invalidateQueries({ queryKey: also });
    },
  });
}

// the name on the session (sidebar, header) changes with the profile's full name
export const useSaveProfile = () =>
  useSave<ProfileUpdate, Profile>('/api/settings/profile', profileQuery.queryKey, sessionQueryKey);
export const useSaveAi = () => useSave<AiSettingsForm, AiSettingsForm>('/api/settings/ai', aiQuery.queryKey);
export const useSaveNotifications = () =>
  useSave<NotificationSettingsForm, NotificationSettingsForm>(
    '/api/settings/notifications',
    notificationsQuery.queryKey,
  );
export const useSaveSecurity = () =>
  useSave<{ sessionTimeout: number }, SecuritySettings>('/api/settings/security', securityQuery.queryKey);

/** PUT /api/settings/password: this browser gets fresh cookies; every other session of the user ends. */
export const useChangePassword = () =>
  useMutation({ mutationFn: (body: PasswordChange) => api.put<{ message: string }>('/api/settings/password', body) });

/** Two-factor (issue 14): set-up answers the secret once; confirm and disable change the Security tab's state. */
export const useStartTwoFactor = () =>
  useMutation({
    mutationFn: (body: { currentPassword: string }) => api.post<TwoFactorSetup>('/api/settings/2fa/setup', body),
  });
function useTwoFactorSwitch<Body, Answer extends { twoFactorEnabled: boolean }>(path: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: Body) => api.post<Answer>(path, body),
    onSuccess: ({ twoFactorEnabled }) =>
      queryClient.setQueryData<SecuritySettings>(securityQuery.queryKey, (s) => (s ? { ...s, twoFactorEnabled } : s)),
  });
}
export const useConfirmTwoFactor = () =>
  useTwoFactorSwitch<{ code: string }, TwoFactorConfirmed>('/api/settings/2fa/confirm');
export const useDisableTwoFactor = () =>
  useTwoFactorSwitch<{ currentPassword: string; code: string }, { twoFactorEnabled: false }>(
    '/api/settings/2fa/disable',
  );
