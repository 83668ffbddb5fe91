import * as z from 'zod';
import { LANGUAGES } from '../../../../../shared/enums';
import { notify } from '../../../components/notify';
import { serverErrorText } from '../../../lib/api-client';
import { setServerErrors, useZodForm } from '../../../lib/use-zod-form';
import { type Profile, useSaveProfile } from '../api/settings';
import { browserTimeZone } from '../options';

/**
 * The tab's values. The rules are the server's (profileUpdateSchema), applied there: its 400 puts each
 * message under its field and the toast says what was refused, which the tab's tests pin.
 */
const profileForm = z.object({
  fullName: z.string(),
  username: z.string(),
  email: z.string(),
  company: z.string(),
  phone: z.string(),
  timezone: z.string(),
  language: z.enum(LANGUAGES),
});

/** A user who never chose a time zone starts from the browser's own. */
const toForm = (p: Profile) => ({ ...p, timezone: p.timezone ?? browserTimeZone() });

/** Profile tab: the whole form is sent (never `{}`); the stored values come back into it. */
export function useProfileForm(stored: Profile) {
  const form = useZodForm(profileForm, toForm(stored));
  const save = useSaveProfile();
  const submit = form.handleSubmit((values) =>
    save.mutate(values, {
      onSuccess: (saved) => {
        form.reset(toForm(saved));
        notify.success('Profile Updated', 'Your profile has been saved.');
      },
      onError: (error) => {
        setServerErrors(form, error);
        notify.error('Error', serverErrorText(error, 'Failed to update your profile. Please try again.'));
      },
    }),
  );
  return { form, submit, saving: save.isPending };
}
