import { settings } from '@shared/api/routes/settings';
import type { Profile } from '@shared/schemas/identity';
import type { MailAlertsForm } from '@shared/schemas/mail-alerts';
import type {
  AiSettingsForm,
  NotificationSettingsForm,
  PasswordChange,
  ProfileUpdate,
  SecuritySettings,
} from '@shared/schemas/settings';
import type { TwoFactorConfirmed, TwoFactorSetup } from '@shared/schemas/two-factor';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { sessionQueryKey } from '../../../lib/api/session';
import { api } from '../../../lib/api-client';

/** Wire types of /api/settings/* (shared/schemas/settings.ts; type-only, the server parses what it sends). */
export type {
  AiSettingsForm,
  MailAlertsForm,
  NotificationSettingsForm,
  PasswordChange,
  Profile,
  ProfileUpdate,
  SecuritySettings,
  TwoFactorConfirmed,
  TwoFactorSetup,
};

/** A tab's stored settings, cached under ['settings', tab]. */
const settingsQuery = <T>(tab: string, load: () => Promise<T>) =>
  queryOptions({ queryKey: ['settings', tab], queryFn: load });

/** The sidebar reads the profile under the same key, so a saved name shows there at once. */
export const profileQuery = settingsQuery('profile', () => api.call(settings.getProfile));
export const aiQuery = settingsQuery('ai', () => api.call(settings.getAiSettings));
export const notificationsQuery = settingsQuery('notifications', () => api.call(settings.getNotificationSettings));
export const securityQuery = settingsQuery('security', () => api.call(settings.getSecuritySettings));
export const mailAlertsQuery = settingsQuery('mail-alerts', () => api.call(settings.getMailAlerts));

export const useProfileSettings = () => useQuery(profileQuery);
export const useAiSettings = () => useQuery(aiQuery);
export const useNotificationSettings = () => useQuery(notificationsQuery);
export const useSecuritySettings = () => useQuery(securityQuery);
export const useMailAlerts = () => useQuery(mailAlertsQuery);

/** A PUT of a whole tab: the answer is what was stored, and goes straight into that tab's cache. */
function useSave<Body, Stored>(
  save: (body: Body) => Promise<Stored>,
  queryKey: readonly unknown[],
  also?: readonly unknown[],
) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: save,
    onSuccess: (stored) => {
      queryClient.setQueryData(queryKey, stored);
      if (also) void queryClient.invalidateQueries({ queryKey: also });
    },
  });
}

// the name on the session (sidebar, header) changes with the profile's full name
export const useSaveProfile = () =>
  useSave((body: ProfileUpdate) => api.call(settings.updateProfile, { body }), profileQuery.queryKey, sessionQueryKey);
export const useSaveAi = () =>
  useSave((body: AiSettingsForm) => api.call(settings.updateAiSettings, { body }), aiQuery.queryKey);
export const useSaveNotifications = () =>
  useSave(
    (body: NotificationSettingsForm) => api.call(settings.updateNotificationSettings, { body }),
    notificationsQuery.queryKey,
  );
export const useSaveMailAlerts = () =>
  useSave((body: MailAlertsForm) => api.call(settings.updateMailAlerts, { body }), mailAlertsQuery.queryKey);
export const useSaveSecurity = () =>
  useSave(
    (body: { sessionTimeout: number }) => api.call(settings.updateSecuritySettings, { body }),
    securityQuery.queryKey,
  );

/** PUT /api/settings/password: this browser gets fresh cookies; every other session of the user ends. */
export const useChangePassword = () =>
  useMutation({ mutationFn: (body: PasswordChange) => api.call(settings.changePassword, { body }) });

/** Two-factor (issue 14): set-up answers the secret once; confirm and disable change the Security tab's state. */
export const useStartTwoFactor = () =>
  useMutation({
    mutationFn: (body: { currentPassword: string }) => api.call(settings.twoFactorSetup, { body }),
  });
function useTwoFactorSwitch<Body, Answer extends { twoFactorEnabled: boolean }>(
  change: (body: Body) => Promise<Answer>,
) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: change,
    onSuccess: ({ twoFactorEnabled }) =>
      queryClient.setQueryData<SecuritySettings>(securityQuery.queryKey, (s) => (s ? { ...s, twoFactorEnabled } : s)),
  });
}
export const useConfirmTwoFactor = () =>
  useTwoFactorSwitch((body: { code: string }) => api.call(settings.twoFactorConfirm, { body }));
export const useDisableTwoFactor = () =>
  useTwoFactorSwitch((body: { currentPassword: string; code: string }) =>
    api.call(settings.twoFactorDisable, { body }),
  );
