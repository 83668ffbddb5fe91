import { Stack, Text } from '@chakra-ui/react';
import { SwitchControl } from '../../../components/ui/switch-control';
import { type NotificationSettingsForm, useSaveNotifications } from '../api/settings';
import { useTabForm } from '../hooks/use-tab-form';
import { SaveForm } from './save-form';

export const NOTIFICATION_LABELS: Record<keyof NotificationSettingsForm, string> = {
  emailNotifications: 'Email notifications',
  newLeads: 'New leads',
  conversations: 'Conversations',
  systemUpdates: 'System updates',
  weeklyReports: 'Weekly reports',
  browserNotifications: 'Browser notifications',
  soundEnabled: 'Sound',
};

/** Notifications tab: seven toggles, all sent on Save. */
export function NotificationsTab(props: { stored: NotificationSettingsForm }) {
  const { form, set, submit, saving } = useTabForm({
    initial: (): NotificationSettingsForm => props.stored,
    save: useSaveNotifications(),
    saved: ['Notifications Updated', 'Your notification preferences have been saved.'],
    failure: 'Failed to update notifications. Please try again.',
  });
  return (
    <SaveForm label="Notifications" onSubmit={submit} saving={saving}>
      <Stack gap="3">
        {(Object.keys(NOTIFICATION_LABELS) as (keyof NotificationSettingsForm)[]).map((key) => (
          <SwitchControl key={key} label={NOTIFICATION_LABELS[key]} checked={form[key]} onCheckedChange={set(key)} />
        ))}
      </Stack>
      <Text fontSize="sm" color="gray.600">
        Email notifications off: you receive no alert mails. New leads, Conversations (chats waiting for a person while
        nobody is online) and System updates (plan limits, failed payments) each turn that mail off for you. Weekly
        reports are not sent yet. Browser notifications and Sound are the Agent Portal's.
      </Text>
    </SaveForm>
  );
}
