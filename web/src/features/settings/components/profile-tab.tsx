import { SimpleGrid } from '@chakra-ui/react';
import { SelectField, TextField } from '../../../components/ui/field';
import type { Profile } from '../api/settings';
import { useProfileForm } from '../hooks/use-profile-form';
import { LANGUAGE_OPTIONS, timeZoneOptions } from '../options';
import { SaveForm } from './save-form';

/**
 * Profile tab. The email is the sign-in name and stays as it is; the company name is the business's, so
 * only its owner edits it.
 */
export function ProfileTab(props: { stored: Profile; isOwner: boolean }) {
  const { form, submit, saving } = useProfileForm(props.stored);
  return (
    <SaveForm label="Profile" onSubmit={submit} saving={saving}>
      <SimpleGrid columns={{ base: 1, md: 2 }} gap="4">
        <TextField form={form} name="fullName" id="profile-fullName" label="Full Name" autoComplete="name" />
        <TextField form={form} name="username" id="profile-username" label="Username" autoComplete="username" />
        <TextField
          form={form}
          name="email"
          id="profile-email"
          label="Email"
          type="email"
          readOnly
          helperText="Your sign-in email; it cannot be changed here."
        />
        <TextField
          form={form}
          name="company"
          id="profile-company"
          label="Company"
          readOnly={!props.isOwner}
          helperText={props.isOwner ? undefined : 'Only the business owner can rename the company.'}
          autoComplete="organization"
        />
        <TextField form={form} name="phone" id="profile-phone" label="Phone" type="tel" autoComplete="tel" />
        <SelectField
          form={form}
          name="timezone"
          id="profile-timezone"
          label="Timezone"
          options={timeZoneOptions(form.watch('timezone'))}
        />
        <SelectField form={form} name="language" id="profile-language" label="Language" options={LANGUAGE_OPTIONS} />
      </SimpleGrid>
    </SaveForm>
  );
}
