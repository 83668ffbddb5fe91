import { Stack, Text } from '@chakra-ui/react';
import { useState } from 'react';
import { notify } from '../../../components/notify';
import { serverErrorText } from '../../../lib/api-client';
import { type NotificationSettingsForm, useSaveNotifications } from '../api/settings';
import { SaveForm } from './save-form';
import { ToggleField } from './settings-field';

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
  const [form, setForm] = useState<NotificationSettingsForm>(props.stored);
  const save = useSaveNotifications();
  const submit = () =>
    save.mutate(form, {
      onSuccess: (stored) => {
        setForm(stored);
        notify.success('Notifications Updated', 'Your notification preferences have been saved.');
      },
      onError: (error) =>
        notify.error('Error', serverErrorText(error, 'Failed to update notifications. Please try again.')),
    });
  return (
    <SaveForm label="Notifications" onSubmit={submit} saving={save.isPending}>
      <Stack gap="3">
        {(Object.keys(NOTIFICATION_LABELS) as (keyof NotificationSettingsForm)[]).map((key) => (
          <ToggleField
            key={key}
            label={NOTIFICATION_LABELS[key]}
            checked={form[key]}
            onChange={(c) => setForm((f) => ({ ...f, [key]: c }))}
          />
        ))}
      </Stack>
      <Text fontSize="sm" color="gray.600">
        Parley does not send email yet: the email, lead, conversation, update and report choices are saved for when it
        does.
      </Text>
    </SaveForm>
  );
}
