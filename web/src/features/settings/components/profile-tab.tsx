import { SimpleGrid } from '@chakra-ui/react';
import { TextField } from '../../../components/text-field';
import { type Profile, useSaveProfile } from '../api/settings';
import { useTabForm } from '../hooks/use-tab-form';
import { browserTimeZone, LANGUAGE_OPTIONS, timeZoneOptions } from '../options';
import { SaveForm } from './save-form';
import { SelectField } from './settings-field';

type ProfileForm = Omit<Profile, 'timezone'> & { timezone: string };
/** A user who never chose a time zone starts from the browser's own. */
const toForm = (p: Profile): ProfileForm => ({ ...p, timezone: p.timezone ?? browserTimeZone() });

type TextKey = 'fullName' | 'username' | 'email' | 'company' | 'phone';
const TEXT_FIELDS: { key: TextKey; label: string; type?: string; autoComplete?: string }[] = [
  { key: 'fullName', label: 'Full Name', autoComplete: 'name' },
  { key: 'username', label: 'Username', autoComplete: 'username' },
  { key: 'email', label: 'Email', type: 'email' },
  { key: 'company', label: 'Company', autoComplete: 'organization' },
  { key: 'phone', label: 'Phone', type: 'tel', autoComplete: 'tel' },
];

/**
 * Profile tab: the whole form is sent (never `{}`). The email is the sign-in name: it is changed by its
 * own form (components/email-form.tsx, password asked, re-verified); the company name is the business's,
 * so only its owner edits it.
 */
export function ProfileTab(props: { stored: Profile; isOwner: boolean }) {
  const { form, errors, set, submit, saving } = useTabForm({
    initial: () => toForm(props.stored),
    save: useSaveProfile(),
    toForm,
    saved: ['Profile Updated', 'Your profile has been saved.'],
    failure: 'Failed to update your profile. Please try again.',
  });
  const locked: Partial<Record<TextKey, { readOnly: boolean; helper?: string }>> = {
    email: { readOnly: true, helper: 'Your sign-in email; change it under Sign-in Address below.' },
    company: {
      readOnly: !props.isOwner,
      helper: props.isOwner ? undefined : 'Only the business owner can rename the company.',
    },
  };
  return (
    <SaveForm label="Profile" onSubmit={submit} saving={saving}>
      <SimpleGrid columns={{ base: 1, md: 2 }} gap="4">
        {TEXT_FIELDS.map((f) => (
          <TextField
            key={f.key}
            id={`profile-${f.key}`}
            label={f.label}
            type={f.type}
            value={form[f.key]}
            onChange={set(f.key)}
            error={errors[f.key]}
            autoComplete={f.autoComplete}
            {...locked[f.key]}
          />
        ))}
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
          onChange={(v) => set('language')(v as ProfileForm['language'])}
          error={errors.language}
        />
      </SimpleGrid>
    </SaveForm>
  );
}
