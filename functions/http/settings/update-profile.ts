import { settings } from '@shared/api/contracts/settings';
import { updateProfile } from '../../core/identity/profile';
import { http } from '../../kit/http';

/** PUT /api/settings/profile: the whole Profile form; answers the profile as stored. */
export const handler = http(settings.updateProfile, async ({ session, body }) => updateProfile(session, body));
