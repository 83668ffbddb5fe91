import { SimpleGrid } from '@chakra-ui/react';
import { useState } from 'react';
import { notify } from '../../../components/notify';
import { TextField } from '../../../components/text-field';
import { serverErrorText, serverFieldErrors } from '../../../lib/api-client';
import { type Profile, useSaveProfile } from '../api/settings';
import { browserTimeZone, LANGUAGE_OPTIONS, timeZoneOptions } from '../options';
import { SaveForm } from './save-form';
import { SelectField } from './settings-field';

type ProfileForm = Omit<Profile, 'timezone'> & { timezone: string };
/** A user who never chose a time zone starts from the browser's own. */
const toForm = (p: Profile): ProfileForm => ({ ...p, timezone: p.timezone ?? browserTimeZone() });

/**
 * Profile tab: the whole form is sent (never `{}`). The email is the sign-in name and stays as it is;
 * the company name is the business's, so only its owner edits it.
 */
export function ProfileTab(props: { stored: Profile; isOwner: boolean }) {
  const [form, setForm] = useState<ProfileForm>(() => toForm(props.stored));
  const [errors, setErrors] = useState<Record<string, string>>({});
  const save = useSaveProfile();
  const set = (key: keyof ProfileForm) => (value: string) => {
    setForm((f) => ({ ...f, [key]: value }));
    setErrors(({ [key]: _gone, ...rest }) => rest);
  };
  const submit = () =>
    save.mutate(form, {
      onSuccess: (stored) => {
        setForm(toForm(stored));
        notify.success('Profile Updated', 'Your profile has been saved.');
      },
      onError: (error) => {
        setErrors(serverFieldErrors(error));
        notify.error('Error', serverErrorText(error, 'Failed to update your profile. Please try again.'));
      },
    });
  return (
    <SaveForm label="Profile" onSubmit={submit} saving={save.isPending}>
      <SimpleGrid columns={{ base: 1, md: 2 }} gap="4">
        <TextField
          id="profile-fullName"
          label="Full Name"
          value={form.fullName}
          onChange={set('fullName')}
          error={errors.fullName}
          autoComplete="name"
        />
        <TextField
          id="profile-username"
          label="Username"
          value={form.username}
          onChange={set('username')}
          error={errors.username}
          autoComplete="username"
        />
        <TextField
          id="profile-email"
          label="Email"
          type="email"
          value={form.email}
          onChange={set('email')}
          readOnly
          helper="Your sign-in email; it cannot be changed here."
          error={errors.email}
        />
        <TextField
          id="profile-company"
          label="Company"
          value={form.company}
          onChange={set('company')}
          readOnly={!props.isOwner}
          helper={props.isOwner ? undefined : 'Only the business owner can rename the company.'}
          error={errors.company}
          autoComplete="organization"
        />
        <TextField
          id="profile-phone"
          label="Phone"
          type="tel"
          value={form.phone}
          onChange={set('phone')}
          error={errors.phone}
          autoComplete="tel"
        />
        <SelectField
          id="profile-timezone"
          label="Timezone"
          value={form.timezone}
          options={timeZoneOptions(form.timezone)}
          onChange={set('timezone')}
          error={errors.timezone}
        />
        <SelectField
          id="profile-language"
          label="Language"
          value={form.language}
          options={LANGUAGE_OPTIONS}
          onChange={set('language')}
          error={errors.language}
        />
      </SimpleGrid>
    </SaveForm>
  );
}
